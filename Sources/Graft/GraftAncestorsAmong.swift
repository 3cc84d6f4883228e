// The chain matcher for paths that resolve alike: for generated code only.
//
// A component created through many paths (a diamond of scopes: every component of one layer
// creates every component of the next) may be resolved the same way on most of them: the same
// provider, reading the same ancestors at the same distances, the paths differing only in links it
// does not read. One `graftAncestorsN` check per path would make the generated file grow with the
// paths (a 19-layer diamond: a million checks). The generator writes one check for all of them
// instead, listing at each distance the classes the paths have there; any chain whose links are
// exactly such classes resolves the same way, since whether a link provides a requirement depends on
// its class alone.

/// The first `classes.count` links of a parent chain — `start`, its parent, and so on — when the
/// dynamic class of each link is exactly one of the classes listed for its distance, nearest first;
/// otherwise `nil`. For generated dependency lookups, which read the links they need with
/// `unsafeDowncast` to the one class listed there.
@_spi(GraftGenerated)
public func graftAncestorsAmong(_ start: (any Scope)?, _ classes: [AnyObject.Type]...) -> [any Scope]? {
    var links: [any Scope] = []
    links.reserveCapacity(classes.count)
    var link = start
    for candidates in classes {
        guard let current = link else { return nil }
        let dynamicClass = ObjectIdentifier(type(of: current))
        guard candidates.contains(where: { ObjectIdentifier($0) == dynamicClass }) else { return nil }
        links.append(current)
        link = current.parent
    }
    return links
}
