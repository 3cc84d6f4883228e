/// A type declaration that survived `#if` evaluation, with its file's module and imports.
/// A class, so the builder's many passes over declarations share it instead of copying it.
final class ActiveDeclaration: Sendable {
    let declaration: TypeDeclaration
    let module: String?
    /// What it declares; nil for an extension, which declares no name.
    let symbol: SymbolID?
    /// Its qualified name in the symbol table; for an extension, the extended name as written.
    let path: NamePath
    /// Its identity: module and qualified name (`NameLookup.key(of:)`); for an extension, its
    /// written name.
    let key: String
    let imports: [ImportDeclaration]
    /// Where names written in the declaration are looked up from; shared by the file's declarations.
    let context: NameLookup.Context
    /// Where the names of its inheritance clause are looked up from: the enclosing type of a nested
    /// declaration, the declaration itself at the top level.
    let inheritanceScope: NamePath
    /// The enclosing type's name; nil at the top level.
    let enclosingScope: NamePath?

    init(
        declaration: TypeDeclaration, module: String?, imports: [ImportDeclaration], context: NameLookup.Context, symbol: SymbolID?,
        path: NamePath, names: NameLookup
    ) {
        self.declaration = declaration
        self.module = module
        self.symbol = symbol
        self.path = path
        self.key = symbol.map(names.key(of:)) ?? declaration.qualifiedName
        self.imports = imports
        self.context = context
        enclosingScope = names.parent(of: path)
        inheritanceScope = enclosingScope ?? path
    }
}
