// The base classes of generated providers: for generated code only.
//
// A generated provider conforms to its component's dependency protocol by forwarding each
// requirement to the ancestor that provides it. Written out, every provider is a class with a stored
// property per ancestor, an initialiser and a forwarding property per requirement, and the compiler
// checks each of them in every provider. Instead, a provider subclasses `GraftLinksN`, which holds
// its ancestors, and the forwarding properties are written once per ancestor type and position, in
// constrained extensions of the protocol of that position (`extension GraftLinked1 where A1 ==
// RootComponent { var session: Session { graftLink1.session } }`), which every provider with that
// ancestor there shares as the witnesses of its conformance, whatever its number of ancestors. The
// extensions are the protocols', not the classes': the compiler would check each subclass of a
// class against every extension of the class (a cost that grows with the product of the two
// counts, measured by Benchmarks/scripts/forwarding-shapes.sh). Each arity has its own class, so
// the type checker never chooses among overloads.

/// Something holding a generated provider's first ancestor, of type `A1`: every `GraftLinksN` with
/// at least one ancestor. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked1 {
    /// The type of the ancestor at this position.
    associatedtype A1: AnyObject
    /// The first ancestor.
    var graftLink1: A1 { get }
}

/// Something holding a generated provider's second ancestor, of type `A2`: every `GraftLinksN` with
/// at least two ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked2 {
    /// The type of the ancestor at this position.
    associatedtype A2: AnyObject
    /// The second ancestor.
    var graftLink2: A2 { get }
}

/// Something holding a generated provider's third ancestor, of type `A3`: every `GraftLinksN` with
/// at least three ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked3 {
    /// The type of the ancestor at this position.
    associatedtype A3: AnyObject
    /// The third ancestor.
    var graftLink3: A3 { get }
}

/// Something holding a generated provider's fourth ancestor, of type `A4`: every `GraftLinksN` with
/// at least four ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked4 {
    /// The type of the ancestor at this position.
    associatedtype A4: AnyObject
    /// The fourth ancestor.
    var graftLink4: A4 { get }
}

/// Something holding a generated provider's fifth ancestor, of type `A5`: every `GraftLinksN` with
/// at least five ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked5 {
    /// The type of the ancestor at this position.
    associatedtype A5: AnyObject
    /// The fifth ancestor.
    var graftLink5: A5 { get }
}

/// Something holding a generated provider's sixth ancestor, of type `A6`: every `GraftLinksN` with
/// at least six ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked6 {
    /// The type of the ancestor at this position.
    associatedtype A6: AnyObject
    /// The sixth ancestor.
    var graftLink6: A6 { get }
}

/// Something holding a generated provider's seventh ancestor, of type `A7`: every `GraftLinksN` with
/// at least seven ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked7 {
    /// The type of the ancestor at this position.
    associatedtype A7: AnyObject
    /// The seventh ancestor.
    var graftLink7: A7 { get }
}

/// Something holding a generated provider's eighth ancestor, of type `A8`: every `GraftLinksN` with
/// at least eight ancestors. Generated code declares the forwarding properties that read from
/// the ancestor at this position in constrained extensions of it.
@_spi(GraftGenerated)
public protocol GraftLinked8 {
    /// The type of the ancestor at this position.
    associatedtype A8: AnyObject
    /// The eighth ancestor.
    var graftLink8: A8 { get }
}

/// A generated provider's ancestor, of type `A1`: the provider subclasses it
/// and reads it in the forwarding properties generated code declares in constrained extensions of `GraftLinked1`.
@_spi(GraftGenerated)
open class GraftLinks1<A1: AnyObject>: GraftLinked1, GraftLinksConstructible {
    /// The provider's ancestor.
    public final let graftLink1: A1

    /// A provider reading from the ancestor. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1) {
        self.init(graftLinks: [Unmanaged<AnyObject>.passUnretained(graftLink1)])
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
    }
}

/// A generated provider's 2 ancestors, of types `A1` and `A2`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked2`.
@_spi(GraftGenerated)
open class GraftLinks2<A1: AnyObject, A2: AnyObject>: GraftLinked1, GraftLinked2, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1, _ graftLink2: A2) {
        self.init(graftLinks: [Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2)])
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
    }
}

