extension GraphBuilderState {
    /// The identity of `type` written in `scope` in `context` (`TypeIdentity`): the symbol it
    /// names when it names a declaration of the sources without generic arguments, directly or
    /// through typealiases; otherwise the type with its names resolved (`resolvedType(of:from:in:depth:)`).
    func identity(of type: TypeName, from scope: NamePath?, in context: NameLookup.Context, depth: Int = 0) -> TypeIdentity {
        guard depth < 16, case .nominal(let components) = type else { return .type(resolvedType(of: type, from: scope, in: context, depth: depth)) }
        let isSingle = components.count == 1 && components[0].arguments.isEmpty
        let found = isSingle ? lookup.resolve(single: components[0].identifier, from: scope, in: context) : lookup.resolve(type, from: scope, in: context)
        guard let resolved = found else {
            // `Int`, `Foundation.URL`: no declaration of the sources, the names as written.
            return .type(isSingle ? type : resolvedType(of: type, from: scope, in: context, depth: depth))
        }
        let arguments = components[components.count - 1].arguments
        if arguments.isEmpty && aliases[resolved] == nil { return .symbol(resolved) }
        let resolvedArguments = arguments.map { resolvedType(of: $0, from: scope, in: context, depth: depth + 1) }
        if let alias = aliases[resolved] {
            let (target, aliasScope) = expand(resolved, alias, arguments: resolvedArguments)
            return identity(of: target, from: aliasScope, in: context, depth: depth + 1)
        }
        // A generic type of the sources: resolved from the symbol already found.
        return .type(resolvedType(ofResolved: resolved, arguments: resolvedArguments, from: scope, in: context, depth: depth))
    }

    /// `type` with every name resolved to the declaration it names when looked up from `scope` in
    /// `context`: nested types get their full qualified name, a leading module name is dropped once
    /// the name is resolved or when it names an input module or one the file imports, and typealiases are replaced by their
    /// targets (generic ones with their arguments). Two spellings of one type resolve alike:
    /// `Services.Store<Services.User>` and `Store<User>`, `Config` inside `Env` and `Env.Config`,
    /// `UserID` and `String` after `typealias UserID = String`.
    func resolvedType(of type: TypeName, from scope: NamePath?, in context: NameLookup.Context, depth: Int = 0) -> TypeName {
        guard depth < 16 else { return type }
        func resolve(_ type: TypeName) -> TypeName { resolvedType(of: type, from: scope, in: context, depth: depth + 1) }
        switch type {
        case .nominal(let components) where components.count == 1 && components[0].arguments.isEmpty:
            // The common case, `Service`, without building arrays: a name that reaches no
            // declaration, or a top-level one of no module that is not a typealias, is itself
            // resolved — what the general case below computes.
            guard let resolved = lookup.resolve(single: components[0].identifier, from: scope, in: context) else { return type }
            if lookup.module(of: resolved).isEmpty, lookup.parent(of: lookup.path(of: resolved)) == nil, aliases[resolved] == nil { return type }
            return resolvedType(ofResolved: resolved, arguments: [], from: scope, in: context, depth: depth)
        case .nominal(let components):
            let arguments = components.map { $0.arguments.map(resolve) }
            if let resolved = lookup.resolve(type, from: scope, in: context) {
                return resolvedType(ofResolved: resolved, arguments: arguments.last ?? [], from: scope, in: context, depth: depth)
            }
            var kept = Array(zip(components.map(\.identifier), arguments))
            // `Services.Store` for a module the generator does not read but the file imports.
            if kept.count > 1, lookup.modules.contains(kept[0].0.text) || context.imports.contains(kept[0].0.text) { kept.removeFirst() }
            return .nominal(kept.map { TypeName.NameComponent($0.0, arguments: $0.1) })
        case .optional(let wrapped):
            return .optional(resolve(wrapped))
        case .array(let element):
            return .array(resolve(element))
        case .dictionary(let key, let value):
            return .dictionary(key: resolve(key), value: resolve(value))
        case .tuple(let elements):
            return .tuple(elements.map { TypeName.TupleElement(label: $0.label, type: resolve($0.type)) })
        case .function(let signature):
            return .function(
                TypeName.FunctionSignature(
                    attributes: signature.attributes, parameters: signature.parameters.map(resolve), isAsync: signature.isAsync,
                    throwsClause: signature.throwsClause, result: resolve(signature.result)
                ))
        case .composition(let members):
            return .composition(members.map(resolve).sorted { $0.description < $1.description })
        case .metatype(let instance, let isProtocol):
            return .metatype(resolve(instance), isProtocol: isProtocol)
        case .opaque(let constraint):
            return .opaque(resolve(constraint))
        case .unparsed:
            return type
        }
    }

    /// A nominal type whose name resolved to the declaration `resolved`, with `arguments`
    /// (already resolved) on its last part, resolved: a typealias's target, or the
    /// declaration's qualified name, its first part preceded by the module (`Module::Outer`, `Inner`).
    private func resolvedType(
        ofResolved resolved: SymbolID, arguments: [TypeName], from scope: NamePath?, in context: NameLookup.Context, depth: Int
    ) -> TypeName {
        if let alias = aliases[resolved] {
            let (target, aliasScope) = expand(resolved, alias, arguments: arguments)
            return resolvedType(of: target, from: aliasScope, in: context, depth: depth + 1)
        }
        var parts = lookup.parts(of: lookup.path(of: resolved))
        let module = lookup.module(of: resolved)
        if !module.isEmpty { parts[0] = Name(module + "::" + parts[0].text) }
        return .nominal(
            parts.enumerated().map { position, name in
                TypeName.NameComponent(name, arguments: position == parts.count - 1 ? arguments : [])
            })
    }
}
