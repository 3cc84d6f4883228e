/// The members of a type declaration while its body is being parsed.
struct TypeBuilder {
    var properties: [PropertyDeclaration] = []
    var functions: [FunctionDeclaration] = []
    var initializers: [InitializerDeclaration] = []
    var subscripts: [SubscriptDeclaration] = []
    var associatedTypes: [AssociatedTypeDeclaration] = []
    var instantiations: [InstantiationSite] = []
    /// The access level members get when they write none (an extension's, or a protocol's).
    var defaultMemberAccess: AccessLevel
}
