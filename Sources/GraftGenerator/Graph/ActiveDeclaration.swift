/// A type declaration that survived `#if` evaluation, with its file's module and imports.
/// A class, so the builder's many passes over declarations share it instead of copying it.
final class ActiveDeclaration: Sendable {
    let declaration: TypeDeclaration
    let module: String?
    /// Its identity: module and qualified name (`DeclarationKey`).
    let key: String
    let imports: [ImportDeclaration]
    /// Where names written in the declaration are looked up from; shared by the file's declarations.
    let context: NameLookup.Context

    init(declaration: TypeDeclaration, module: String?, imports: [ImportDeclaration], context: NameLookup.Context) {
        self.declaration = declaration
        self.module = module
        self.key = DeclarationKey.make(module: module, qualifiedName: declaration.qualifiedName)
        self.imports = imports
        self.context = context
    }
}
