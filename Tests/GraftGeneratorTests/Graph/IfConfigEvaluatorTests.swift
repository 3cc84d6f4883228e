import Testing

@testable import _GraftGeneratorCore

@Suite("IfConfigEvaluator")
struct IfConfigEvaluatorTests {
    let evaluator = IfConfigEvaluator(defines: ["FEATURE_X"], modules: ["Core"])

    static let conditions: [(String, Bool?)] = [
        ("true", true),
        ("false", false),
        ("FEATURE_X", true),
        ("DEBUG", nil),
        ("!FEATURE_X", false),
        ("FEATURE_X && false", false),
        ("DEBUG || true", true),
        ("DEBUG && false", false),
        ("DEBUG || false", nil),
        ("!(FEATURE_X || DEBUG)", false),
        ("canImport(Core)", true),
        ("canImport(Graft)", true),
        ("canImport(UIKit)", nil),
        ("swift(>=5.9)", true),
        ("compiler(>=6.0)", true),
        ("swift(<5.9)", false),
        ("swift(>=7.0)", nil),
        ("os(Linux)", nil),
        ("arch(arm64) && false", false),
        ("(", nil),
    ]

    @Test("three-valued evaluation: true, false, or unknown", arguments: 0..<conditions.count)
    func evaluate(_ index: Int) {
        let (condition, expected) = Self.conditions[index]
        #expect(evaluator.evaluate(IfConfigExpression(parsing: condition)) == expected, "\(condition)")
    }

    @Test("an unknown #if is assumed true: its first branch is taken and the others are not, with warnings")
    func branchesUnderUnknownCondition() throws {
        let file = DeclarationParser.parse(
            SourceFile(
                path: "A.swift",
                text: """
                    #if os(iOS)
                    struct First {}
                    #elseif FEATURE_X
                    struct Second {}
                    #else
                    struct Third {}
                    #endif
                    """))
        // One block each: its branch decides.
        let decisions = file.types.compactMap { $0.condition.map { evaluator.isActive($0.innermostBranch) } }
        #expect(decisions.map(\.active) == [true, false, false])
        #expect(
            decisions[0].assumptions.map(\.rendered) == [
                "A.swift:1:1: warning: could not evaluate 'os(iOS)'; assumed it is true (define it with --define to decide)"
            ])
        #expect(
            decisions[1].assumptions.map(\.rendered) == [
                "A.swift:3:1: warning: could not evaluate '#if os(iOS)'; assumed it is true, so this branch is left out"
            ])
    }

    @Test("known conditions decide branches without warnings")
    func knownBranches() {
        let file = DeclarationParser.parse(
            SourceFile(
                path: "A.swift",
                text: """
                    #if false
                    struct First {}
                    #elseif FEATURE_X
                    struct Second {}
                    #else
                    struct Third {}
                    #endif
                    """))
        // One block each: its branch decides.
        let decisions = file.types.compactMap { $0.condition.map { evaluator.isActive($0.innermostBranch) } }
        #expect(decisions.map(\.active) == [false, true, false])
        #expect(decisions.allSatisfy { $0.assumptions.isEmpty })
    }
}
