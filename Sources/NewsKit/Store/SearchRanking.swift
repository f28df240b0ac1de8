/// How offline search orders its matches: BM25 relevance (title words weigh more than summary
/// words), raised for recent articles, ties newest first (docs/reading.md#ranking).
///
/// Relevance is `news_rank` (CSQLiteShim), BM25's term-frequency part per column without the
/// inverse document frequency: the query's words are ANDed, so every match has every word, and
/// SQLite's own `bm25()` counts each word's documents by reading its whole doclist on every
/// query (60 ms for a common word over 1,000,000 articles).
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
  /// store; scoring one and reading its date cost about 5 µs: 1,000 take 5 ms).
  static let pool = 1_000

  /// The ordering, over a `hit` row with `relevance` (higher is better) joined to its article;
  /// the one argument is the current time in seconds.
  static let order = """
    hit.relevance * (1 + \(recencyWeight) * \(halfLife) / (\(halfLife)
      + MAX(0, ? - COALESCE(article.published, article.first_fetched_at)) / 86400.0)) DESC,
    COALESCE(article.published, article.first_fetched_at) DESC, article.id DESC
    """

  /// The newest `pool` matches of an FTS5 query with their relevance, as `hit`.
  static let hits = """
    SELECT rowid AS id, news_rank(article_search, \(titleWeight), \(summaryWeight)) AS relevance
    FROM article_search WHERE article_search MATCH ? ORDER BY rowid DESC LIMIT \(pool)
    """
}
