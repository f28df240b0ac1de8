import Foundation
import GRDB

/// A filter: articles matching its phrase (as `search --offline` matches: every word, as a
/// prefix, ignoring case and diacritics), or every article of its source, or both, are hidden
/// from lists; or articles a query matches (`filter add --query`, newsboat's `ignore-article`).
/// Saved articles are never hidden.
public struct ListFilter: Sendable, Equatable {
  public var id: Int64
  /// The phrase as typed; nil for a filter by source alone.
  public var phrase: String?
  /// A domain (`example.com` hides `example.com` and `news.example.com`); nil for a phrase alone.
  public var source: String?
  /// The query as typed, for a filter by query (then phrase and source are nil).
  public var query: String?
  /// How many articles it hid in the last list shown.
  public var hidLast: Int

  public init(
    id: Int64, phrase: String?, source: String?, query: String? = nil, hidLast: Int = 0
  ) {
    self.id = id
    self.phrase = phrase
    self.source = source
    self.query = query
    self.hidLast = hidLast
  }

  /// A domain as filters compare it: lower-cased, without a scheme, `www.` or a path.
  public static func domain(_ typed: String) -> String {
    var text = typed.trimmingWhitespace().lowercased()
    if let range = text.range(of: "://") { text = String(text[range.upperBound...]) }
    text = String(text.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    if text.hasPrefix("www.") { text.removeFirst(4) }
    return text
  }

  /// Whether an article's source is the filter's domain or one under it.
  func hidesSource(_ source: String?) -> Bool {
    guard let wanted = self.source else { return true }
    guard let source else { return false }
    let domain = Self.domain(source)
    return domain == wanted || domain.hasSuffix("." + wanted)
  }
}

extension [StoreNotice] {
  /// The notice for a list that hid `count` of the `total` articles it looked at: none when
  /// it hid none.
  public static func hiding(_ count: Int, of total: Int) -> [StoreNotice] {
    count > 0 ? [.hidden(count, of: Swift.max(count, total))] : []
  }
}

/// A list as shown after the filters: what is shown, and how many were hidden.
public struct FilteredList: Sendable {
  public var articles: [StoredArticle]
  public var hidden: Int
}

extension ArticleStore {
  /// Adds a filter; returns it with its id. A query filter the same as one there is (as typed)
  /// is that one: an import run twice adds it once.
  public func addFilter(phrase: String?, source: String?, query: String? = nil, at now: Date)
    throws -> ListFilter
  {
    try database.write { db in
      try Self.addFilter(phrase: phrase, source: source, query: query, at: now, in: db)
    }
  }

  /// `addFilter`, inside a transaction of the caller's (an import's, all or nothing).
  static func addFilter(
    phrase: String?, source: String?, query: String?, at now: Date, in db: Database
  ) throws -> ListFilter {
    if let query, let same = try Self.filters(in: db).first(where: { $0.query == query }) {
      return same
    }
    try db.execute(
      sql: "INSERT INTO list_filter (phrase, source, query, created_at) VALUES (?, ?, ?, ?)",
      arguments: [phrase, source.map(ListFilter.domain), query, now.timeIntervalSince1970])
    return ListFilter(
      id: db.lastInsertedRowID, phrase: phrase, source: source.map(ListFilter.domain),
      query: query)
  }

  /// Every filter, oldest first.
  public func filters() throws -> [ListFilter] {
    try database.reading { db in try Self.filters(in: db) }
  }

  static func filters(in db: Database) throws -> [ListFilter] {
    try Row.fetchAll(db.cachedStatement(sql: ListStatements.filters)).compactMap {
      let row = LenientRow(row: $0)
      guard let id = row.integer("id") else { return nil }
      return ListFilter(
        id: id, phrase: row.text("phrase"), source: row.text("source"), query: row.text("query"),
        hidLast: Int(row.integer("hid_last") ?? 0))
    }
  }

