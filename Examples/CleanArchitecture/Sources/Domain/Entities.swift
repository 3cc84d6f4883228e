// The domain layer: entities, errors, use cases and the repositories they need. No framework, no
// container, nothing about dependency injection.

/// A signed-in reader.
public struct Account: Sendable, Equatable {
    /// The reader's identifier.
    public let userID: String
    /// The name shown for the reader.
    public let name: String

    /// Creates an account.
    public init(userID: String, name: String) {
        self.userID = userID
        self.name = name
    }
}

/// A news article.
public struct Article: Sendable, Equatable {
    /// The article's identifier.
    public let id: Int
    /// Its title.
    public let title: String
    /// Its author's user identifier.
    public let authorID: String

    /// Creates an article.
    public init(id: Int, title: String, authorID: String) {
        self.id = id
        self.title = title
        self.authorID = authorID
    }
}

/// A reader's public profile.
public struct Profile: Sendable, Equatable {
    /// The reader's identifier.
    public let userID: String
    /// The reader's name.
    public let name: String
    /// How many articles the reader wrote.
    public let articleCount: Int

    /// Creates a profile.
    public init(userID: String, name: String, articleCount: Int) {
        self.userID = userID
        self.name = name
        self.articleCount = articleCount
    }
}

/// Why a use case failed.
public enum DomainError: Error, Equatable, Sendable {
    /// The user name or password is wrong.
    case invalidCredentials
    /// The server cannot be reached.
    case offline
    /// No such item.
    case notFound
}
