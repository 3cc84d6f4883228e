/// Which properties of a component provide for the components below it: the rule behind
/// `Component.properties`, and behind the notes of a missing dependency that name a property which
/// almost provides it.
///
/// A component offers the instance properties of its class, of the class's extensions and of its
/// superclasses; then those that extensions of the runtime's classes its kind inherits add
/// (`extension Component`, `RuntimeComponentType`), then those of extensions of the protocols its
/// classes conform to (a mixin), then `extension Scope`'s: a member met earlier hides a later one
/// of its name, as in Swift. Static ones never; those under `#if` when the configuration compiles
/// them. A
/// property offers itself when generated code can read it and its type is known: it has a type
/// annotation and is not `private` or `fileprivate`. Among properties of one name, the nearest
/// class's wins (the component's own over a superclass's). A property without a type annotation is
/// not offered (Graft does not infer types), but a missing dependency of its name says so; a
/// `private` or `fileprivate` one of the component itself is not offered either, nor one marked
/// unavailable (`Availability`), but a missing dependency it would satisfy says so.
enum ProviderEligibility {
    /// What a property offers.
    enum Offer: Equatable {
        /// It provides a requirement of its name and type.
        case provider
        /// It would, but generated code cannot read it: named in a missing dependency's notes.
        case hidden
        /// It has no type annotation: named in a missing dependency's notes.
        case untyped
        /// Nothing.
        case none
    }

    /// What `property`, an instance property of the component's class (or, when `inherited`, of
    /// one of its superclasses), of `availability` (`Availability`), offers.
    static func offer(_ property: PropertyDeclaration, inherited: Bool, availability: Availability) -> Offer {
        guard property.type != nil else { return property.accessLevel > .fileprivate ? .untyped : .none }
        guard property.accessLevel > .fileprivate else { return inherited ? .none : .hidden }
        return availability == .unavailable ? .hidden : .provider
    }
}
