import Foundation

/// Adds, lists and removes the filters lists apply (`news filter`).
public struct FiltersController: Sendable {
  let session: StoreSession
  let now: Date

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// The controller for a run; throws when there is no store (`--no-store`, unusable).
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> FiltersController
  {
    FiltersController(
      session: try NewsSchema.required(settings: settings, environment: environment),
      now: environment.now())
  }

  /// Adds a filter by phrase, by source, by query, or by several (an article must match each
  /// given). Throws `emptyFilter` for none, the phrase's own errors (only punctuation, too
  /// long) and a malformed query's `invalidQuery`.
  public func add(_ words: [String], source: String?, query: String? = nil) throws -> ListFilter {
    let phrase = words.isEmpty ? nil : try WatchPhrase.make(words)
    let domain = source.map(ListFilter.domain).flatMap { $0.isEmpty ? nil : $0 }
    if let query { _ = try QueryParser.query(query) }
    guard phrase != nil || domain != nil || query != nil else {
      throw NewsError.usage(.emptyFilter)
    }
    return try session.checked {
      try $0.addFilter(phrase: phrase, source: domain, query: query, at: now)
    }
  }

  /// Every filter, oldest first.
  public func list() throws -> [ListFilter] {
    try session.checked { try $0.filters() }
  }

  /// Removes filters by their ids as typed; an unknown one removes nothing (64).
  public func remove(_ typed: [String]) throws -> [ListFilter] {
    let ids = try typed.map { text in
      guard let id = Int64(text.trimmingCharacters(in: .whitespaces)) else {
        throw NewsError.usage(.unknownFilter(text))
      }
      return id
    }
    return try session.checked { try $0.removeFilters(ids) }
  }
}

/// A phrase watched or filtered: the words typed, cleaned, with at least one word to match
/// and at most `maximumLength` characters.
public enum WatchPhrase {
  /// The longest phrase taken.
  public static let maximumLength = 200

  /// The phrase; throws `emptyPhrase` for nothing or only punctuation, `phraseTooLong` beyond
  /// the maximum.
  public static func make(_ words: [String]) throws -> String {
    let phrase = try SearchPhrase.make(words)
    guard phrase.count <= maximumLength else {
      throw NewsError.usage(.phraseTooLong(maximum: maximumLength))
    }
    guard SearchIndex.query(for: phrase) != nil else { throw NewsError.usage(.emptyPhrase) }
    return phrase
  }
}
