import Foundation
import Testing

@testable import _GraftGeneratorCore

/// The names and arity generated code uses (`RuntimeContract`) against what the runtime declares
/// and what the goldens hold: a change on one side only fails here. The numbered families in the
/// runtime are written by `scripts/runtime-families.py`, which CI runs with `--check`.
@Suite("Runtime contract: the generator's names and arity are the runtime's")
struct RuntimeContractTests {
    /// The runtime's Swift, all files in one string.
    static func runtimeText() throws -> String {
        let folder = Repository.root.appendingPathComponent("Sources/Graft")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The numbers `N` of every `<prefix>N<suffix>` in `text`, as a set.
    static func numbers(of prefix: String, followedBy suffix: String, in text: String) throws -> Set<Int> {
        let pattern = try Regex("\(prefix)([0-9]+)\(suffix)")
        return Set(text.matches(of: pattern).compactMap { Int($0.output[1].substring ?? "") })
    }

    @Test("the runtime declares exactly the contract's families, each from 1 to the arity, behind its SPI")
    func runtimeDeclaresTheContract() throws {
        let runtime = try Self.runtimeText()
        let all = Set(1...RuntimeContract.arity)
        #expect(try Self.numbers(of: "open class \(RuntimeContract.links)", followedBy: "<", in: runtime) == all)
        #expect(try Self.numbers(of: "public final let \(RuntimeContract.link)", followedBy: ":", in: runtime) == all)
        #expect(try Self.numbers(of: "public protocol \(RuntimeContract.linked)", followedBy: " \\{", in: runtime) == all)
        // `GraftLinksN` conforms to the protocols of its positions, `GraftLinked1` … `GraftLinkedN`.
        for arity in all {
            let conformances = ((1...arity).map { "\(RuntimeContract.linked)\($0)" } + [RuntimeContract.linksConstructible]).joined(separator: ", ")
            #expect(runtime.contains(">: \(conformances) {"), "GraftLinks\(arity) does not conform to \(conformances)")
            let types = (1...arity).map { "A\($0).self" }.joined(separator: ", ")
            #expect(runtime.contains("public static var \(RuntimeContract.linkTypes) { [\(types)] }"), "GraftLinks\(arity) lists other link types")
        }
        #expect(try Self.numbers(of: "public func \(RuntimeContract.ancestors)", followedBy: "<", in: runtime) == all)
        #expect(runtime.contains("public func \(RuntimeContract.ancestorsAmong)(_ start: (any Scope)?, _ classes: [AnyObject.Type]...) -> [any Scope]? {"))
        #expect(runtime.contains("public protocol \(RuntimeContract.emptyDependency): Dependency {}"))
        #expect(runtime.contains("public protocol \(RuntimeContract.linksConstructible): AnyObject {"))
        #expect(runtime.contains("    static var \(RuntimeContract.linkTypes) { get }\n"))
        #expect(runtime.contains("    \(RuntimeContract.linksInitializer)\n"))
        #expect(runtime.contains("    public required \(RuntimeContract.linksInitializer) {"))
        #expect(runtime.contains("public final class \(RuntimeContract.lookupTable): @unchecked Sendable {"))
        #expect(runtime.contains("    public \(RuntimeContract.lookupTableInitializer) {"))
        #expect(runtime.contains("public protocol \(RuntimeContract.childLookup): AnyObject {"))
        #expect(runtime.contains("public final class \(RuntimeContract.unavailable): \(RuntimeContract.linksConstructible) {"))
        #expect(runtime.contains("    static var \(RuntimeContract.childLookupRequirement) { get }\n"))
        #expect(runtime.contains("public protocol \(RuntimeContract.dependencyLookup): AnyObject {"))
        #expect(runtime.contains("    static func \(RuntimeContract.dependencyLookupMethod)\n"))
        #expect(runtime.contains("public protocol \(RuntimeContract.pluginExtensionLookup): AnyObject {"))
        #expect(runtime.contains("    static func \(RuntimeContract.pluginExtensionLookupMethod)\n"))
        #expect(runtime.contains("public protocol \(RuntimeContract.mockDependencyLookup): AnyObject {"))
        #expect(runtime.contains("    func \(RuntimeContract.mockDependencyLookupMethod)\n"))
        // Every declaration for generated code is behind the SPI: one attribute per class and function.
        let spi = runtime.components(separatedBy: "@_spi(\(RuntimeContract.spi))").count - 1
        #expect(spi >= 3 * RuntimeContract.arity + 3)
    }

    @Test("the goldens use only the contract's names, within its arity")
    func goldensUseTheContract() throws {
        let folder = Repository.fixture("Generator")
        let cases = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        var generated = ""
        for testCase in cases {
            let golden = testCase.appendingPathComponent("Expected.swift.golden")
            if let text = try? String(contentsOf: golden, encoding: .utf8) { generated += text }
        }
        #expect(generated.contains("@_spi(\(RuntimeContract.spi)) import Graft"))
        let within = Set(1...RuntimeContract.arity)
        for (prefix, suffix) in [
            (RuntimeContract.links, "<"), (RuntimeContract.linked, " where"), (RuntimeContract.link, "\\."),
        ] {
            let used = try Self.numbers(of: prefix, followedBy: suffix, in: generated)
            #expect(!used.isEmpty, "no \(prefix)N in the goldens: the check would prove nothing")
            #expect(used.isSubset(of: within), "\(prefix) beyond the arity \(RuntimeContract.arity): \(used.sorted())")
        }
        #expect(generated.contains("= \(RuntimeContract.lookupTable)(\n    classes: ["))
        #expect(generated.contains(", \(RuntimeContract.linksConstructible) {\n    nonisolated static var \(RuntimeContract.linkTypes) { ["))
        #expect(generated.contains("    nonisolated \(RuntimeContract.linksInitializer) {\n"))
        #expect(
            generated.contains(" extension RootComponent: \(RuntimeContract.childLookup) {\n    public static var \(RuntimeContract.childLookupRequirement) { ")
        )
    }
}
