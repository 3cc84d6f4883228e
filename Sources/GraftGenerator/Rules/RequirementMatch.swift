/// When a property satisfies a requirement of a dependency protocol: the rule `NearestAncestor`
/// applies at each ancestor, the graph builder applies to a non-core component's properties for its
/// plugin extension, and the "matches but is private" notes apply to hidden properties.
///
/// The names are equal, and the types name the same declarations: each type's identity is its
/// names resolved where it is written (`Logger` in a file of module `Core` is `Core::Logger`, a
/// typealias is the type it names), so two types spelled alike in different modules do not match,
/// and two spellings of one type do. Nothing else enters the rule: `let` or `var`, stored or
/// computed, own or inherited. Which properties a component offers at all (its instance properties
/// with a type annotation, `fileprivate` and `private` ones aside) is the graph builder's.
extension DependencyGraph.Requirement {
    /// Whether `property` satisfies this requirement: a property of a component, or a requirement
    /// of the protocol an ancestor offers as properties (its plugin extension, or its test double).
    func isSatisfied(by property: some OfferedProperty) -> Bool {
        isSatisfied(byName: property.name, identity: property.identity)
    }

    /// The rule itself, on the two things it reads of a property.
    private func isSatisfied(byName propertyName: Name, identity propertyIdentity: TypeIdentity) -> Bool {
        propertyName == name && propertyIdentity == identity
    }

    /// The position of the first of `properties` that satisfies this requirement: the rule above,
    /// applied to each property in place (a property is a large value, which copying to test cost
    /// more than the test).
    func firstSatisfying<Properties: Collection>(in properties: Properties) -> Properties.Index? where Properties.Element: OfferedProperty {
        var index = properties.startIndex
        while index != properties.endIndex {
            // The two fields are read where they are: passing the element would copy it.
            if isSatisfied(byName: properties[index].name, identity: properties[index].identity) { return index }
            properties.formIndex(after: &index)
        }
        return nil
    }
}

/// What an ancestor offers as a property that may satisfy a requirement: its name and its type's
/// identity are all the rule reads.
protocol OfferedProperty {
    /// The property's name.
    var name: Name { get }
    /// The property's type's identity.
    var identity: TypeIdentity { get }
}

extension DependencyGraph.Provider: OfferedProperty {}
extension DependencyGraph.Requirement: OfferedProperty {}
