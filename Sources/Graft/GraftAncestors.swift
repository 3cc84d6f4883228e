// The chain matchers that generated dependency lookups call: for generated code only.
//
// A lookup must know the dynamic types of the first few links of a component's parent chain. One
// generic call per eight links type-checks in half the time of writing each cast out
// (`if let a1 = parent as? A, let a2 = a1.parent as? B, …`): measured on a 1,000-component corpus
// with `-Xfrontend -debug-time-function-bodies`, 1.08 s against 0.51 s for the lookups, with the
// same casts at run time. Each arity has its own name, so the type checker never chooses among
// overloads. Longer chains continue from the last link of the previous call; so do the matchers
// of five to eight links, from the one of four.

/// `start` as an `A1`, or `nil` when it is not one (or is `nil`): the first link of a parent
/// chain, matched for a generated dependency lookup.
@_spi(GraftGenerated) @inlinable
public func graftAncestors1<A1: Scope>(_ start: (any Scope)?, _: A1.Type) -> A1? {
    start as? A1
}

/// The first two links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` and `A2` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors2<A1: Scope, A2: Scope>(_ start: (any Scope)?, _: A1.Type, _: A2.Type) -> (A1, A2)? {
    guard let a1 = start as? A1, let a2 = a1.parent as? A2 else { return nil }
    return (a1, a2)
}

/// The first three links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` … `A3` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors3<A1: Scope, A2: Scope, A3: Scope>(_ start: (any Scope)?, _: A1.Type, _: A2.Type, _: A3.Type) -> (A1, A2, A3)? {
    guard let a1 = start as? A1, let a2 = a1.parent as? A2, let a3 = a2.parent as? A3 else { return nil }
    return (a1, a2, a3)
}

/// The first four links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` … `A4` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors4<A1: Scope, A2: Scope, A3: Scope, A4: Scope>(
    _ start: (any Scope)?, _: A1.Type, _: A2.Type, _: A3.Type, _: A4.Type
) -> (A1, A2, A3, A4)? {
    guard let a1 = start as? A1, let a2 = a1.parent as? A2, let a3 = a2.parent as? A3, let a4 = a3.parent as? A4 else { return nil }
    return (a1, a2, a3, a4)
}

/// The first five links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` … `A5` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors5<A1: Scope, A2: Scope, A3: Scope, A4: Scope, A5: Scope>(
    _ start: (any Scope)?, _: A1.Type, _: A2.Type, _: A3.Type, _: A4.Type, _: A5.Type
) -> (A1, A2, A3, A4, A5)? {
    guard let head = graftAncestors4(start, A1.self, A2.self, A3.self, A4.self),
        let tail = graftAncestors1(head.3.parent, A5.self)
    else { return nil }
    return (head.0, head.1, head.2, head.3, tail)
}

/// The first six links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` … `A6` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors6<A1: Scope, A2: Scope, A3: Scope, A4: Scope, A5: Scope, A6: Scope>(
    _ start: (any Scope)?, _: A1.Type, _: A2.Type, _: A3.Type, _: A4.Type, _: A5.Type, _: A6.Type
) -> (A1, A2, A3, A4, A5, A6)? {
    guard let head = graftAncestors4(start, A1.self, A2.self, A3.self, A4.self),
        let tail = graftAncestors2(head.3.parent, A5.self, A6.self)
    else { return nil }
    return (head.0, head.1, head.2, head.3, tail.0, tail.1)
}

/// The first seven links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` … `A7` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors7<A1: Scope, A2: Scope, A3: Scope, A4: Scope, A5: Scope, A6: Scope, A7: Scope>(
    _ start: (any Scope)?, _: A1.Type, _: A2.Type, _: A3.Type, _: A4.Type, _: A5.Type, _: A6.Type, _: A7.Type
) -> (A1, A2, A3, A4, A5, A6, A7)? {
    guard let head = graftAncestors4(start, A1.self, A2.self, A3.self, A4.self),
        let tail = graftAncestors3(head.3.parent, A5.self, A6.self, A7.self)
    else { return nil }
    return (head.0, head.1, head.2, head.3, tail.0, tail.1, tail.2)
}

/// The first eight links of a parent chain — `start`, its parent, and so on — when their dynamic
/// types are `A1` … `A8` in that order; otherwise `nil`. For generated dependency lookups.
@_spi(GraftGenerated) @inlinable
public func graftAncestors8<A1: Scope, A2: Scope, A3: Scope, A4: Scope, A5: Scope, A6: Scope, A7: Scope, A8: Scope>(
    _ start: (any Scope)?, _: A1.Type, _: A2.Type, _: A3.Type, _: A4.Type, _: A5.Type, _: A6.Type, _: A7.Type, _: A8.Type
) -> (A1, A2, A3, A4, A5, A6, A7, A8)? {
    guard let head = graftAncestors4(start, A1.self, A2.self, A3.self, A4.self),
        let tail = graftAncestors4(head.3.parent, A5.self, A6.self, A7.self, A8.self)
    else { return nil }
    return (head.0, head.1, head.2, head.3, tail.0, tail.1, tail.2, tail.3)
}
