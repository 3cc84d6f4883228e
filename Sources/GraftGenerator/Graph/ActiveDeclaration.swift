/// A type declaration that survived `#if` evaluation, with its file's module and imports.
/// A class, so the builder's many passes over declarations share it instead of copying it.
final class ActiveDeclaration: Sendable {
    let declaration: TypeDeclaration
    let module: String?
    /// What it declares; nil for an extension, which declares no name.
    let symbol: SymbolID?
    /// Its qualified name in the symbol table; for an extension, the extended name as written.
    let path: NamePath
    /// The enclosing type's name; nil at the top level.
    let enclosingScope: NamePath?
    let imports: [ImportDeclaration]
    /// Where names written in the declaration are looked up from; shared by the file's declarations.
    let context: NameLookup.Context

    init(
        declaration: TypeDeclaration, module: String?, imports: [ImportDeclaration], context: NameLookup.Context, symbol: SymbolID?,
        path: NamePath, enclosingScope: NamePath?
    ) {
        self.declaration = declaration
        self.module = module
        self.symbol = symbol
        self.path = path
        self.enclosingScope = enclosingScope
        self.imports = imports
        self.context = context
    }

    /// Where the names of its inheritance clause are looked up from: the enclosing type of a nested
    /// declaration, the declaration itself at the top level.
    var inheritanceScope: NamePath { enclosingScope ?? path }
}
