import _GraftGeneratorCore

/// The facts Graft's own parser reads from a file.
public enum GraftFacts {
    /// Parses `bytes` with Graft's lexer and declaration parser and lists its facts.
    public static func facts(path: String, bytes: [UInt8]) -> [Fact] {
        facts(of: DeclarationParser.parse(SourceFile(path: path, bytes: bytes)))
    }

    /// Lists the facts of a parsed file.
    public static func facts(of file: ParsedFile) -> [Fact] {
        var facts: [Fact] = []
        for declaration in file.imports {
            let text = "\(declaration.kind.map { $0 + " " } ?? "")\(declaration.path.joined(separator: "."))"
            facts.append(Fact(.imports, line: declaration.location.line, text))
            addCondition(declaration.condition, to: "import \(text)", line: declaration.location.line, in: &facts)
        }
        for type in file.types {
            let name = type.kind == .extension ? Spelling.extendedType(type.qualifiedName) : type.qualifiedName
            let line = type.location.line
            facts.append(Fact(.types, line: line, "\(type.kind.rawValue) \(name)"))
            addCondition(type.condition, to: name, line: line, in: &facts)
            for inherited in type.inheritedTypes {
                facts.append(Fact(.inheritance, line: line, "\(name): \(Spelling.squeezed(inherited.text))"))
            }
            for property in type.properties {
                let propertyLine = property.location.line
                let key = "\(name).\(property.name)"
                facts.append(Fact(
                    .properties, line: propertyLine,
                    "\(property.isStatic ? "static " : "")\(key): \(property.typeText.map(Spelling.squeezed) ?? "_")"
                ))
                facts.append(Fact(
                    .accessors, line: propertyLine,
                    "\(key) \(property.storage.rawValue) {\(property.accessors.map(\.rawValue).joined(separator: " "))}"
                ))
                addCondition(property.condition, to: key, line: propertyLine, in: &facts)
            }
            for function in type.functions {
                facts.append(Fact(.members, line: function.location.line, "\(name) func \(function.name)"))
            }
            for initializer in type.initializers {
                facts.append(Fact(.members, line: initializer.location.line, "\(name) init"))
            }
            for subscriptDeclaration in type.subscripts {
                facts.append(Fact(.members, line: subscriptDeclaration.location.line, "\(name) subscript"))
            }
            for site in type.instantiations {
                facts.append(Fact(
                    .callSites, line: site.location.line, "\(name) \(Spelling.callee(site.calleeText ?? ".init"))(parent:)"
                ))
            }
        }
        for site in file.topLevelInstantiations {
            facts.append(Fact(.callSites, line: site.location.line, "<top level> \(Spelling.callee(site.calleeText ?? ".init"))(parent:)"))
        }
        for alias in file.typealiases {
            facts.append(Fact(.typealiases, line: alias.location.line, "\(alias.qualifiedName) = \(Spelling.squeezed(alias.targetText))"))
            addCondition(alias.condition, to: alias.qualifiedName, line: alias.location.line, in: &facts)
        }
        return facts
    }

    private static func addCondition(_ condition: IfConfigCondition?, to key: String, line: Int, in facts: inout [Fact]) {
        guard let condition else { return }
        let branches = condition.branches.map { (preceding: $0.preceding.map(\.text), condition: $0.condition?.text) }
        if let text = Spelling.condition(branches) {
            facts.append(Fact(.conditions, line: line, "\(key) #if \(text)"))
        }
    }
}
