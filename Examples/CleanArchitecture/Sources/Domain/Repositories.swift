/// Where accounts are checked.
public protocol AccountRepository: Sendable {
    /// The account of `user`, if `password` is theirs.
    func account(user: String, password: String) async throws -> Account
}

/// Where articles come from.
public protocol ArticleRepository: Sendable {
    /// Every article.
    func articles() async throws -> [Article]
}

/// Where a reader's bookmarks are kept.
public protocol BookmarkRepository: Sendable {
    /// Whether article `id` is bookmarked.
    func contains(_ id: Int) async -> Bool
    /// Bookmarks article `id`, or removes its bookmark; returns whether it is now bookmarked.
    func toggle(_ id: Int) async -> Bool
}

/// Where profiles come from.
public protocol ProfileRepository: Sendable {
    /// The profile of `userID`.
    func profile(userID: String) async throws -> Profile
}
