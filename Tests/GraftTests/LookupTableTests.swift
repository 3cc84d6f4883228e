import Testing

@_spi(GraftGenerated) @testable import Graft

// A graph wired through a hand-written lookup table, as the generator writes one: each test creates
// components with `init(parent:)` and reads which ancestors their provider was given.
//
//     Top (and its subclass SubTop) → Middle → Leaf (and its subclasses LeafSub, LeafOther)
//     Top → Loose → Leaf, where Loose creates components but does not conform (the table is
//     found through Top)

private protocol TrailDependency: Dependency {
    var trail: String { get }
}

private class TrailTop: BootstrapComponent {
    var name: String { "top" }
    var middle: TrailMiddle { TrailMiddle(parent: self) }
    var leaf: TrailLeaf { TrailLeaf(parent: self) }
    var leafSub: TrailLeafSub { TrailLeafSub(parent: self) }
    var loose: TrailLoose { TrailLoose(parent: self, dependency: TrailNothing()) }
}
private final class TrailSubTop: TrailTop {
    override var name: String { "subtop" }
}
private final class TrailMiddle: Component<any EmptyDependency> {
    var name: String { "middle" }
    var leaf: TrailLeaf { TrailLeaf(parent: self) }
    var leafSub: TrailLeafSub { TrailLeafSub(parent: self) }
    var leafOther: TrailLeafOther { TrailLeafOther(parent: self) }
}
private final class TrailLoose: Component<any EmptyDependency> {
    var name: String { "loose" }
    var leaf: TrailLeaf { TrailLeaf(parent: self) }
}
private class TrailLeaf: Component<any TrailDependency> {}
private final class TrailLeafSub: TrailLeaf {}
private final class TrailLeafOther: TrailLeaf {}
private final class TrailNothing: EmptyDependency {}

private final class MiddleFromTop: GraftLinks1<TrailTop>, EmptyDependency {}
private final class FromMiddle: GraftLinks1<TrailMiddle>, TrailDependency {
    var trail: String { graftLink1.name }
}
private final class FromTop: GraftLinks1<TrailTop>, TrailDependency {
    var trail: String { graftLink1.name }
}
private final class FromMiddleAndTop: GraftLinks2<TrailMiddle, TrailTop>, TrailDependency {
    var trail: String { "\(graftLink1.name)+\(graftLink2.name)" }
}
private final class FromLooseTop: GraftLinks1<TrailTop>, TrailDependency {
    var trail: String { "through loose: \(graftLink1.name)" }
}

/// The classes and providers the table's numbers index.
private let trailTable = GraftLookupTable(
    classes: [TrailTop.self, TrailMiddle.self, TrailLeaf.self, TrailLeafSub.self, TrailSubTop.self, TrailLoose.self],
    providers: [FromMiddle.self, FromTop.self, FromMiddleAndTop.self, FromLooseTop.self, MiddleFromTop.self],
    entries: """
        1 0 > 4 1
        2 1 0 > 2 1 2
        2 =0 > 1 1
        2 5 0|4 > 3 2
        2 =4 > 1 1
        =3 1 > 0 1

        """
)

extension TrailTop: GeneratedChildLookup {
    static var graftLookupTables: [GraftLookupTable] { [trailTable] }
}
extension TrailMiddle: GeneratedChildLookup {
    static var graftLookupTables: [GraftLookupTable] { [trailTable] }
}

@Suite("Lookups through the generated table")
struct LookupTableTests {
    @Test("a component's checks are tried in order and its provider reads the links at the listed distances")
    func checksInOrder() {
        let top = TrailTop()
        #expect(top.middle.leaf.dependency.trail == "middle+top")
        #expect(top.leaf.dependency.trail == "top")
    }

    @Test("a link listed without '=' accepts a subclass of its class; with '=', only the classes listed")
    func subclassesOfLinks() {
        // `2 1 0`: SubTop is a Top.
        #expect(TrailSubTop().middle.leaf.dependency.trail == "middle+subtop")
        // `2 =0` does not take SubTop, `2 =4` does: the fifth line's provider.
        #expect(TrailSubTop().leaf.dependency.trail == "subtop")
        let checks = ParsedTables.checks(of: TrailLeaf.self, in: [trailTable])
        let exactTop = TrailTop()
        #expect((checks?.provider(parent: exactTop) as? FromTop)?.graftLink1 === exactTop)
    }

    @Test("a subclass without checks of its own uses its superclass's; one with '=' lines uses only those")
    func subclassesOfComponents() {
        #expect(TrailTop().middle.leafOther.dependency.trail == "middle+top")
        #expect(TrailTop().middle.leafSub.dependency.trail == "middle")
        // LeafSub has one check, under Middle; Leaf's checks under Top do not serve it.
        let checks = ParsedTables.checks(of: TrailLeafSub.self, in: [trailTable])
        #expect(checks != nil)
        #expect(checks?.provider(parent: TrailTop()) == nil)
        #expect(ParsedTables.checks(of: TrailLeafOther.self, in: [trailTable]) === ParsedTables.checks(of: TrailLeaf.self, in: [trailTable]))
    }

