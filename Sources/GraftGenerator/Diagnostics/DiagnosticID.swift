/// Every diagnostic the generator reports, each defined once: a stable identifier (the raw value,
/// which tools and the README's diagnostics reference use), a severity and a message pattern whose
/// placeholders (`{name}`) are filled in order.
///
/// Problems in reading the sources (`unterminated-string`, `missing-name`…) are errors of the
/// lexer and parser; the graph builder reports them as warnings, since the compiler is the judge of
/// malformed Swift and they only mean Graft may have missed declarations there. The reader's own
/// limits (`isReaderLimit`) stay errors: the compiler accepts such a file.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
    // MARK: The graph
    case missingDependency = "missing-dependency"
    case unknownDependencyProtocol = "unknown-dependency-protocol"
    case notADependencyProtocol = "not-a-dependency-protocol"
    case dependencyComposition = "dependency-composition"
    case dependencyRequiresMethod = "dependency-requires-method"
    case dependencyRequiresSubscript = "dependency-requires-subscript"
    case dependencyRequiresInitializer = "dependency-requires-initializer"
    case dependencyDeclaresAssociatedType = "dependency-declares-associated-type"
    case dependencyRequiresStaticProperty = "dependency-requires-static-property"
    case dependencyRequiresSettableProperty = "dependency-requires-settable-property"
    case dependencyRequiresEffectfulGetter = "dependency-requires-effectful-getter"
    case refinesUnreadableProtocol = "refines-unreadable-protocol"
    case unreadableConformance = "unreadable-conformance"
    case parentNotSelf = "parent-not-self"
    case createdOutsideComponent = "created-outside-component"
    case unknownCreatedType = "unknown-created-type"
    case unlabelledParent = "unlabelled-parent"
    case createdThroughMetatype = "created-through-metatype"
    case createdWithInferredType = "created-with-inferred-type"
    case createdThroughGenericParameter = "created-through-generic-parameter"
    case initializerAsFunctionValue = "initializer-as-function-value"
    case sharedChildKeepsParent = "shared-child-keeps-parent"
    case createdGenericBase = "created-generic-base"
    case ambiguousType = "ambiguous-type"
    case unreadableSuperclass = "unreadable-superclass"
    case unknownSuperclass = "unknown-superclass"
    case notAPluginExtension = "not-a-plugin-extension"
    case notANonCoreComponent = "not-a-non-core-component"
    case pluginExtensionNotProvided = "plugin-extension-not-provided"
    case nonCoreComponentCreated = "non-core-component-created"
    case instantiationCycle = "instantiation-cycle"
    case duplicateComponent = "duplicate-component"
    case duplicateProtocol = "duplicate-protocol"
    case componentNotVisible = "component-not-visible"
    case dependencyProtocolNotVisible = "dependency-protocol-not-visible"
    case providerNotVisible = "provider-not-visible"
    case providerGetterHasEffects = "provider-getter-has-effects"
    case isolatedProvider = "isolated-provider"
    case componentFilePrivate = "component-file-private"
    case tooManyPaths = "too-many-paths"
    case unreachableComponent = "unreachable-component"
    case tooManyConditions = "too-many-conditions"
    case conditionAssumed = "condition-assumed"
    case precedingConditionAssumed = "preceding-condition-assumed"

    // MARK: Reading the sources
    case unterminatedComment = "unterminated-comment"
    case unexpectedCharacter = "unexpected-character"
    case invalidUTF8 = "invalid-utf8"
    case unexpectedWhitespace = "unexpected-whitespace"
    case emptyBacktickedIdentifier = "empty-backticked-identifier"
    case unterminatedBacktickedIdentifier = "unterminated-backticked-identifier"
    case missingAttributeName = "missing-attribute-name"
    case unexpectedPound = "unexpected-pound"
    case invalidNumber = "invalid-number"
    case missingExponentDigit = "missing-exponent-digit"
    case unterminatedRegex = "unterminated-regex"
    case unterminatedString = "unterminated-string"
    case unterminatedMultilineString = "unterminated-multiline-string"
    case interpolationTooDeep = "interpolation-too-deep"
    case unterminatedInterpolation = "unterminated-interpolation"
    case unexpectedClosingBrace = "unexpected-closing-brace"
    case unclosedBody = "unclosed-body"
    case directiveWithoutIf = "directive-without-if"
    case ifWithoutEndif = "if-without-endif"
    case missingImportedModule = "missing-imported-module"
    case missingExtendedType = "missing-extended-type"
    case missingName = "missing-name"
    case nestingTooDeep = "nesting-too-deep"
    case missingClosingBrace = "missing-closing-brace"
    case missingOpeningBrace = "missing-opening-brace"
    case unclosedParameterList = "unclosed-parameter-list"

    /// How bad it is, before `--warnings-as-errors` or a partial build configuration changes it.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unknownCreatedType, .unlabelledParent, .refinesUnreadableProtocol, .unreadableConformance, .unreadableSuperclass, .unknownSuperclass,
            .unreachableComponent, .conditionAssumed, .precedingConditionAssumed, .isolatedProvider:
            return .warning
        default:
            return .error
        }
    }

    /// Whether the problem is a limit of Graft's reader that valid Swift can pass (interpolations
    /// or types nested deeper than it follows): what follows may be lost, and the compiler would not
    /// say so, so it stays an error where other reading problems become warnings.
    public var isReaderLimit: Bool {
        self == .interpolationTooDeep || self == .nestingTooDeep
    }

    /// Whether the problem makes a test double impossible (a member no class conforms to the Graft
    /// way, or two protocols of one name) or may (a refined protocol Graft cannot read, a warning):
    /// `graft generate --mocks` reports only these.
    public var preventsMocks: Bool {
        switch self {
        case .dependencyRequiresMethod, .dependencyRequiresSubscript, .dependencyRequiresInitializer, .dependencyDeclaresAssociatedType,
            .dependencyRequiresStaticProperty, .dependencyRequiresSettableProperty, .dependencyRequiresEffectfulGetter, .refinesUnreadableProtocol,
            .duplicateProtocol:
            return true
        default:
            return false
        }
    }

    private static let propertyOnly = "a dependency can only require properties ('var name: Type { get }')"

    /// The message, with a named placeholder (`{component}`) for each argument.
    public var pattern: String {
        switch self {
        case .missingDependency:
            return "missing dependency '{name}: {type}' of {component} at {path}{otherPaths}: no ancestor provides a property with this name and type"
        case .unknownDependencyProtocol: return "cannot find dependency protocol '{protocol}' of {component} in the sources given to the generator"
        case .notADependencyProtocol:
            return "'{written}', the dependency of {component}, is not a dependency protocol; declare it as 'protocol {name}: Dependency'"
        case .dependencyComposition:
            return "'{written}', the dependency of {component}, is a composition of protocols; Graft writes providers for one dependency "
                + "protocol: declare 'protocol {name}: {members}' and write 'Component<{name}>'"
        case .dependencyRequiresMethod: return "dependency protocol '{protocol}' requires a method '{method}'; " + Self.propertyOnly
        case .dependencyRequiresSubscript: return "dependency protocol '{protocol}' requires a subscript; " + Self.propertyOnly
        case .dependencyRequiresInitializer: return "dependency protocol '{protocol}' requires an initializer; " + Self.propertyOnly
        case .dependencyDeclaresAssociatedType: return "dependency protocol '{protocol}' declares an associated type '{type}'; " + Self.propertyOnly
        case .dependencyRequiresStaticProperty: return "dependency protocol '{protocol}' requires a static property '{property}'; " + Self.propertyOnly
        case .dependencyRequiresSettableProperty: return "dependency protocol '{protocol}' requires '{property}' to be settable; " + Self.propertyOnly
        case .dependencyRequiresEffectfulGetter:
            return "dependency protocol '{protocol}' requires '{property}' with a getter that is '{effects}'; a dependency is read synchronously, "
                + "so it can only require properties ('var name: Type { get }')"
        case .refinesUnreadableProtocol:
            return "'{protocol}' refines '{inherited}', which is no protocol among the sources given to the generator: Graft cannot tell what it "
                + "requires, and the providers it writes implement none of it; refine protocols the generator reads (the plugin reads every "
                + "module that depends on Graft), or only 'AnyObject' and 'Sendable', which require nothing"
        case .unreadableConformance:
            return "{component} conforms to '{inherited}', which is no protocol among the sources given to the generator: Graft cannot tell "
                + "whether it refines '{extended}', whose extension adds the property '{property}' that would then provide; if it does, "
                + "write the conformance to that protocol in the class's declaration too"
        case .parentNotSelf: return "'parent:' of {component} must be 'self', the component that creates it; found '{argument}'"
        case .createdOutsideComponent:
            return "{component} is created outside of a component, in {place}; only its parent component can create it, with '{name}(parent: self)'"
        case .unknownCreatedType:
            return "cannot find '{type}', which {component} creates with 'parent: self', in the sources given to the generator; "
                + "if it is a component, make sure its package depends on Graft so the plugin reads it"
        case .unlabelledParent:
            return "'{initializer}' of {component} takes its parent as '{label}', but Graft sees a component created only by a call that passes "
                + "'parent: self': a call of this initializer is no edge, so if it passes the parent on to 'init(parent:)', the component "
                + "finds no provider at run time; name the parameter 'parent'"
        case .createdThroughMetatype:
            return "{owner} creates a component through the metatype value '{value}', so Graft cannot tell which component it is "
                + "and would generate no provider for it; write the type at the call, as 'ChildComponent(parent: self)' or 'ChildComponent.self.init(parent: self)'"
        case .createdWithInferredType:
            return "{owner} calls '.init(parent: self)' where Graft cannot tell the type Swift infers for it, so it cannot tell which component "
                + "it creates and would generate no provider for it; write the type at the call, as 'ChildComponent(parent: self)', or "
                + "return the call from a property or function of that type"
        case .createdThroughGenericParameter:
            return "{owner} creates '{parameter}(parent: …)' through a generic parameter, so Graft cannot tell which component it creates "
                + "and would generate no provider for it; create each component with its type written at the call, as 'ChildComponent(parent: self)'"
        case .initializerAsFunctionValue:
            return "the initializer of {component} is used as a function value ('{name}.init(parent:)'), where Graft sees no parent; "
                + "call it where the child is made, with 'parent: self'"
        case .sharedChildKeepsParent:
            return "{child} is kept by a 'shared' factory of {parent}, and a child keeps its parent alive: neither is ever released, "
                + "nor anything they share; create '{name}(parent: self)' without 'shared' (a new scope each time) and keep it in the object "
                + "that decides when the scope ends"
        case .createdGenericBase:
            return "{base} is a generic base component, which has no provider of its own; declare a subclass that gives it its dependency "
                + "('final class GameComponent: BaseComponent<GameDependency>') and create that"
        case .ambiguousType:
            return "'{name}' is ambiguous here: {modules}, which this file imports, each declare it; write the module, as {candidates}"
        case .unreadableSuperclass:
            return
                "cannot read the superclass '{superclass}' of {class}; if {class} is a component, Graft cannot tell its dependency, so it is left out of the graph"
        case .unknownSuperclass:
            return "cannot find '{superclass}', the superclass of {class}, in the sources given to the generator; if {class} is a component, "
                + "make sure the package declaring its superclass depends on Graft so the plugin reads it"
        case .notAPluginExtension:
            return "'{written}', the plugin extension of {component}, is not a plugin extension protocol; declare it as 'protocol {name}: PluginExtension'"
        case .notANonCoreComponent:
            return "'{written}', the non-core component of {component}, is not a non-core component; declare it as 'class {name}: NonCoreComponent<D>'"
        case .pluginExtensionNotProvided:
            return "plugin extension '{extension}' of {component} requires '{name}: {type}', which its non-core component {nonCore} does not have; "
                + "add the property to {nonCore}"
        case .nonCoreComponentCreated:
            return "{component} is a non-core component, which {owners} creates along with itself; do not create it with '{name}(parent:)'"
        case .instantiationCycle: return "cycle of component instantiations: {cycle}"
        case .duplicateComponent: return "duplicate component '{component}'; component names must be unique in a module"
        case .duplicateProtocol: return "duplicate protocol '{protocol}'; protocol names must be unique in a module"
        case .componentNotVisible: return "{component} is {access} in module '{module}', but the generated code in module '{outputModule}' must use it; {fix}"
        case .dependencyProtocolNotVisible:
            return
                "dependency protocol '{protocol}' is {access} in module '{module}', but the generated providers in module '{outputModule}' must conform to it; {fix}"
        case .providerNotVisible:
            return "'{property}' of {component} is {access} in module '{module}', but the generated provider in module '{outputModule}' reads it; {fix}"
        case .providerGetterHasEffects:
            return "'{property}' of {component} provides a dependency, but its getter is '{effects}' and generated code reads a dependency "
                + "synchronously; make it a plain getter, or provide the dependency through a property without effects"
        case .isolatedProvider:
            return "'{property}' of {component} is isolated to the main actor, but '{protocol}', whose requirement it provides, is not marked so: "
                + "unless the module's default isolation is the main actor, Swift rejects the generated provider's read; mark the protocol "
                + "'@MainActor', or the property 'nonisolated'"
        case .componentFilePrivate: return "{component} is {access}, but the generated code, in a file of its own, must use it; make it internal"
        case .tooManyPaths:
            return "{count} paths lead to {component} from the roots, {total} in all, more than the {limit} Graft resolves; "
                + "they multiply at {multiplier}, which {parents} components create"
        case .unreachableComponent: return "{component} is not reachable from any BootstrapComponent; it can only be created with init(parent:dependency:)"
        case .tooManyConditions:
            return "the graph depends on {count} #if conditions Graft cannot decide before compilation ({conditions}); it resolves at most {limit} "
                + "— define the others with --define or the target's swiftSettings"
        case .conditionAssumed: return "could not evaluate '{condition}'; assumed it is true (define it with --define to decide)"
        case .precedingConditionAssumed: return "could not evaluate '#if {condition}'; assumed it is true, so this branch is left out"
        case .unterminatedComment: return "unterminated '/*' comment"
        case .unexpectedCharacter: return "unexpected character {character} in source"
        case .invalidUTF8: return "invalid UTF-8 byte {byte}"
        case .unexpectedWhitespace: return "unexpected whitespace character U+{code}"
        case .emptyBacktickedIdentifier: return "empty backticked identifier"
        case .unterminatedBacktickedIdentifier: return "unterminated '`' identifier"
        case .missingAttributeName: return "expected an attribute name after '@'"
        case .unexpectedPound: return "unexpected '#' in source"
        case .invalidNumber: return "invalid character in number literal"
        case .missingExponentDigit: return "expected a digit in the exponent of a number literal"
        case .unterminatedRegex: return "unterminated regex literal"
        case .unterminatedString: return "unterminated string literal"
        case .unterminatedMultilineString: return "unterminated multi-line string literal"
        case .interpolationTooDeep: return "string interpolation nested more than {limit} levels deep"
        case .unterminatedInterpolation: return "unterminated string interpolation"
        case .unexpectedClosingBrace: return "unexpected '}' outside of any declaration"
        case .unclosedBody: return "expected '}' to close this body"
        case .directiveWithoutIf: return "'{directive}' without '#if'"
        case .ifWithoutEndif: return "'#if' without '#endif'"
        case .missingImportedModule: return "expected a module name after 'import'"
        case .missingExtendedType: return "expected a type name after 'extension'"
        case .missingName: return "expected a {what} after '{keyword}'"
        case .nestingTooDeep: return "type declarations nested more than {limit} levels deep; the body of '{type}' was skipped"
        case .missingClosingBrace: return "expected '}' at the end of the body of '{type}'"
        case .missingOpeningBrace: return "expected '{' to start the body of '{type}'"
        case .unclosedParameterList: return "expected ')' to close the parameter list"
        }
    }

    /// The message with each placeholder replaced by the next argument.
    ///
    /// A placeholder is a brace, ASCII letters and a brace (`{name}`); any other brace is text. A
    /// placeholder left without an argument stays as written. Read as UTF-8 bytes: the patterns are
    /// scanned each time a diagnostic is made (an undecided `#if` makes one per declaration under
    /// it), and walking them as `Character`s cost about 50,000 instructions a message.
    public func message(_ arguments: [String]) -> String {
        let pattern = pattern.utf8
        var out: [UInt8] = []
        out.reserveCapacity(pattern.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var remaining = arguments[...]
        var index = pattern.startIndex
        while index != pattern.endIndex {
            let byte = pattern[index]
            if byte == UInt8(ascii: "{") {
                let name = pattern[pattern.index(after: index)...].prefix { Self.isASCIILetter($0) }
                if !name.isEmpty, name.endIndex != pattern.endIndex, pattern[name.endIndex] == UInt8(ascii: "}") {
                    let close = pattern.index(after: name.endIndex)
                    out.append(contentsOf: remaining.popFirst()?.utf8 ?? String(decoding: pattern[index..<close], as: UTF8.self).utf8)
                    index = close
                    continue
                }
            }
            out.append(byte)
            index = pattern.index(after: index)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `byte` is `A`…`Z` or `a`…`z`.
    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
