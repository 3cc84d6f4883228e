/// A type as the parser reads it from a declaration's tokens, once: the text that generated code
/// and summaries spell, where the names are in that text, and the normalised value the graph
/// compares (`DeclarationParser.annotation(from:through:findingNames:)`).
struct TypeAnnotation {
    /// The tokens' text, whitespace removed except where two words meet.
    var text: String
    /// Where the names are in `text`; nil unless asked for.
    var names: TypeNameChains?
    /// The normalised type.
    var type: TypeName
}
