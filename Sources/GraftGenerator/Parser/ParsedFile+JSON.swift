extension ParsedFile {
    /// The version of the `graft dump` schema (`docs/dump-schema.md`): changes when a key is removed
    /// or changes meaning.
    public static let dumpSchemaVersion = 1

    /// What the parser extracted, as JSON: the `dump` command's output for one file.
    ///
    /// The schema is documented in `docs/dump-schema.md`; keys appear in a fixed order.
    public var json: JSONValue {
        .object([
            ("path", .string(path)),
            ("module", .optional(module)),
            ("imports", .array(imports.map(\.json))),
            ("types", .array(types.map(\.json))),
            ("typealiases", .array(typealiases.map(\.json))),
            ("instantiations", .array(topLevelInstantiations.map(\.json))),
            ("diagnostics", .array(diagnostics.sorted().map { .string($0.rendered) })),
        ])
    }
}

extension SourceLocation {
    fileprivate var members: [(String, JSONValue)] {
        [("line", .int(line)), ("column", .int(column))]
    }
}

extension Optional where Wrapped == IfConfigCondition {
    fileprivate var json: JSONValue {
        .optional(self?.description)
    }
}

extension ImportDeclaration {
    fileprivate var json: JSONValue {
        .object(
            [
                ("module", .string(module)),
                ("path", .string(path.joined(separator: "."))),
                ("kind", .optional(kind)),
                ("attributes", .array(attributes.map(JSONValue.string))),
                ("access", .optional(accessLevel?.rawValue)),
            ] + location.members + [("condition", condition.json)])
    }
}

extension TypeDeclaration {
    fileprivate var json: JSONValue {
        .object(
            [
                ("kind", .string(kind.rawValue)),
                ("name", .string(name)),
                ("qualifiedName", .string(qualifiedName)),
            ] + location.members + [
                ("accessLevel", .string(accessLevel.rawValue)),
                ("modifiers", .array(modifiers.map { JSONValue.string($0.rawValue) })),
                ("attributes", .array(attributes.map(JSONValue.string))),
                ("genericParameters", .array(genericParameters.map { JSONValue.string($0.text) })),
                ("inheritedTypes", .array(inheritedTypes.map { .string($0.type.description) })),
                ("condition", condition.json),
                ("properties", .array(properties.map(\.json))),
                ("functions", .array(functions.map(\.json))),
                ("initializers", .array(initializers.map(\.json))),
                ("subscripts", .array(subscripts.map { .object($0.location.members) })),
                ("associatedTypes", .array(associatedTypes.map { .string($0.name) })),
                ("instantiations", .array(instantiations.map(\.json))),
            ]
                + (selfConstraints.isEmpty ? [] : [("selfConstraints", .array(selfConstraints.map { .string($0.type.description) }))])
                + (hasOtherConstraints ? [("hasOtherConstraints", .bool(true))] : [])
                + (enclosingAvailability.isEmpty ? [] : [("enclosingAvailability", .array(enclosingAvailability.map { .string($0) }))]))
    }
}

extension PropertyDeclaration {
    fileprivate var json: JSONValue {
        .object(
            [
                ("name", .string(name.text)),
                ("type", .optional(type?.description)),
                ("static", .bool(isStatic)),
                ("storage", .string(storage.rawValue)),
                ("let", .bool(isLet)),
                ("accessLevel", .string(accessLevel.rawValue)),
                ("setterAccessLevel", .optional(setterAccessLevel?.rawValue)),
                ("accessors", .array(accessors.map { JSONValue.string($0.rawValue) })),
            ] + (getterEffects.isEmpty ? [] : [("getterEffects", .string(getterEffects.text))])
                + [("modifiers", .array(modifiers.map { JSONValue.string($0.rawValue) }))] + location.members + [("condition", condition.json)])
    }
}

extension ParameterDeclaration {
    fileprivate var json: JSONValue {
        .object([("label", .optional(label)), ("name", .string(name)), ("type", .string(type.description))])
    }
}

extension FunctionDeclaration {
    fileprivate var json: JSONValue {
        .object(
            [
                ("name", .string(name)),
                ("parameters", .array(parameters.map(\.json))),
                ("returnType", .optional(returnType?.description)),
                ("static", .bool(isStatic)),
                ("accessLevel", .string(accessLevel.rawValue)),
            ] + location.members + [("condition", condition.json)])
    }
}

extension InitializerDeclaration {
    fileprivate var json: JSONValue {
        .object(
            [
                ("parameters", .array(parameters.map(\.json))),
                ("failable", .bool(isFailable)),
                ("accessLevel", .string(accessLevel.rawValue)),
            ] + location.members + [("condition", condition.json)])
    }
}

extension TypealiasDeclaration {
    fileprivate var json: JSONValue {
        .object(
            [
                ("name", .string(name)),
                ("qualifiedName", .string(qualifiedName)),
                ("target", .string(target.description)),
                ("accessLevel", .string(accessLevel.rawValue)),
            ] + location.members + [("condition", condition.json)])
    }
}

extension InstantiationSite {
    fileprivate var json: JSONValue {
        .object(
            [
                ("callee", .optional(calleeText)),
                ("contextType", .optional(contextType?.description)),
                ("createdType", .optional(createdType?.description)),
                ("parent", .string(parentArgument)),
                ("dependency", .bool(passesDependency)),
                ("member", .string(enclosingMember)),
            ] + (form == .call ? [] : [("form", .string(form.rawValue))])
                + (sharedLocation.map { [("shared", .string("\($0.line):\($0.column)"))] } ?? []) + location.members + [("condition", condition.json)])
    }
}