  /// Removes filters by id; returns those removed. An unknown id removes nothing and throws.
  public func removeFilters(_ ids: [Int64]) throws -> [ListFilter] {
    try database.write { db in
      let known = try Self.filters(in: db)
      let chosen = try ids.map { id in
        guard let filter = known.first(where: { $0.id == id }) else {
          throw NewsError.usage(.unknownFilter(String(id)))
        }
        return filter
      }
      for filter in chosen {
        try db.execute(sql: "DELETE FROM list_filter WHERE id = ?", arguments: [filter.id])
      }
      return chosen
    }
  }

  /// Makes stored articles the last list as `show` does, without those the filters hide
  /// (unless `hiding` is false, `--no-filter`). Like `show`, a list that stands as it is (no
  /// filter to count, the same articles in the same order, all seen) is only read: repeating
  /// `news saved` or an offline search writes nothing, so no journal is synced and checkpointed.
  /// `lines`, when given, makes the last list of the articles shown (a list folded into
  /// stories: the lines' articles), in the same transaction; all of them are marked seen.
  public func showFiltered(
    _ ids: [Int64], at now: Date, hiding: Bool = true,
    lines: (([StoredArticle]) -> [Int64])? = nil
  ) throws -> FilteredList {
    let unchanged = try database.reading { db -> FilteredList? in
      // An empty list is written, so that `show 1` after it knows it was empty.
      guard !ids.isEmpty, try !hiding || Self.filters(in: db).isEmpty else { return nil }
      let articles = try Self.articles(ids, in: db)
      guard articles.count == ids.count, articles.allSatisfy(\.article.seen),
        try Self.isLastList(lines?(articles) ?? ids, in: db)
      else { return nil }
      return FilteredList(articles: articles, hidden: 0)
    }
    if let unchanged { return unchanged }
    return try database.write { db in
      let hidden = hiding ? try hidden(among: ids, at: now, in: db) : []
      let shown = try Self.show(ids.filter { !hidden.contains($0) }, at: now, in: db)
      if let listing = lines?(shown), listing != shown.map(\.id) {
        _ = try Self.show(listing, at: now, marking: false, in: db)
      }
      return FilteredList(articles: shown, hidden: hidden.count)
    }
  }

  /// The ids the filters let through, in order, and how many they hid (all of them when
  /// `hiding` is false, `--no-filter`).
  public func filtered(_ ids: [Int64], hiding: Bool, at now: Date) throws -> (
    ids: [Int64], hidden: Int
  ) {
    guard hiding else { return (ids, 0) }
    return try database.write { db in
      let hidden = try hidden(among: ids, at: now, in: db)
      return (ids.filter { !hidden.contains($0) }, hidden.count)
    }
  }

  /// The ids among `ids` that a filter hides (saved articles never), counting per filter what
  /// each hid into `hid_last`; a query's `age` counts days before `now`.
  func hidden(among ids: [Int64], at now: Date, in db: Database) throws -> Set<Int64> {
    let filters = try Self.filters(in: db)
    guard !filters.isEmpty, !ids.isEmpty else { return [] }
    let candidates = try Self.articles(ids, in: db).filter { $0.savedAt == nil }
    var hidden: Set<Int64> = []
    // The phrases are matched in the few articles of the list, as the full-text index would
    // match them (every word a prefix of a word, folded; each text folded once): asking the
    // index would read every match in the store first.
    let texts = candidates.map {
      PhraseMatch.words(($0.article.title ?? "") + " " + ($0.article.summary ?? ""))
    }
    for filter in filters {
      let wanted = filter.phrase.map(PhraseMatch.words)
      // A query is read in SQL for the whole list at once; phrase, source and query must all
      // match (those given).
      let queried = try filter.query.map {
        try queryMatches($0, among: candidates.map(\.id), at: now, in: db)
      }
      let matching = Set(
        candidates.indices.filter { index in
          filter.hidesSource(candidates[index].article.source)
            && (wanted.map { PhraseMatch.matches($0, texts[index]) } ?? true)
            && (queried?.contains(candidates[index].id) ?? true)
        }.map { candidates[$0].id })
      try db.execute(
        sql: "UPDATE list_filter SET hid_last = ? WHERE id = ?",
        arguments: [matching.count, filter.id])
      hidden.formUnion(matching)
    }
    return hidden
  }
}
