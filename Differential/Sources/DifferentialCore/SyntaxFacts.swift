import SwiftParser
import SwiftSyntax

/// The facts swift-syntax reads from a file, stated the way Graft's dump states them: declarations
/// at file scope and in type bodies (never inside code), properties at depth 1, and calls with a
/// `parent:` argument anywhere inside a type's members.
public enum SyntaxFacts {
    /// Parses `bytes` with swift-syntax and lists its facts.
    public static func facts(bytes: [UInt8]) -> [Fact] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var walker = Walker(converter: SourceLocationConverter(fileName: "", tree: tree))
        walker.walk(statements: tree.statements, owner: nil, conditions: [])
        return walker.facts
    }
}

/// One `#if` branch around a declaration.
private typealias Branch = (preceding: [String], condition: String?)

private struct Walker {
    let converter: SourceLocationConverter
    var facts: [Fact] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    // MARK: - Declaration lists

    mutating func walk(statements: CodeBlockItemListSyntax, owner: String?, conditions: [Branch]) {
        for item in statements {
            if let declaration = item.item.as(DeclSyntax.self) {
                walk(declaration: declaration, owner: owner, conditions: conditions)
            } else {
                // Top-level code: its calls are facts too, so that creation outside a component is checked.
                calls(in: item, owner: Self.topLevel, skippingParameters: false)
            }
        }
    }

    /// The owner of calls outside of any type.
    static let topLevel = "<top level>"

    mutating func walk(members: MemberBlockItemListSyntax, owner: String?, conditions: [Branch]) {
        for item in members {
            walk(declaration: item.decl, owner: owner, conditions: conditions)
        }
    }

