/// How offline search orders its matches: BM25 relevance (title words weigh more than summary
/// words), raised for recent articles, ties newest first (docs/reading.md#ranking).
///
/// The score is `relevance × (1 + recencyWeight × halfLife / (halfLife + age))`, `age` in days
/// since the article's date (published, else first fetched): an article of today counts
/// `1 + recencyWeight` times its relevance, one `halfLife` days old half that bonus, a year-old
/// one almost none. So a recent article beats an old one of nearly the same relevance (within
/// the bonus), and a far better old match still wins.
enum SearchRanking {
  /// BM25's weight for a word in the title.
  static let titleWeight = 3.0
  /// BM25's weight for a word in the summary.
  static let summaryWeight = 1.0
  /// The most a recent article's relevance is raised by: a quarter.
  static let recencyWeight = 0.25
  /// Days after which the raise is half of `recencyWeight`.
  static let halfLife = 3.0
  /// Matches ranked, at most: the newest this many (a common word matches most of a large
  /// store; scoring one and reading its date cost about 5 µs: 1,000 take 5 ms).
  static let pool = 1_000

  /// The ordering, over a `hit` row with `bm` (FTS5's `bm25`, lower is better) joined to its
  /// article; the one argument is the current time in seconds.
  static let order = """
    -hit.bm * (1 + \(recencyWeight) * \(halfLife) / (\(halfLife)
      + MAX(0, ? - COALESCE(article.published, article.first_fetched_at)) / 86400.0)) DESC,
    COALESCE(article.published, article.first_fetched_at) DESC, article.id DESC
    """

  /// The newest `pool` matches of an FTS5 query with their BM25 relevance, as `hit`.
  static let hits = """
    SELECT rowid AS id, bm25(article_search, \(titleWeight), \(summaryWeight)) AS bm
    FROM article_search WHERE article_search MATCH ? ORDER BY rowid DESC LIMIT \(pool)
    """
}
