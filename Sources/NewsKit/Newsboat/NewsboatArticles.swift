import Foundation
import GRDB

/// newsboat's articles in the store: each kept under the key a refresh of its feed gives it
/// (`feed:<id>:id:<guid>`, hashed as every key is), so the next refresh finds it there; its read
/// and saved state.
enum NewsboatArticles {
  /// The summary a list shows, at most this long, as a refresh keeps it.
  static let summaryLength = 600

  /// The article newsboat kept, as a refresh of its feed would have stored it.
  static func article(_ item: NewsboatCache.Item, source: String?) -> (Article, fullText: String?) {
    let paragraphs = item.content.map(NewsboatContent.paragraphs) ?? []
    let text = paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n")
    let flat = paragraphs.isEmpty ? nil : paragraphs.joined(separator: " ")
    var summary = flat.map { String($0.prefix(summaryLength)) }
    if let flat, flat.count > summaryLength { summary = (summary ?? "") + "…" }
    var article = Article(
      title: TextCleaner.cleanPlain(item.title), summary: summary, published: item.published,
      publishedHasTime: item.published != nil,
      source: source ?? URL(string: item.feedURL)?.host, link: LinkPolicy.web(item.link),
      author: TextCleaner.cleanPlain(item.author))
    article.enclosures = item.enclosure.map { [$0] } ?? []
    // newsboat keeps one enclosure: a picture's is the article's picture.
    article.image = item.enclosure.flatMap { ImageChoice.isImage($0.type) ? $0.url : nil }
    // The whole text is kept as an edition keeps one, when the summary cuts it.
    return (article, (flat?.count ?? 0) > summaryLength ? text : nil)
  }

  /// Stores an article unless its feed has it; its row id and whether it is new.
  static func store(
    _ item: NewsboatCache.Item, feed: Int64, source: String?, at now: Date, in db: Database
  ) throws -> (id: Int64, isNew: Bool) {
    let key = "feed:\(feed):id:\(item.guid)"
    let (article, text) = Self.article(item, source: source)
    let isNew = try FeedStore.insertIfNew(article, key: key, feedID: feed, at: now, in: db)
    let id =
      try LenientQuery.integer(
        db.cachedStatement(sql: ArticleKeyTiers.lookup), arguments: [key])
      ?? 0
    if isNew {
      // newsboat's guid, for the query attribute `guid`.
      try db.cachedStatement(sql: "UPDATE article SET guid = ? WHERE id = ? AND guid IS NULL")
        .execute(arguments: [StoreBounds.whole(item.guid, within: StoreBounds.address), id])
    }
    if isNew, let text {
      try db.cachedStatement(
        sql: """
          INSERT OR IGNORE INTO article_text (article_id, text, status, bytes, fetched_at)
          VALUES (?, ?, 'text', ?, ?)
          """
      ).execute(arguments: [id, text, text.utf8.count, now.timeIntervalSince1970])
    }
    return (id, isNew)
  }

  /// Saves an article (flagged in newsboat) unless it is saved already.
  static func save(_ id: Int64, at now: Date, in db: Database) throws {
    try db.cachedStatement(
      sql: "UPDATE article SET saved_at = COALESCE(saved_at, ?) WHERE id = ?"
    ).execute(arguments: [now.timeIntervalSince1970, id])
  }

  /// The articles of these feeds whose guid is among `guids` (the read-state file's): the key
  /// each guid would have in each feed, looked for in one pass over the feeds' articles (the
  /// store keeps keys hashed: `ArticleKeys`).
  static func matching(_ guids: [String], feeds: [Int64], in db: Database) throws -> Set<Int64> {
    guard !guids.isEmpty, !feeds.isEmpty, let salt = try ArticleKeys.read(in: db) else {
      return []
    }
    var found: Set<Int64> = []
    for start in stride(from: 0, to: feeds.count, by: 500) {
      let slice = feeds[start..<min(start + 500, feeds.count)]
      var wanted: Set<UInt64> = []
      for feed in slice {
        let prefix = Array("feed:\(feed):id:".utf8)
        for guid in guids { wanted.insert(ArticleKeys.hash(prefix + Array(guid.utf8), salt: salt)) }
      }
      let rows = try Row.fetchAll(
        db,
        sql: "SELECT id, hex(key) AS key FROM article WHERE feed_id IN ("
          + slice.map { _ in "?" }.joined(separator: ",") + ")",
        arguments: StatementArguments(Array(slice)))
      for raw in rows {
        let row = LenientRow(row: raw)
        guard let id = row.integer("id"),
          let key = row.text("key").flatMap({ UInt64($0, radix: 16) })
        else { continue }
        if wanted.contains(key) { found.insert(id) }
      }
    }
    return found
  }
}

/// newsboat's content (HTML) as text in paragraphs: blocks and line breaks become paragraphs,
/// tags go, entities are decoded, each paragraph cleaned.
enum NewsboatContent {
  /// The elements whose end (or, for `br`, whose tag) ends a paragraph.
  static let breaks: Set<String> = [
    "p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "tr", "br",
  ]

  /// The paragraphs of newsboat's HTML, each cleaned; read byte by byte (a 1 MB article took
  /// 40 ms a megabyte through `Character`s).
  static func paragraphs(_ html: String) -> [String] {
    let bytes = Array(html.utf8)
    var pieces: [String] = []
    var (start, index) = (0, 0)
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      var at = open + 1
      while at < bytes.count, bytes[at] == UInt8(ascii: " ") { at += 1 }
      let closing = at < bytes.count && bytes[at] == UInt8(ascii: "/")
      while at < bytes.count, bytes[at] == UInt8(ascii: "/") || bytes[at] == UInt8(ascii: " ") {
        at += 1
      }
      // Longer than any name of `breaks`, so a longer name is never taken for one.
      var end = at
      while end < bytes.count, end - at < 12, isLetterOrDigit(bytes[end]) { end += 1 }
      let name = String(decoding: bytes[at..<end], as: UTF8.self).lowercased()
      index = open + 1
      guard breaks.contains(name), closing || name == "br",
        let close = bytes[open..<min(open + 200, bytes.count)].firstIndex(of: UInt8(ascii: ">"))
      else { continue }
      pieces.append(String(decoding: bytes[start..<open], as: UTF8.self))
      start = close + 1
      index = start
    }
    pieces.append(String(decoding: bytes[start...], as: UTF8.self))
    return pieces.compactMap { TextCleaner.cleanPlain(HTMLText.plainText($0)) }
  }

  /// The text in paragraphs, nil when there is none.
  static func text(_ html: String) -> String? {
    let found = paragraphs(html)
    return found.isEmpty ? nil : found.joined(separator: "\n\n")
  }

  static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