    mutating func walk(declaration: DeclSyntax, owner: String?, conditions: [Branch]) {
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            var preceding: [String] = []
            for clause in block.clauses {
                let condition = clause.condition?.trimmedDescription
                let inner = conditions + [(preceding: preceding, condition: condition)]
                switch clause.elements {
                case .statements(let statements): walk(statements: statements, owner: owner, conditions: inner)
                case .decls(let members): walk(members: members, owner: owner, conditions: inner)
                default: break
                }
                if let condition { preceding.append(condition) }
            }
        } else if let decl = declaration.as(ClassDeclSyntax.self) {
            type("class", decl.name, decl.inheritanceClause, decl.memberBlock, owner: owner, conditions: conditions)
        } else if let decl = declaration.as(StructDeclSyntax.self) {
            type("struct", decl.name, decl.inheritanceClause, decl.memberBlock, owner: owner, conditions: conditions)
        } else if let decl = declaration.as(EnumDeclSyntax.self) {
            type("enum", decl.name, decl.inheritanceClause, decl.memberBlock, owner: owner, conditions: conditions)
        } else if let decl = declaration.as(ActorDeclSyntax.self) {
            type("actor", decl.name, decl.inheritanceClause, decl.memberBlock, owner: owner, conditions: conditions)
        } else if let decl = declaration.as(ProtocolDeclSyntax.self) {
            type("protocol", decl.name, decl.inheritanceClause, decl.memberBlock, owner: owner, conditions: conditions)
        } else if let decl = declaration.as(ExtensionDeclSyntax.self) {
            let name = Spelling.extendedType(decl.extendedType.trimmedDescription)
            declareType("extension", name: name, line: line(decl.extendedType), decl.inheritanceClause, conditions: conditions)
            walk(members: decl.memberBlock.members, owner: name, conditions: conditions)
        } else if let decl = declaration.as(VariableDeclSyntax.self) {
            variable(decl, owner: owner, conditions: conditions)
        } else if let decl = declaration.as(ImportDeclSyntax.self) {
            let path = decl.path.map(\.name.text).joined(separator: ".")
            let text = "\(decl.importKindSpecifier.map { $0.text + " " } ?? "")\(path)"
            let line = line(decl.attributes.isEmpty ? Syntax(decl.importKeyword) : Syntax(decl.attributes))
            facts.append(Fact(.imports, line: line, text))
            condition(conditions, "import \(text)", line: line)
        } else if let decl = declaration.as(TypeAliasDeclSyntax.self) {
            let name = qualified(decl.name, owner: owner)
            facts.append(Fact(.typealiases, line: line(decl.name), "\(name) = \(Spelling.squeezed(decl.initializer.value.trimmedDescription))"))
            condition(conditions, name, line: line(decl.name))
        } else if declaration.is(FunctionDeclSyntax.self) || owner != nil {
            if let owner { member(declaration, owner: owner) }
            // Functions, initialisers, subscripts, deinitialisers: their code may create components.
            calls(in: declaration, owner: owner ?? Self.topLevel, skippingParameters: true)
        }
    }

    /// The `members` fact of a function, initialiser or subscript in a type body.
    mutating func member(_ declaration: DeclSyntax, owner: String) {
        if let decl = declaration.as(FunctionDeclSyntax.self) {
            facts.append(Fact(.members, line: line(decl.name), "\(owner) func \(Self.unescaped(decl.name.text))"))
        } else if let decl = declaration.as(InitializerDeclSyntax.self) {
            facts.append(Fact(.members, line: line(decl.initKeyword), "\(owner) init"))
        } else if let decl = declaration.as(SubscriptDeclSyntax.self) {
            facts.append(Fact(.members, line: line(decl.subscriptKeyword), "\(owner) subscript"))
        }
    }

    // MARK: - Types

    func qualified(_ name: TokenSyntax, owner: String?) -> String {
        let text = Self.unescaped(name.text)
        return owner.map { "\($0).\(text)" } ?? text
    }

    /// A name as Graft states it: without the backticks that escape a keyword (`` `default` ``).
    static func unescaped(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    mutating func type(
        _ kind: String, _ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, _ body: MemberBlockSyntax,
        owner: String?, conditions: [Branch]
    ) {
        let qualifiedName = qualified(name, owner: owner)
        declareType(kind, name: qualifiedName, line: line(name), inheritance, conditions: conditions)
        walk(members: body.members, owner: qualifiedName, conditions: conditions)
    }

    mutating func declareType(_ kind: String, name: String, line: Int, _ inheritance: InheritanceClauseSyntax?, conditions: [Branch]) {
        facts.append(Fact(.types, line: line, "\(kind) \(name)"))
        condition(conditions, name, line: line)
        for inherited in inheritance?.inheritedTypes ?? [] {
            facts.append(Fact(.inheritance, line: line, "\(name): \(Spelling.squeezed(inherited.type.trimmedDescription))"))
        }
    }

    mutating func condition(_ conditions: [Branch], _ key: String, line: Int) {
        if let text = Spelling.condition(conditions) {
            facts.append(Fact(.conditions, line: line, "\(key) #if \(text)"))
        }
    }

    // MARK: - Properties

    mutating func variable(_ decl: VariableDeclSyntax, owner: String?, conditions: [Branch]) {
        guard let owner else {
            calls(in: decl, owner: Self.topLevel, skippingParameters: false)
            return
        }
        let isStatic = decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isLazy = decl.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        // `var a, b: Int`: a binding without annotation or initial value takes the next annotation.
        var laterType: String?
        var types: [String?] = []
        for binding in decl.bindings.reversed() {
            if let annotation = binding.typeAnnotation {
                laterType = Spelling.squeezed(annotation.type.trimmedDescription)
                types.append(laterType)
            } else if binding.initializer == nil {
                types.append(laterType)
            } else {
                types.append(nil)
            }
        }
        types.reverse()
        for (binding, type) in zip(decl.bindings, types) {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = Self.unescaped(pattern.identifier.text)
            let key = "\(owner).\(name)"
            let line = line(pattern.identifier)
            facts.append(Fact(.properties, line: line, "\(isStatic ? "static " : "")\(key): \(type ?? "_")"))
            var accessors: [String] = []
            var storage = "stored"
            switch binding.accessorBlock?.accessors {
            case .accessors(let list):
                accessors = list.map(\.accessorSpecifier.text)
                if accessors.contains(where: { $0 != "willSet" && $0 != "didSet" }) { storage = "computed" }
            case .getter:
                storage = "computed"
            case nil:
                break
            }
            if isLazy { storage = "stored" }
            facts.append(Fact(.accessors, line: line, "\(key) \(storage) {\(accessors.joined(separator: " "))}"))
            condition(conditions, key, line: line)
        }
        calls(in: decl, owner: owner, skippingParameters: false)
    }

    // MARK: - Calls

    mutating func calls(in node: some SyntaxProtocol, owner: String, skippingParameters: Bool) {
        let collector = CallCollector(owner: owner, converter: converter, skippingParameters: skippingParameters)
        collector.walk(node)
        facts += collector.facts
    }
}

/// Finds calls with a `parent:` argument whose callee is a name: `Child(`, `Module.Child(`,
/// `Child<T>(`, `Child.init(`, `.init(`.
private final class CallCollector: SyntaxVisitor {
    let owner: String
    let converter: SourceLocationConverter
    let skippingParameters: Bool
    var facts: [Fact] = []

    init(owner: String, converter: SourceLocationConverter, skippingParameters: Bool) {
        self.owner = owner
        self.converter = converter
        self.skippingParameters = skippingParameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind {
        skippingParameters ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labelled = node.arguments.contains { $0.label?.text == "parent" }
        if labelled, let callee = Self.callee(node.calledExpression) {
            let line = converter.location(for: node.calledExpression.positionAfterSkippingLeadingTrivia).line
            facts.append(Fact(.callSites, line: line, "\(owner) \(Spelling.callee(callee))(parent:)"))
        }
        return .visitChildren
    }

    /// The callee as a dotted name, or nil when it is not a name (a closure, `self.make`, `x[0]`,
    /// `$0.make`: a `$` name is a closure's parameter or a wrapper's projection, a value).
    static func callee(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return ["self", "super", "Self"].contains(name) || name.hasPrefix("$") ? nil : name
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return callee(specialized.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return name == "init" ? ".init" : nil }
            return callee(base).map { "\($0).\(name)" }
        }
        return nil
    }
}
