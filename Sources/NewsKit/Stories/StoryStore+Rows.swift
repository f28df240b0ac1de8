import Foundation
import GRDB

/// The reads and writes of `StoryStore.groupNew`, in its transaction.
extension StoryStore {
  /// A stored story as grouping knows it: its row, or the article alone in it (no row yet).
  enum StoryRow: Hashable {
    case stored(Int64)
    case alone(article: Int64)
  }

  /// A stored article as grouping reads it.
  struct Stored {
    let id: Int64
    let at: Double
    /// When it was first fetched (only as `articles` reads it: the time of the refresh or
    /// list that brought it).
    var fetched: Double? = nil
    let storyID: StoryRow
    var input: StoryInput
    /// Its story words as kept (`StorySeedWords`), read from `input` when none are.
    var words: (title: [String], text: [String])?

    /// Its story words: as kept, else read from its title and text.
    var storyWords: (title: [String], text: [String]) {
      words ?? StoryGrouping.read(input)
    }
  }

  /// The article's time as grouped: published, else first fetched.
  static let time = "COALESCE(article.published, article.first_fetched_at)"

  /// The columns an article is grouped by, its texts bounded as every read is; its key as the
  /// hexadecimal of the 8 bytes the store keeps (`ArticleKeys`).
  static let columns =
    "article.id AS id, hex(article.key) AS key, \(time) AS at, "
    + "article.first_fetched_at AS fetched, "
    + StoredArticle.bounded("article.title", as: "title") + ", "
    + StoredArticle.bounded("article.summary", as: "summary", reading: PackedText.read) + ", "
    + StoredArticle.bounded("article.source", as: "source")

  /// `columns` for a seed, with its kept story words (`StorySeedWords`) and, only where there
  /// are none, the title and summary they are read from (a summary unpacked for nothing
  /// otherwise).
  static let seedColumns =
    "article.id AS id, hex(article.key) AS key, \(time) AS at, story_seed.words AS words, "
    + StoredArticle.bounded("article.title", as: "title", skippedWhen: keptWords) + ", "
    + StoredArticle.bounded(
      "article.summary", as: "summary", reading: PackedText.read, skippedWhen: keptWords) + ", "
    + StoredArticle.bounded("article.source", as: "source")

  /// Whether a seed's words are kept, in `seedColumns`.
  private static let keptWords = "story_seed.words IS NOT NULL"

  static func stored(_ row: Row) -> Stored? {
    stored(LenientRow(row: row))
  }

  /// `stored(_:)` of a row read leniently.
  static func stored(_ columns: LenientRow) -> Stored? {
    guard let id = columns.integer("id"), let at = columns.number("at") else { return nil }
    // Only the grouped articles' rows have a story; one alone in its story has none.
    let story = columns.has("story_id") ? columns.integer("story_id") : nil
    return Stored(
      id: id, at: at, fetched: columns.has("fetched") ? columns.number("fetched") : nil,
      storyID: story.map(StoryRow.stored) ?? .alone(article: id),
      input: StoryInput(
        key: columns.text("key") ?? String(id), published: Date.representable(secondsSince1970: at),
        title: columns.text("title") ?? "", text: columns.text("summary") ?? "",
        source: columns.text("source")),
      words: columns.has("words") ? columns.data("words").flatMap(StorySeedWords.decode) : nil)
  }

  /// The articles without a story, oldest first: each id with its time. They are the ones
  /// `story_pending` names (every article, as it is stored), so a list reads the few that
  /// arrived, not the store; one grouped already (a store changed by hand) is left out.
  static func ungroupedIDs(in db: Database) throws -> [(id: Int64, at: Double)] {
    try Row.fetchAll(db, sql: ungroupedStatement).compactMap { row in
      let columns = LenientRow(row: row)
      guard let id = columns.integer("id"), let at = columns.number("at") else { return nil }
      return (id, at)
    }
  }

  /// The statement `ungroupedIDs` runs: the waiting articles, then sorted. SQLite, knowing no
  /// better, would walk every article by date and look each up in the waiting list: `CROSS
  /// JOIN` keeps the waiting list first, and `+` the order off `article_by_date`.
  static let ungroupedStatement = """
    SELECT article.id AS id, \(time) AS at FROM story_pending
    CROSS JOIN article ON article.id = story_pending.article_id
    WHERE NOT EXISTS (SELECT 1 FROM story_article WHERE story_article.article_id = article.id)
    ORDER BY +\(time), article.id
    """