/// A generated provider's 3 ancestors, of types `A1` … `A3`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked3`.
@_spi(GraftGenerated)
open class GraftLinks3<A1: AnyObject, A2: AnyObject, A3: AnyObject>: GraftLinked1, GraftLinked2, GraftLinked3, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3) {
        self.init(
            graftLinks: [
                Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2),
                Unmanaged<AnyObject>.passUnretained(graftLink3),
            ]
        )
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self, A3.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
        self.graftLink3 = unsafeDowncast(links[2].takeUnretainedValue(), to: A3.self)
    }
}

/// A generated provider's 4 ancestors, of types `A1` … `A4`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked4`.
@_spi(GraftGenerated)
open class GraftLinks4<
    A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject
>: GraftLinked1, GraftLinked2, GraftLinked3, GraftLinked4, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// The provider's fourth ancestor.
    public final let graftLink4: A4

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4) {
        self.init(
            graftLinks: [
                Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2),
                Unmanaged<AnyObject>.passUnretained(graftLink3), Unmanaged<AnyObject>.passUnretained(graftLink4),
            ]
        )
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self, A3.self, A4.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
        self.graftLink3 = unsafeDowncast(links[2].takeUnretainedValue(), to: A3.self)
        self.graftLink4 = unsafeDowncast(links[3].takeUnretainedValue(), to: A4.self)
    }
}

/// A generated provider's 5 ancestors, of types `A1` … `A5`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked5`.
@_spi(GraftGenerated)
open class GraftLinks5<
    A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject
>: GraftLinked1, GraftLinked2, GraftLinked3, GraftLinked4, GraftLinked5, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// The provider's fourth ancestor.
    public final let graftLink4: A4

    /// The provider's fifth ancestor.
    public final let graftLink5: A5

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5) {
        self.init(
            graftLinks: [
                Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2),
                Unmanaged<AnyObject>.passUnretained(graftLink3), Unmanaged<AnyObject>.passUnretained(graftLink4),
                Unmanaged<AnyObject>.passUnretained(graftLink5),
            ]
        )
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self, A3.self, A4.self, A5.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
        self.graftLink3 = unsafeDowncast(links[2].takeUnretainedValue(), to: A3.self)
        self.graftLink4 = unsafeDowncast(links[3].takeUnretainedValue(), to: A4.self)
        self.graftLink5 = unsafeDowncast(links[4].takeUnretainedValue(), to: A5.self)
    }
}

/// A generated provider's 6 ancestors, of types `A1` … `A6`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked6`.
@_spi(GraftGenerated)
open class GraftLinks6<
    A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject, A6: AnyObject
>: GraftLinked1, GraftLinked2, GraftLinked3, GraftLinked4, GraftLinked5, GraftLinked6, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// The provider's fourth ancestor.
    public final let graftLink4: A4

    /// The provider's fifth ancestor.
    public final let graftLink5: A5

    /// The provider's sixth ancestor.
    public final let graftLink6: A6

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5, _ graftLink6: A6) {
        self.init(
            graftLinks: [
                Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2),
                Unmanaged<AnyObject>.passUnretained(graftLink3), Unmanaged<AnyObject>.passUnretained(graftLink4),
                Unmanaged<AnyObject>.passUnretained(graftLink5), Unmanaged<AnyObject>.passUnretained(graftLink6),
            ]
        )
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self, A3.self, A4.self, A5.self, A6.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
        self.graftLink3 = unsafeDowncast(links[2].takeUnretainedValue(), to: A3.self)
        self.graftLink4 = unsafeDowncast(links[3].takeUnretainedValue(), to: A4.self)
        self.graftLink5 = unsafeDowncast(links[4].takeUnretainedValue(), to: A5.self)
        self.graftLink6 = unsafeDowncast(links[5].takeUnretainedValue(), to: A6.self)
    }
}

/// A generated provider's 7 ancestors, of types `A1` … `A7`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked7`.
@_spi(GraftGenerated)
open class GraftLinks7<
    A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject, A6: AnyObject, A7: AnyObject
