import Foundation
import GRDB

/// How offline search orders its matches: BM25 relevance (title words weigh more than summary
/// words), raised for recent articles, ties newest first (docs/reading.md#ranking).
///
/// The index says only which articles have every word (`SearchIndex`); relevance is read from
/// the newest `pool` matches' own title and summary: for each word of the search, BM25's
/// term-frequency part (k1 1.2, b 0.75, lengths against the matches' average) in the title
/// times `titleWeight` plus the same in the summary times `summaryWeight`. BM25's inverse
/// document frequency is left out: the words are ANDed, so every match has every word, and it
/// would only weigh the words against each other.
///
/// The score is `relevance × (1 + recencyWeight × halfLife / (halfLife + age))`, `age` in days
/// since the article's date (published, else first fetched): an article of today counts
/// `1 + recencyWeight` times its relevance, one `halfLife` days old half that bonus, a year-old
/// one almost none. So a recent article beats an old one of nearly the same relevance (within
/// the bonus), and a far better old match still wins.
enum SearchRanking {
  /// The weight of a word in the title.
  static let titleWeight = 3.0
  /// The weight of a word in the summary.
  static let summaryWeight = 1.0
  /// The most a recent article's relevance is raised by: a quarter.
  static let recencyWeight = 0.25
  /// Days after which the raise is half of `recencyWeight`.
  static let halfLife = 3.0
  /// Matches ranked, at most: the newest this many (a common word matches most of a large
  /// store; reading and scoring one costs a few microseconds).
  static let pool = 1_000

  /// A match as ranking reads it: for its title and its summary, how many words each has and
  /// how often each word of the search stands in it.
  struct Candidate: Equatable {
    var id: Int64
    var title: Counts
    var summary: Counts
    /// Seconds since 1970: published, else first fetched.
    var date: Double

    /// Whether every search word stands whole in its title or summary.
    var isWhole: Bool {
      zip(title.whole, summary.whole).allSatisfy { $0 || $1 }
    }
  }

  /// A column's length in words and each search word's count in it.
  struct Counts: Equatable {
    var length = 0
    var frequencies: [Int]
    /// Which search words stand in it whole, as typed (not only as a prefix or a form).
    var whole: [Bool]

    /// The counts of `words` (whole, or as prefixes and inflected forms: `WordForms`) in a
    /// text, folded here, in one pass; `stems` are the words' stems.
    init(_ text: String, words: [Substring], stems: [[Substring]], prefix: Bool) {
      self.init(
        text, words: words, utf8: words.map { Array($0.utf8) }, stems: stems, prefix: prefix)
    }

    /// `init(_:words:stems:prefix:)` with the words' UTF-8 made once for all candidates: the
    /// text is folded to bytes and split on them, no string made unless a prefix is tried.
    init(
      _ text: String, words: [Substring], utf8: [[UInt8]], stems: [[Substring]], prefix: Bool
    ) {
      frequencies = Array(repeating: 0, count: words.count)
      whole = Array(repeating: false, count: words.count)
      SearchWords.forEachWord(inUTF8: TextFolding.foldedUTF8(text)) { found in
        length += 1
        var foundText: Substring?
        for index in words.indices {
          // Lengths first: most words of a text are not a search word's length.
          let same = found.count == utf8[index].count && found.elementsEqual(utf8[index])
          if !same {
            guard prefix else { continue }
            let text = foundText ?? Substring(String(decoding: found, as: UTF8.self))
            foundText = text
            guard WordForms.matches(words[index], stems: stems[index], text) else { continue }
          }
          frequencies[index] += 1
          if same { whole[index] = true }
        }
      }
    }
  }

  /// The newest `pool` matches of an FTS5 query (its one argument), their texts bounded.
  static let candidates = """
    SELECT article.id AS id, \(StoredArticle.bounded("article.title", as: "title")),
      \(StoredArticle.bounded("article.summary", as: "summary", reading: PackedText.read)),
      COALESCE(article.published, article.first_fetched_at) AS date
    FROM (SELECT rowid AS id FROM article_search WHERE article_search MATCH ?
      ORDER BY rowid DESC LIMIT \(pool)) AS hit
    JOIN article ON article.id = hit.id
    """

  /// The matches of the FTS5 query for `words` (folded, as `SearchWords` splits them; with
  /// `prefix`, each stands for the words it starts), as candidates.
  static func candidates(_ words: [Substring], prefix: Bool, in db: Database) throws
    -> [Candidate]
  {
    guard let query = SearchIndex.match(words, prefix: prefix, in: db) else { return [] }
    let stems = words.map(WordForms.stems)
    let utf8 = words.map { Array($0.utf8) }
    // Read where SQLite holds each row, its column names once: every row copied, and its
    // names copied again for each, were a tenth of ranking a thousand matches.
    var found: [Candidate] = []
    found.reserveCapacity(pool)
    try LenientQuery.forEachRow(db.cachedStatement(sql: candidates), arguments: [query]) {
      columns in
      guard let id = columns.integer("id") else { return }
      found.append(
        Candidate(
          id: id,
          title: Counts(
            columns.text("title") ?? "", words: words, utf8: utf8, stems: stems, prefix: prefix),
          summary: Counts(
            columns.text("summary") ?? "", words: words, utf8: utf8, stems: stems,
            prefix: prefix),
          date: columns.number("date") ?? 0))
    }
    return found
  }

  /// The candidates' ids, best first.
  static func order(_ candidates: [Candidate], now: Date) -> [Int64] {
    let averages = averageLengths(candidates)
    let seconds = now.timeIntervalSince1970
    // Sorted as small keys: a candidate carries arrays, which a sort would retain and release
    // at every move.
    let keys = candidates.map { candidate in
      let age = max(0, seconds - candidate.date) / 86_400
      let raise = 1 + recencyWeight * halfLife / (halfLife + age)
      return Key(
        isWhole: candidate.isWhole, score: relevance(candidate, averages) * raise,
        date: candidate.date, id: candidate.id)
    }
    // Articles with every word whole, as typed, come before those that have some only as a
    // prefix or an inflected form (`japonia` before `Japonii`).
    return keys.sorted { left, right in
      if left.isWhole != right.isWhole { return left.isWhole }
      if left.score != right.score { return left.score > right.score }
      if left.date != right.date { return left.date > right.date }
      return left.id > right.id
    }.map(\.id)
  }

  /// What the order of a candidate is decided by.
  struct Key {
    var isWhole: Bool
    var score: Double
    var date: Double
    var id: Int64
  }

  /// A candidate's relevance for the search's words, before recency (higher is better).
  static func relevance(_ candidate: Candidate, _ averages: (title: Double, summary: Double))
    -> Double
  {
    titleWeight * weight(candidate.title, average: averages.title) + summaryWeight
      * weight(candidate.summary, average: averages.summary)
  }

  /// BM25's term-frequency part, summed over the search's words, in one column.
  static func weight(_ counts: Counts, average: Double) -> Double {
    let length = Double(counts.length) / max(average, 1)
    return counts.frequencies.reduce(0) { score, count in
      guard count > 0 else { return score }
      let frequency = Double(count)
      return score + frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * length))
    }
  }

  /// The candidates' average title and summary lengths, in words.
  static func averageLengths(_ candidates: [Candidate]) -> (title: Double, summary: Double) {
    guard !candidates.isEmpty else { return (1, 1) }
    let count = Double(candidates.count)
    return (
      Double(candidates.reduce(0) { $0 + $1.title.length }) / count,
      Double(candidates.reduce(0) { $0 + $1.summary.length }) / count
    )
  }
}
