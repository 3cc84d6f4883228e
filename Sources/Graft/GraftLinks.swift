// The base classes of generated providers: for generated code only.
//
// A generated provider conforms to its component's dependency protocol by forwarding each
// requirement to the ancestor that provides it. Written out, every provider is a class with a stored
// property per ancestor, an initialiser and a forwarding property per requirement, and the compiler
// checks each of them in every provider. Instead, a provider subclasses `GraftLinksN`, which holds
// its ancestors, and the forwarding properties are written once per ancestor type and position, in
// constrained extensions (`extension GraftLinks2 where A1 == RootComponent { var session: Session
// { graftLink1.session } }`), which every provider with that ancestor there shares as the witnesses
// of its conformance. Each arity has its own class, so the type checker never chooses among
// overloads.

/// A generated provider's ancestor, of type `A1`: the provider subclasses it
/// and reads it in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks1<A1: AnyObject> {
    /// The provider's ancestor.
    public final let graftLink1: A1

    /// A provider reading from the ancestor.
    public init(_ graftLink1: A1) {
        self.graftLink1 = graftLink1
    }
}

/// A generated provider's 2 ancestors, of types `A1` and `A2`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks2<A1: AnyObject, A2: AnyObject> {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// A provider reading from these ancestors.
    public init(_ graftLink1: A1, _ graftLink2: A2) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
    }
}

/// A generated provider's 3 ancestors, of types `A1` … `A3`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks3<A1: AnyObject, A2: AnyObject, A3: AnyObject> {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// A provider reading from these ancestors.
    public init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
        self.graftLink3 = graftLink3
    }
}

/// A generated provider's 4 ancestors, of types `A1` … `A4`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks4<A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject> {
    /// The provider's first ancestor.
    public final let graftLink1: A1

    /// The provider's second ancestor.
    public final let graftLink2: A2

    /// The provider's third ancestor.
    public final let graftLink3: A3

    /// The provider's fourth ancestor.
    public final let graftLink4: A4

    /// A provider reading from these ancestors.
    public init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
        self.graftLink3 = graftLink3
        self.graftLink4 = graftLink4
    }
}

/// A generated provider's 5 ancestors, of types `A1` … `A5`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks5<A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject> {
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

    /// A provider reading from these ancestors.
    public init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
        self.graftLink3 = graftLink3
        self.graftLink4 = graftLink4
        self.graftLink5 = graftLink5
    }
}

/// A generated provider's 6 ancestors, of types `A1` … `A6`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks6<A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject, A6: AnyObject> {
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

    /// A provider reading from these ancestors.
    public init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5, _ graftLink6: A6) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
        self.graftLink3 = graftLink3
        self.graftLink4 = graftLink4
        self.graftLink5 = graftLink5
        self.graftLink6 = graftLink6
    }
}

/// A generated provider's 7 ancestors, of types `A1` … `A7`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks7<A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject, A6: AnyObject, A7: AnyObject> {
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

    /// A provider reading from these ancestors.
    public init(_ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5, _ graftLink6: A6, _ graftLink7: A7) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
        self.graftLink3 = graftLink3
        self.graftLink4 = graftLink4
        self.graftLink5 = graftLink5
        self.graftLink6 = graftLink6
        self.graftLink7 = graftLink7
    }
}

/// A generated provider's 8 ancestors, of types `A1` … `A8`, nearest first: the provider subclasses it
/// and reads them in the forwarding properties generated code declares in constrained extensions.
@_spi(GraftGenerated)
open class GraftLinks8<A1: AnyObject, A2: AnyObject, A3: AnyObject, A4: AnyObject, A5: AnyObject, A6: AnyObject, A7: AnyObject, A8: AnyObject> {
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

    /// A provider reading from these ancestors.
    public init(
        _ graftLink1: A1, _ graftLink2: A2, _ graftLink3: A3, _ graftLink4: A4, _ graftLink5: A5, _ graftLink6: A6, _ graftLink7: A7, _ graftLink8: A8
    ) {
        self.graftLink1 = graftLink1
        self.graftLink2 = graftLink2
        self.graftLink3 = graftLink3
        self.graftLink4 = graftLink4
        self.graftLink5 = graftLink5
        self.graftLink6 = graftLink6
        self.graftLink7 = graftLink7
        self.graftLink8 = graftLink8
    }
}