>: GraftLinked1, GraftLinked2, GraftLinked3, GraftLinked4, GraftLinked5, GraftLinked6, GraftLinked7, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// The provider's fourth ancestor.
    public final let graftLink4: A4

    /// The provider's fifth ancestor.
    public final let graftLink5: A5

    /// The provider's sixth ancestor.
    public final let graftLink6: A6

    /// The provider's seventh ancestor.
    public final let graftLink7: A7

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5, _ graftLink6: A6, _ graftLink7: A7) {
        self.init(
            graftLinks: [
                Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2),
                Unmanaged<AnyObject>.passUnretained(graftLink3), Unmanaged<AnyObject>.passUnretained(graftLink4),
                Unmanaged<AnyObject>.passUnretained(graftLink5), Unmanaged<AnyObject>.passUnretained(graftLink6),
                Unmanaged<AnyObject>.passUnretained(graftLink7),
            ]
        )
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self, A3.self, A4.self, A5.self, A6.self, A7.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
        self.graftLink3 = unsafeDowncast(links[2].takeUnretainedValue(), to: A3.self)
        self.graftLink4 = unsafeDowncast(links[3].takeUnretainedValue(), to: A4.self)
        self.graftLink5 = unsafeDowncast(links[4].takeUnretainedValue(), to: A5.self)
        self.graftLink6 = unsafeDowncast(links[5].takeUnretainedValue(), to: A6.self)
        self.graftLink7 = unsafeDowncast(links[6].takeUnretainedValue(), to: A7.self)
    }
}

/// A generated provider's 8 ancestors, of types `A1` … `A8`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions of `GraftLinked1` … `GraftLinked8`.
@_spi(GraftGenerated)
open class GraftLinks8<
    A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject, A6: AnyObject, A7: AnyObject, A8: AnyObject
>: GraftLinked1, GraftLinked2, GraftLinked3, GraftLinked4, GraftLinked5, GraftLinked6, GraftLinked7, GraftLinked8, GraftLinksConstructible {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// The provider's fourth ancestor.
    public final let graftLink4: A4

    /// The provider's fifth ancestor.
    public final let graftLink5: A5

    /// The provider's sixth ancestor.
    public final let graftLink6: A6

    /// The provider's seventh ancestor.
    public final let graftLink7: A7

    /// The provider's eighth ancestor.
    public final let graftLink8: A8

    /// A provider reading from these ancestors. A convenience initialiser: a subclass inherits it without
    /// the compiler writing it out in each provider class, as it does the designated ones (about 7%
    /// of what a generated file costs to type-check).
    public convenience init(
        _ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5, _ graftLink6: A6, _ graftLink7: A7, _ graftLink8: A8
    ) {
        self.init(
            graftLinks: [
                Unmanaged<AnyObject>.passUnretained(graftLink1), Unmanaged<AnyObject>.passUnretained(graftLink2),
                Unmanaged<AnyObject>.passUnretained(graftLink3), Unmanaged<AnyObject>.passUnretained(graftLink4),
                Unmanaged<AnyObject>.passUnretained(graftLink5), Unmanaged<AnyObject>.passUnretained(graftLink6),
                Unmanaged<AnyObject>.passUnretained(graftLink7), Unmanaged<AnyObject>.passUnretained(graftLink8),
            ]
        )
    }

    /// The class of each link the provider reads, nearest first.
    public static var graftLinkTypes: [AnyObject.Type] { [A1.self, A2.self, A3.self, A4.self, A5.self, A6.self, A7.self, A8.self] }

    /// A provider reading the first links of `links`, which the runtime matched in the lookup table.
    public required init(graftLinks links: UnsafePointer<Unmanaged<AnyObject>>) {
        self.graftLink1 = unsafeDowncast(links[0].takeUnretainedValue(), to: A1.self)
        self.graftLink2 = unsafeDowncast(links[1].takeUnretainedValue(), to: A2.self)
        self.graftLink3 = unsafeDowncast(links[2].takeUnretainedValue(), to: A3.self)
        self.graftLink4 = unsafeDowncast(links[3].takeUnretainedValue(), to: A4.self)
        self.graftLink5 = unsafeDowncast(links[4].takeUnretainedValue(), to: A5.self)
        self.graftLink6 = unsafeDowncast(links[5].takeUnretainedValue(), to: A6.self)
        self.graftLink7 = unsafeDowncast(links[6].takeUnretainedValue(), to: A7.self)
        self.graftLink8 = unsafeDowncast(links[7].takeUnretainedValue(), to: A8.self)
    }
}