  /// Takes grouped articles off the waiting list; returns those that were on it.
  @discardableResult
  static func grouped(_ ids: [Int64], in db: Database) throws -> Set<Int64> {
    // Which were waiting read, then all let go, `readBatch` ids a statement: a statement an
    // id was 4 % of a first refresh.
    let waiting = try db.cachedStatement(
      sql: "SELECT article_id FROM story_pending WHERE article_id IN (\(readList))")
    let done = try db.cachedStatement(
      sql: "DELETE FROM story_pending WHERE article_id IN (\(readList))")
    var waited = Set<Int64>(minimumCapacity: ids.count)
    for batch in readBatches(ids) {
      for statement in [waiting, done] {
        var binder = StatementBinder(statement)
        for (index, id) in batch.enumerated() { binder.bind(id, at: index + 1) }
        try binder.check()
      }
      waited.formUnion(try LenientQuery.integers(bound: waiting))
      try done.execute()
    }
    return waited
  }

  /// These articles, as grouping reads them, in their order (in time); ids no longer stored
  /// are left out. Read `readBatch` ids a statement: a statement an id was a tenth of the
  /// grouping of a refresh.
  static func articles(_ ids: [Int64], in db: Database) throws -> [Stored] {
    let statement = try db.cachedStatement(
      sql: "SELECT \(columns) FROM article WHERE id IN (\(readList))")
    var found: [Int64: Stored] = [:]
    found.reserveCapacity(ids.count)
    for batch in readBatches(ids) {
      try forEachStored(statement, arguments: StatementArguments(batch)) {
        found[$0.id] = $0
      }
    }
    return ids.compactMap { found[$0] }
  }

  /// How many ids `articles` and `grouped` read or let go a statement.
  static let readBatch = 250

  /// `readBatch` parameters, for an `IN (…)` list.
  static let readList = Array(repeating: "?", count: readBatch).joined(separator: ",")

  /// `ids` in batches of `readBatch`, the last one padded with its first id: one compiled
  /// statement serves every batch, and an id twice in an `IN` list is found once.
  static func readBatches(_ ids: [Int64]) -> [[Int64]] {
    stride(from: 0, to: ids.count, by: readBatch).map { start in
      let batch = Array(ids[start..<min(start + readBatch, ids.count)])
      return batch + Array(repeating: batch[0], count: readBatch - batch.count)
    }
  }

  /// The articles grouped at times in `span`, oldest first, with their stories and kept words
  /// (walked through the Store room's `article_by_date`).
  static func grouped(in span: ClosedRange<Double>, in db: Database) throws -> [Stored] {
    var found: [Stored] = []
    try forEachStored(
      db.cachedStatement(sql: groupedStatement), arguments: [span.lowerBound, span.upperBound]
    ) { found.append($0) }
    return found
  }

  /// The statement `grouped(in:in:)` runs.
  static let groupedStatement = """
    SELECT \(seedColumns), story_article.story_id AS story_id FROM article
    JOIN story_article ON story_article.article_id = article.id
    LEFT JOIN story_seed ON story_seed.at = \(time) AND story_seed.article_id = article.id
    WHERE \(time) BETWEEN ? AND ? ORDER BY \(time), article.id
    """

  /// Each row of `statement` as `stored` reads it, through a cursor: a row is read where it
  /// lies, not copied first (GRDB's copy of every row and of its column names was a quarter
  /// of the reading of seeds).
  static func forEachStored(
    _ statement: Statement, arguments: StatementArguments, _ body: (Stored) throws -> Void
  ) throws {
    try LenientQuery.forEachRow(statement, arguments: arguments) { row in
      if let article = stored(row) { try body(article) }
    }
  }

  /// `grouped(in:in:)`, six hours a read: a refresh's writes go between them, and a grouping
  /// seeded ahead stops soon when asked (`StoryPipeline.prepare`; the 72,000 articles of a
  /// synthetic window took 0.5 s to read, and held a refresh that stored nothing that long).
  func grouped(in span: ClosedRange<Double>, cancelled: () -> Bool) throws -> [Stored] {
    let step = 6 * 3600.0
    var found: [Stored] = []
    var start = span.lowerBound
    while true {
      if cancelled() { throw CancellationError() }
      let end = min(span.upperBound, start + step)
      let last = end == span.upperBound
      found += try reads.reading { db in
        try Self.grouped(in: start...end, in: db).filter { last || $0.at < end }
      }
      if last { return found }
      start = end
    }
  }

  /// The time of the newest article stored (from the end of `article_by_date`); nil when none.
  static func newestTime(in db: Database) throws -> Double? {
    try Row.fetchOne(db, sql: "SELECT MAX(\(time)) AS newest FROM article").flatMap {
      LenientRow(row: $0).number("newest")
    }
  }

