import Foundation

/// A watch: a phrase in a language, looked for in the provider's news (optionally within a
/// topic) and in every feed, each article it finds new to it exactly once.
public struct Watch: Sendable, Equatable {
  public var id: Int64
  public var phrase: String
  /// The language the provider is asked in (`pl`, `en`).
  public var language: String
  /// The topic the provider's news is taken from, when given.
  public var topic: Topic?
  /// Whether only the feeds are looked in (always, for a query).
  public var feedsOnly: Bool
  /// The query looked for instead of a phrase (then `phrase` is the query too).
  public var query: String?
  public var lastRun: Date?
  /// Articles matched so far, and those no list of the watch has shown yet.
  public var matches: Int
  public var unread: Int

  public init(
    id: Int64, phrase: String, language: String, topic: Topic? = nil, feedsOnly: Bool = false,
    lastRun: Date? = nil, matches: Int = 0, unread: Int = 0, query: String? = nil
  ) {
    self.query = query
    self.id = id
    self.phrase = phrase
    self.language = language
    self.topic = topic
    self.feedsOnly = feedsOnly
    self.lastRun = lastRun
    self.matches = matches
    self.unread = unread
  }
}

extension Watch {
  /// What a notification calls the watch: its phrase, or for a query the texts it looks for
  /// (nil when it looks for none: then its number names it).
  public var name: String? {
    guard let query else { return phrase }
    let texts = (try? QueryParser.query(query))?.lookedFor ?? []
    var seen: Set<String> = []
    let unique = texts.filter { seen.insert($0.lowercased()).inserted }
    return unique.isEmpty ? nil : unique.prefix(3).joined(separator: " · ")
  }
}

/// What makes two articles the same story for a watch.
enum WatchStory {
  /// What makes two articles the same story for a watch: the folded title and the domain of
  /// its link (else its source), so the same story from the provider and a feed counts once.
  static func key(title: String?, link: String?, source: String?) -> String {
    let host = link.flatMap { URL(string: $0)?.host }
    // No NUL in it: SQLite's text ends there when bound by length-less calls.
    return PhraseMatch.words(title ?? "").joined(separator: " ") + " @ "
      + ListFilter.domain(host ?? source ?? "")
  }
}
