import Foundation

/// What `news import newsboat` brought: counts of what newsboat's files hold that `news` now
/// has (the same whenever the import is run again), what was new this time, and what was left
/// out.
public struct NewsboatImportSummary: Sendable, Equatable {
  /// newsboat's feeds now subscribed, and of them the ones new this time.
  public var feeds = 0
  public var newFeeds = 0
  /// The tags of those feeds, case and diacritics aside.
  public var tags = 0
  /// newsboat's articles now stored, and of them the ones new this time.
  public var articles = 0
  public var newArticles = 0
  /// Of those articles, the ones newsboat had as read (its cache or the read-state file), and
  /// as flagged with a saved flag.
  public var read = 0
  public var saved = 0
  /// Query feeds now saved queries; `ignore-article` lines now filters.
  public var queries = 0
  public var filters = 0
  /// The `notify-program` now `watch.notify`, when it was taken.
  public var notifyProgram: String?
  /// The lines written into the configuration: `browser`, `bookmark`, `[keys]`, `[macros]`.
  public var configWritten: [String] = []
  /// Where newsboat's files were read from.
  public var sources: [String] = []
  public var skipped: [NewsboatSkip] = []

  public init() {}
}
