import Localization

/// What a person asked for: a phrase or a topic, in a language, one page of it.
public struct NewsQuery: Sendable, Equatable {
  /// A phrase search or a topic's headlines.
  public enum Subject: Sendable, Equatable {
    /// Articles matching a phrase.
    case search(String)
    /// The latest headlines of a topic.
    case topic(Topic)
  }

  /// What is asked for.
  public var subject: Subject
  /// The language of the articles.
  public var language: Language
  /// The page, from 1.
  public var page: Int
  /// How many articles per page.
  public var pageSize: Int

  /// A query from its parts.
  public init(subject: Subject, language: Language, page: Int = 1, pageSize: Int = 5) {
    self.subject = subject
    self.language = language
    self.page = page
    self.pageSize = pageSize
  }
}
