import Testing

@testable import _GraftGeneratorCore

/// Parsed declarations are shared objects (`TypeDeclaration`, `PropertyDeclaration`), but equal
/// as values: what the run record's digests, the summaries' round trip and the tests' comparisons
/// rely on.
@Suite("Parsed declarations compare as values")
struct DeclarationEqualityTests {
    private static let source = """
        protocol FeedDependency: Dependency {
            var store: Store { get }
        }
        final class FeedComponent: Component<FeedDependency> {
            public var title: String { "feed" }
        }

        """

    @Test("two parses of one file give distinct objects that are equal and hash alike")
    func sameSource() throws {
        let first = parse(Self.source)
        let second = parse(Self.source)
        let (left, right) = (try #require(first.type("FeedComponent")), try #require(second.type("FeedComponent")))
        #expect(left !== right)
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        let (leftProperty, rightProperty) = (try #require(left.property("title")), try #require(right.property("title")))
        #expect(leftProperty !== rightProperty)
        #expect(leftProperty == rightProperty)
        #expect(leftProperty.hashValue == rightProperty.hashValue)
    }

    @Test(
        "a change to one field of a member makes its declaration, and its type's, unequal",
        arguments: [
            ("public var title: String", "public var title: Substring"),  // the type
            ("public var title", "var title"),  // the access level
            ("public var title", "public let title"),  // let or var
        ])
    func oneFieldChanged(from original: String, to edited: String) throws {
        let changed = parse(Self.source.replacing(original, with: edited))
        let base = try #require(parse(Self.source).type("FeedComponent"))
        let other = try #require(changed.type("FeedComponent"))
        #expect(base != other)
        #expect(try #require(base.property("title")) != #require(other.property("title")))
        #expect(parse(Self.source).type("FeedDependency") == changed.type("FeedDependency"))
    }

    @Test("a declaration moved down a line is unequal: locations are fields too")
    func moved() throws {
        let moved = parse("\n" + Self.source)
        #expect(try #require(parse(Self.source).type("FeedDependency")) != #require(moved.type("FeedDependency")))
    }

    @Test("the graph's providers and requirements and the planner's fields compare field by field, not by identity")
    func graphValues() {
        let here = SourceLocation(path: "t.swift", line: 3, column: 9)
        func provider(_ type: String, line: Int = 3) -> DependencyGraph.Provider {
            DependencyGraph.Provider(
                name: Name("store"), type: .nominal([TypeName.NameComponent(Name(type))]), identity: .symbol(SymbolID(index: 1)),
                accessLevel: .internal, module: nil, location: SourceLocation(path: "t.swift", line: line, column: 9),
                declaringComponent: "Root", declaringComponentKey: SymbolID(index: 2), mayBeIsolated: false, mark: .none)
        }
        #expect(provider("Store") !== provider("Store"))
        #expect(provider("Store") == provider("Store"))
        #expect(provider("Store").hashValue == provider("Store").hashValue)
        #expect(provider("Store") != provider("Cache"))
        #expect(provider("Store") != provider("Store", line: 4))

        func requirement(_ protocolIndex: Int32) -> DependencyGraph.Requirement {
            DependencyGraph.Requirement(
                name: Name("store"), type: .nominal([TypeName.NameComponent(Name("Store"))]), identity: .symbol(SymbolID(index: 1)),
                spelling: TypeSpelling(parts: [.text("Store")]), location: here, declaringProtocol: SymbolID(index: protocolIndex))
        }
        #expect(requirement(5) == requirement(5))
        #expect(requirement(5).hashValue == requirement(5).hashValue)
        #expect(requirement(5) != requirement(6))

        func field(link: Int) -> ProviderShape.Field {
            ProviderShape.Field(
                requirement: Name("store"), typeText: "Store", link: link, ancestor: 1, access: .direct, mayBeIsolated: false, mark: .none)
        }
        #expect(field(link: 1) == field(link: 1))
        #expect(field(link: 1) != field(link: 2))
    }
}
