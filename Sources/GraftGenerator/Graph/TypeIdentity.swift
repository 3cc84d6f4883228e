/// What a provider's and a requirement's types are compared by (`RequirementMatch`): the type with
/// its names resolved to the declarations they name where it is written, so that two spellings of
/// one type are equal (`Store` and `Services.Store`, `Config` inside `Env` and `Env.Config`, a
/// typealias and its target) and two types spelled alike in different modules are not.
///
/// The common case, a name of one of the sources' declarations without generic arguments, is that
/// declaration's symbol, and comparing two is comparing two numbers. A symbol is a number of one
/// graph's table: identities of two graphs are not compared.
enum TypeIdentity: Hashable, Sendable {
    /// A declaration of the sources (not a typealias) named without generic arguments.
    case symbol(SymbolID)
    /// Any other type, its names resolved (`GraphBuilderState.resolvedType(of:from:in:depth:)`):
    /// `Int`, `[Core::Logger]`, `Services::Store<Services::User>`.
    case type(TypeName)
}

extension NameLookup {
    /// An identity as the messages write it, with the module selector for a declaration of a
    /// module: `Core::Logger`, `Services::Store<Services::User>`, `Int`.
    func text(of identity: TypeIdentity) -> String {
        switch identity {
        case .symbol(let symbol): key(of: symbol)
        case .type(let type): type.description
        }
    }

    /// Whether `identity` is `type` as written: the type names no declaration that generated code
    /// would have to spell otherwise (none of a module, none nested in another type).
    func isWritten(_ identity: TypeIdentity, as type: TypeName) -> Bool {
        switch identity {
        case .type(let resolved):
            return resolved == type
        case .symbol(let symbol):
            guard module(of: symbol).isEmpty, case .nominal(let components) = type else { return false }
            // The written names, from the last, are the declaration's qualified name, from its own.
            var node: NamePath? = path(of: symbol)
            for component in components.reversed() {
                guard let current = node, component.arguments.isEmpty, lastName(of: current) == component.identifier else { return false }
                node = parent(of: current)
            }
            return node == nil
        }
    }
}
