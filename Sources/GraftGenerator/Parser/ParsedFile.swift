/// Everything the parser extracted from one file.
public struct ParsedFile: Sendable {
    /// The path used in diagnostics.
    public let path: String
    /// The module the file belongs to, when known.
    public let module: String?
    /// The imports, in order.
    public let imports: [ImportDeclaration]
    /// All type declarations and extensions, nested ones included, in source order.
    public let types: [TypeDeclaration]
    /// All typealiases, nested ones included.
    public let typealiases: [TypealiasDeclaration]
    /// `Name(parent: …)`-shaped calls outside of any type: in top-level code, global functions and
    /// global variables.
    public let topLevelInstantiations: [InstantiationSite]
    /// Problems the lexer and parser recovered from.
    public let diagnostics: [Diagnostic]
}