  /// The times a grouping of articles at `times` (sorted) reads grouped articles in: each
  /// article's `window` either side, overlapping ones merged, in order.
  static func spans(of times: [Double], window: TimeInterval) -> [ClosedRange<Double>] {
    var spans: [ClosedRange<Double>] = []
    for time in times {
      let span = (time - window)...(time + window)
      if let last = spans.last, span.lowerBound <= last.upperBound {
        spans[spans.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
      } else {
        spans.append(span)
      }
    }
    return spans
  }

  /// Ranges in order, overlapping ones merged.
  static func spans(merging ranges: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
    var merged: [ClosedRange<Double>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The parts of `span` outside every range of `covered` (in order, apart), their ends
  /// included (an article at an end is read twice and seeded once).
  static func uncovered(_ span: ClosedRange<Double>, by covered: [ClosedRange<Double>])
    -> [ClosedRange<Double>]
  {
    let meeting = covered.filter {
      $0.upperBound >= span.lowerBound && $0.lowerBound <= span.upperBound
    }
    guard !meeting.isEmpty else { return [span] }
    var parts: [ClosedRange<Double>] = []
    var start = span.lowerBound
    for range in meeting {
      if range.lowerBound > start { parts.append(start...range.lowerBound) }
      start = max(start, range.upperBound)
    }
    if start < span.upperBound { parts.append(start...span.upperBound) }
    return parts
  }

  /// The story words' counts so far.
  static func terms(in db: Database) throws -> StoryTerms {
    var counts: [String: Int] = [:]
    var documents = 0
    for row in try Row.fetchAll(db, sql: "SELECT word, documents FROM story_word") {
      let columns = LenientRow(row: row)
      guard let word = columns.text("word"), let count = columns.integer("documents") else {
        continue
      }
      if word.isEmpty {
        documents = Int(clamping: count)
      } else {
        counts[word] = Int(clamping: count)
      }
    }
    return StoryTerms(documents: documents, counts: counts)
  }

  /// Adds to the articles each word stands in (the empty word: to all).
  static func countWords(_ words: [String: Int], in db: Database) throws {
    // Many words a statement, bound with SQLite's own calls: a statement a word, its two
    // arguments boxed by GRDB, cost 12,000 instructions a word (thousands a batch).
    let counts = Array(words)
    try wordCountInsert.run(counts.count, in: db) { row, binder, first in
      binder.bind(counts[row].key, at: first)
      binder.bind(Int64(counts[row].value), at: first + 1)
    }
  }

  /// `countWords`' upsert, many rows a statement: each row adds its count to the word's.
  private static let wordCountInsert = BatchedInsert(
    "INSERT INTO story_word (word, documents)", width: 2,
    tail: " ON CONFLICT(word) DO UPDATE SET documents = documents + excluded.documents")

  /// A new story; its row id.
  static func newStory(key: String, in db: Database) throws -> Int64 {
    try db.execute(sql: "INSERT OR IGNORE INTO story (key) VALUES (?)", arguments: [key])
    return try LenientQuery.integer(db, sql: "SELECT id FROM story WHERE key = ?", arguments: [key])
      ?? db.lastInsertedRowID
  }

  /// Puts articles in stories, in order, each of time `at` (alone: `story` is nil, and its
  /// time is not kept).
  static func join(_ joins: [(article: Int64, at: Double, story: Int64?)], in db: Database) throws {
    try joinInsert.run(joins.count, in: db) { row, binder, first in
      let join = joins[row]
      binder.bind(join.article, at: first)
      binder.bind(join.story, at: first + 1)
      binder.bind(join.story == nil ? nil : join.at, at: first + 2)
    }
  }

  /// `join`'s insert, many rows a statement.
  private static let joinInsert = BatchedInsert(
    "INSERT OR IGNORE INTO story_article (article_id, story_id, at)", width: 3)

  /// The story of an article that was alone in it, made now that a second article joins:
  /// with the key it always had (`key(for:)` its article's key). Its row id, and the
  /// article's time.
  static func storyOfAlone(_ article: Int64, in db: Database) throws -> (
    id: Int64, at: Double
  )? {
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT hex(article.key) AS key, \(time) AS at FROM story_article
            JOIN article ON article.id = story_article.article_id
            WHERE story_article.article_id = ?
            """), arguments: [article]),
      let key = LenientRow(row: row).text("key"), let at = LenientRow(row: row).number("at")
    else { return nil }
    let story = try newStory(key: self.key(for: key), in: db)
    try db.cachedStatement(
      sql: "UPDATE story_article SET story_id = ?, at = ? WHERE article_id = ?"
    ).execute(arguments: [story, at, article])
    return (story, at)
  }

  /// Adds to each story's size and moves its newest time on.
  static func count(_ joined: [Int64: (count: Int, newest: Double)], in db: Database) throws {
    let statement = try db.cachedStatement(
      sql: "UPDATE story SET size = size + ?, newest = MAX(COALESCE(newest, ?2), ?2) WHERE id = ?")
    for (story, change) in joined {
      try statement.execute(arguments: [change.count, change.newest, story])
    }
  }
}
