/// How a class relates to the runtime's component classes.
enum ComponentBase {
    case component(dependency: TypeName, text: String, location: SourceLocation)
    case bootstrap(location: SourceLocation)
    case subclass(of: String)
}
