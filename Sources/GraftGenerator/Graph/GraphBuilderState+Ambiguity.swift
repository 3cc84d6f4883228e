extension GraphBuilderState {
    /// The rule for a name two imported modules declare: written alone in a provider's or a
    /// requirement's type (`var logger: Logger` in a file importing both `Analytics` and `Core`,
    /// each with a `Logger`), it is ambiguous for Swift, and any one choice of Graft's would turn the
    /// real problem into a type mismatch elsewhere. Reports `ambiguous-type` at `location` for each
    /// such name in `type`, written inside `scope` of `declaration`, with the candidates. A scoped
    /// import of the name (`import class Core.Logger`) decides it, as in Swift (`NameLookup`).
    mutating func reportAmbiguousNames(in type: TypeName, at location: SourceLocation, from scope: NamePath?, of declaration: ActiveDeclaration) {
        switch type {
        case .nominal(let components):
            if components.count == 1 {
                let name = components[0].name
                let modules = lookup.ambiguousModules(of: components[0].identifier, from: scope, in: declaration.context)
                if !modules.isEmpty {
                    /// `A, B and C`: the list as a sentence says it (`modules` has two or more).
                    func listed(_ items: [String], _ conjunction: String) -> String {
                        items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
                    }
                    diagnostics.append(
                        Diagnostic(.ambiguousType, at: location, name, listed(modules, "and"), listed(modules.map { "'\($0).\(name)'" }, "or")))
                }
            }
            for component in components {
                for argument in component.arguments { reportAmbiguousNames(in: argument, at: location, from: scope, of: declaration) }
            }
        case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped, _), .opaque(let wrapped):
            reportAmbiguousNames(in: wrapped, at: location, from: scope, of: declaration)
        case .dictionary(let key, let value):
            reportAmbiguousNames(in: key, at: location, from: scope, of: declaration)
            reportAmbiguousNames(in: value, at: location, from: scope, of: declaration)
        case .tuple(let elements):
            for element in elements { reportAmbiguousNames(in: element.type, at: location, from: scope, of: declaration) }
        case .function(let signature):
            for parameter in signature.parameters + [signature.result] {
                reportAmbiguousNames(in: parameter, at: location, from: scope, of: declaration)
            }
        case .composition(let members):
            for member in members { reportAmbiguousNames(in: member, at: location, from: scope, of: declaration) }
        case .unparsed:
            break
        }
    }
}