    @Test("the table is found through the nearest ancestor whose class conforms, when the parent's does not")
    func nearestConformingAncestor() {
        #expect(TrailTop().loose.leaf.dependency.trail == "through loose: top")
        #expect(TrailSubTop().loose.leaf.dependency.trail == "through loose: subtop")
    }

    #if !os(Windows)
    @Test("a damaged table stops the process, naming the line and what is wrong")
    func damagedTable() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DamagedParent().child
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Graft: the generated lookup table is damaged at line 2: class 9 is not in the table's 2 classes."))
        #expect(stderr.contains("never edit the generated file"))
        let scattered = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ScatteredParent().child
        }
        let scatteredError = String(decoding: scattered?.standardErrorContent ?? [], as: UTF8.self)
        #expect(scatteredError.contains("Graft: the generated lookup table is damaged at line 3: the component's lines are not together."))
    }

    @Test("a line that lists fewer links than its provider reads, or a link of another class, stops the process")
    func positionsDisagreeWithProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MiscountedParent().child
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("damaged at line 1: the line lists 0 links for a provider that reads 1"))
        let mistyped = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = MistypedParent().child
        }
        let mistypedError = String(decoding: mistyped?.standardErrorContent ?? [], as: UTF8.self)
        #expect(mistypedError.contains("damaged at line 1: the provider reads a MiscountedParent at distance 1, where the line lists MistypedParent"))
    }
    #endif
}

private final class DamagedParent: BootstrapComponent, GeneratedChildLookup {
    var child: DamagedChild { DamagedChild(parent: self) }
    static var graftLookupTables: [GraftLookupTable] {
        [GraftLookupTable(classes: [DamagedParent.self, DamagedChild.self], providers: [FromDamaged.self], entries: "1 0 > 0 1\n1 9 > 0 1\n")]
    }
}
private final class DamagedChild: Component<any EmptyDependency> {}

/// A table whose lines for DamagedChild (1) are split by a line of another component (2).
private final class ScatteredParent: BootstrapComponent, GeneratedChildLookup {
    var child: DamagedChild { DamagedChild(parent: self) }
    static var graftLookupTables: [GraftLookupTable] {
        [
            GraftLookupTable(
                classes: [ScatteredParent.self, DamagedChild.self, TrailMiddle.self], providers: [FromScattered.self],
                entries: "1 0 > 0 1\n2 0 > 0 1\n1 0 > 0 1\n")
        ]
    }
}
private final class FromScattered: GraftLinks1<ScatteredParent>, EmptyDependency {}
private final class FromDamaged: GraftLinks1<DamagedParent>, EmptyDependency {}

private final class MiscountedParent: BootstrapComponent, GeneratedChildLookup {
    var child: DamagedChild { DamagedChild(parent: self) }
    static var graftLookupTables: [GraftLookupTable] {
        [GraftLookupTable(classes: [MiscountedParent.self, DamagedChild.self], providers: [FromMiscounted.self], entries: "1 0 > 0\n")]
    }
}
private final class FromMiscounted: GraftLinks1<MiscountedParent>, EmptyDependency {}

private final class MistypedParent: BootstrapComponent, GeneratedChildLookup {
    var child: DamagedChild { DamagedChild(parent: self) }
    static var graftLookupTables: [GraftLookupTable] {
        [GraftLookupTable(classes: [MistypedParent.self, DamagedChild.self], providers: [FromMiscounted.self], entries: "1 0 > 0 1\n")]
    }
}

// Two tables with the same text naming different classes, as two generated files may hold (the
// compiler may store the two literals once): each is parsed for its own classes.
private protocol TwinDependency: Dependency {
    var side: String { get }
}
private final class TwinLeft: BootstrapComponent, GeneratedChildLookup {
    var side: String { "left" }
    var child: TwinLeftChild { TwinLeftChild(parent: self) }
    static let table = GraftLookupTable(classes: [TwinLeft.self, TwinLeftChild.self], providers: [FromTwinLeft.self], entries: "1 0 > 0 1\n")
    static var graftLookupTables: [GraftLookupTable] { [table] }
}
private final class TwinRight: BootstrapComponent, GeneratedChildLookup {
    var side: String { "right" }
    var child: TwinRightChild { TwinRightChild(parent: self) }
    static let table = GraftLookupTable(classes: [TwinRight.self, TwinRightChild.self], providers: [FromTwinRight.self], entries: "1 0 > 0 1\n")
    static var graftLookupTables: [GraftLookupTable] { [table] }
}
private final class TwinLeftChild: Component<any TwinDependency> {}
private final class TwinRightChild: Component<any TwinDependency> {}
private final class FromTwinLeft: GraftLinks1<TwinLeft>, TwinDependency {
    var side: String { graftLink1.side }
}
private final class FromTwinRight: GraftLinks1<TwinRight>, TwinDependency {
    var side: String { graftLink1.side }
}

@Suite("Lookup tables with the same text")
struct TwinTableTests {
    @Test("two tables with the same text resolve each for its own classes")
    func sameTextOwnClasses() {
        #expect(TwinLeft().child.dependency.side == "left")
        #expect(TwinRight().child.dependency.side == "right")
    }
}
