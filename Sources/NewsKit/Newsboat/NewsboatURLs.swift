import Foundation

/// What newsboat's `urls` file holds: feeds with their tags, names (`~Name`) and whether they
/// are hidden (a tag starting with `!`), query feeds (`query:Name:expression`), and the lines
/// that cannot be imported (anything that is no address, a command that cannot be read), with
/// why; `exec:` and `filter:` lines are feeds the user's own command makes (`FeedCommand`).
public struct NewsboatURLs: Sendable, Equatable {
  /// One feed of the file.
  public struct Feed: Sendable, Equatable {
    public var address: FeedAddress
    /// The name its last `~` tag gives; nil keeps the feed's own title.
    public var title: String?
    /// Its tags, in order, without `~` and `!` ones; at most `FeedTags.maximumCount`.
    public var tags: [String]
    public var hidden: Bool
  }

  public var feeds: [Feed] = []
  /// Query feeds as newsboat wrote them; whether `news` reads each is the importer's to say.
  public var queries: [(number: Int, line: Substring, query: SavedQuery)] = []
  public var skipped: [NewsboatSkip] = []

  /// The most lines read: a file longer than this is cut, and says so.
  static let maximumLines = 100_000

  public static func == (left: NewsboatURLs, right: NewsboatURLs) -> Bool {
    left.feeds == right.feeds && left.skipped == right.skipped
      && left.queries.map(\.query) == right.queries.map(\.query)
  }

  /// Reads the file's text, as newsboat reads it: a line starting with `#` is a comment, a
  /// feed listed twice has the tags of both.
  public static func parse(_ text: String) -> NewsboatURLs {
    var result = NewsboatURLs()
    var index: [String: Int] = [:]
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      guard number <= maximumLines else {
        result.skipped.append(.init(file: "urls", number: number, line: line, why: .tooManyLines))
        break
      }
      guard !line.isEmpty, line.first != "#" else { continue }
      let words = NewsboatTokens.split(line)
      guard let first = words.first else { continue }
      let tags = Array(words.dropFirst())
      if first.hasPrefix("query:") {
        let rest = first.dropFirst(6).drop { $0 == ":" }
        guard let colon = rest.firstIndex(of: ":") else {
          result.skipped.append(.init(file: "urls", number: number, line: line, why: .notAnAddress))
          continue
        }
        let expression = String(rest[rest.index(after: colon)...].drop { $0 == ":" })
        guard let name = try? SavedQuery.name(String(rest[..<colon])) else {
          result.skipped.append(.init(file: "urls", number: number, line: line, why: .notAnAddress))
          continue
        }
        result.queries.append(
          (number, line, SavedQuery(name: name, expression: expression)))
        continue
      }
      // The user's own command (`exec:`, `filter:`): kept as such, when it can be read.
      let isCommand = first.hasPrefix("exec:") || first.hasPrefix("filter:")
      if isCommand, FeedAddress(command: first) == nil {
        let why: NewsboatSkip.Reason = first.hasPrefix("exec:") ? .execFeed : .filterFeed
        result.skipped.append(.init(file: "urls", number: number, line: line, why: why))
        continue
      }
      guard
        let address = isCommand
          ? FeedAddress(command: first)
          : (first.hasPrefix("http://") || first.hasPrefix("https://")) ? FeedAddress(first) : nil
      else {
        let why: NewsboatSkip.Reason =
          first.utf8.count > StoreBounds.address ? .addressTooLong : .notAnAddress
        result.skipped.append(.init(file: "urls", number: number, line: line, why: why))
        continue
      }
      let feed = Self.feed(address, tags: tags)
      // A tag that cannot be one (a control character, a comma, too long) is said, not lost.
      for tag in tags.map({ $0.hasPrefix("!") ? String($0.dropFirst()) : $0 })
      where !tag.hasPrefix("~") && !tag.isEmpty {
        guard (try? FeedTags.clean(tag)) == nil else { continue }
        result.skipped.append(
          .init(file: "urls", number: number, line: line, why: .badTag(String(tag.prefix(100)))))
      }
      if let known = index[address.key] {
        // Listed twice: newsboat merges the tags.
        let merged = FeedTags.cleaned(result.feeds[known].tags + feed.tags)
        result.feeds[known].tags = merged
        result.feeds[known].hidden = result.feeds[known].hidden || feed.hidden
        result.feeds[known].title = feed.title ?? result.feeds[known].title
      } else {
        index[address.key] = result.feeds.count
        result.feeds.append(feed)
      }
    }
    return result
  }

  /// A feed line's tags sorted out: `~Name` names it, `!…` hides it, the rest are tags.
  static func feed(_ address: FeedAddress, tags words: [String]) -> Feed {
    var title: String?
    var hidden = false
    var tags: [String] = []
    for word in words {
      if word.hasPrefix("~") {
        title = TextCleaner.cleanPlain(String(word.dropFirst())).map { String($0.prefix(1_000)) }
      } else if word.hasPrefix("!") {
        // newsboat's hidden tag: the feed is hidden, and the tag stays one (`read --tag`).
        hidden = true
        if word.count > 1 { tags.append(String(word.dropFirst())) }
      } else {
        tags.append(word)
      }
    }
    return Feed(address: address, title: title, tags: FeedTags.cleaned(tags), hidden: hidden)
  }
}
