import Foundation

/// A line of newsboat's files that was not imported, or a setting left out: where it is, what
/// it says, and why.
public struct NewsboatSkip: Sendable, Equatable {
  /// Which file: `urls` or `config`.
  public var file: String
  /// The line's number in it, from 1.
  public var number: Int
  /// The line as written, at most 200 characters.
  public var line: String
  public var why: Reason

  /// Why a line was left out, worded by the view.
  public enum Reason: Sendable, Equatable {
    /// An `exec:` line whose command cannot be read (an unclosed quote, a control character).
    case execFeed
    /// A `filter:` line that cannot be read as `filter:<command>:<address>`.
    case filterFeed
    /// Not an http(s) address.
    case notAnAddress
    /// An address longer than the store keeps (`StoreBounds.address`).
    case addressTooLong
    /// A query feed or `ignore-article` whose query `news` cannot read: the query's problem.
    case badQuery(NewsError)
    /// A setting `news` has no counterpart of.
    case unknownSetting(String)
    /// A `bind-key` to an operation `news` has no counterpart of: the operation.
    case unknownOperation(String)
    /// A `bind-key` of a key `news` cannot name: the key.
    case unknownKeyName(String)
    /// `unbind-key`: `news` keeps its keys; bind another key instead.
    case unbindKey
    /// A `macro` that is not `set browser "…"; open-in-browser`.
    case macroUnsupported
    /// A setting the configuration sets already (its key), or one that cannot be written.
    case settingKept(String)
    /// `reload-threads`: `news` fetches up to 32 feeds at once (`--jobs`).
    case reloadThreads
    /// `max-items`: `news` keeps articles by age, not by a count per feed.
    case maxItems
    /// `notify-program`: the configuration sets `watch.notify` already, or cannot be written.
    case notifyKept
    /// `notify-program` holds a control character or is over 8 KB: never written anywhere.
    case notifyUnusable
    /// More lines than are read (the rest of the file is left out).
    case tooManyLines
    /// A tag of a feed line that cannot be a tag (a control character, a comma, too long): the
    /// tag, left out while the feed is kept.
    case badTag(String)
    /// A value of newsboat's cache that cannot be read as what it should be (the line is its
    /// column, the number its row): read around, the rest of the article kept.
    case damagedValue
  }

  /// The order lines are listed in: `urls`, then `config`, then the cache, each by line.
  public static func inFileOrder(_ left: NewsboatSkip, _ right: NewsboatSkip) -> Bool {
    let files = ["urls", "config"]
    let rank = { (skip: NewsboatSkip) in files.firstIndex(of: skip.file) ?? files.count }
    return (rank(left), left.number) < (rank(right), right.number)
  }

  public init(file: String, number: Int, line: Substring, why: Reason) {
    self.file = file
    self.number = number
    self.line = String(line.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200))
    self.why = why
  }
}
