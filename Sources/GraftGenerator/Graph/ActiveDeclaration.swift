/// A type declaration that survived `#if` evaluation, with its file's module and imports.
/// A class, so the builder's many passes over declarations share it instead of copying it.
final class ActiveDeclaration {
    let declaration: TypeDeclaration
    let module: String?
    let imports: [ImportDeclaration]
    let assumptions: [Diagnostic]

    init(declaration: TypeDeclaration, module: String?, imports: [ImportDeclaration], assumptions: [Diagnostic]) {
        self.declaration = declaration
        self.module = module
        self.imports = imports
        self.assumptions = assumptions
    }
}
