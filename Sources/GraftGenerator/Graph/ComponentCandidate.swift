/// A class found to be a component, before ids are assigned.
struct ComponentCandidate {
    let declaration: ActiveDeclaration
    let isRoot: Bool
    let dependency: TypeName?
    let dependencyText: String
    let dependencyLocation: SourceLocation
    let superclass: String?
}
