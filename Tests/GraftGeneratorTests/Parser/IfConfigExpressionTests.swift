import Testing

@testable import _GraftGeneratorCore

@Suite("IfConfigExpression")
struct IfConfigExpressionTests {
    private static let debug = IfConfigExpression.atom(IfConfigAtom(name: "DEBUG"))
    private static let iOS = IfConfigExpression.atom(IfConfigAtom(name: "os", argument: "iOS"))
    private static let flag = IfConfigExpression.atom(IfConfigAtom(name: "FLAG"))

    @Test("`||` binds loosest, then `&&`, then `!`; parentheses group; true and false are literals")
    func precedence() {
        #expect(IfConfigExpression(parsing: "DEBUG || os(iOS) && !FLAG") == .or(Self.debug, .and(Self.iOS, .not(Self.flag))))
        #expect(IfConfigExpression(parsing: "(DEBUG || os(iOS)) && FLAG") == .and(.or(Self.debug, Self.iOS), Self.flag))
        #expect(IfConfigExpression(parsing: "!(DEBUG && true)") == .not(.and(Self.debug, .literal(true))))
        #expect(IfConfigExpression(parsing: "DEBUG && os(iOS) && FLAG") == .and(.and(Self.debug, Self.iOS), Self.flag))
        #expect(IfConfigExpression(parsing: "false") == .literal(false))
    }

    @Test("a call's argument is kept without spaces, and the atom reads as written without them")
    func callArguments() {
        let expression = IfConfigExpression(parsing: "swift( >= 5.9 ) || canImport(UIKit.UIView, _version: 2)")
        #expect(expression.atoms.map(\.description) == ["swift(>=5.9)", "canImport(UIKit.UIView,_version:2)"])
        #expect(expression.atoms.map(\.argument) == [">=5.9", "UIKit.UIView,_version:2"])
    }

    @Test("what does not parse is malformed, never a guess", arguments: ["(", "DEBUG)", "DEBUG FLAG", "&& DEBUG", "os(iOS", "", "1"])
    func malformed(_ text: String) {
        #expect(IfConfigExpression(parsing: text) == .malformed, "\(text)")
    }

    @Test("nesting past the limit is malformed; up to it parses")
    func depthLimit() {
        let limit = 64
        let deepest = String(repeating: "(", count: limit - 1) + "DEBUG" + String(repeating: ")", count: limit - 1)
        #expect(IfConfigExpression(parsing: deepest).atoms == [IfConfigAtom(name: "DEBUG")])
        let tooDeep = String(repeating: "!", count: limit) + "DEBUG"
        #expect(IfConfigExpression(parsing: tooDeep) == .malformed)
    }

    @Test("each atom once, in the order written; os, arch and targetEnvironment exclude their own kind")
    func atoms() {
        let expression = IfConfigExpression(parsing: "os(iOS) || DEBUG && !os(iOS) || arch(arm64) || targetEnvironment(simulator) || os")
        #expect(expression.atoms.map(\.description) == ["os(iOS)", "DEBUG", "arch(arm64)", "targetEnvironment(simulator)", "os"])
        #expect(expression.atoms.map(\.exclusiveKind) == ["os", nil, "arch", "targetEnvironment", nil])
    }

    @Test("a #else after a compound condition negates it as one term, and nesting parenthesises compound branches")
    func branchDescriptions() {
        let file = DeclarationParser.parse(
            SourceFile(
                path: "A.swift",
                text: """
                    #if A || B
                    #else
                    #if C
                    struct S {}
                    #endif
                    #if C && D
                    struct T {}
                    #endif
                    #endif
                    """))
        #expect(file.types.map { $0.condition?.description } == ["!(A || B) && C", "!(A || B) && (C && D)"])
    }
}
