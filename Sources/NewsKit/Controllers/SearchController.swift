import Foundation

/// Finds articles for a phrase: the search screen of the app `news` descends from.
public struct SearchController: Sendable {
  let service: any NewsProvider

  /// A controller that works in an environment with the given settings.
  public init(environment: NewsEnvironment, settings: Settings) {
    service = Providers.make(environment: environment, settings: settings)
  }

  /// The top articles for the words typed; they form one query. Throws `NewsError`.
  public func search(_ words: [String]) async throws -> NewsModel {
    try await service.fetch(.search(try SearchPhrase.make(words)))
  }
}

/// The search phrase made from the words on the command line.
public enum SearchPhrase {
  /// The words joined by single spaces; throws `NewsError.usage(.emptyPhrase)` when nothing
  /// but whitespace was typed.
  public static func make(_ words: [String]) throws -> String {
    // Joined by hand: the generic `joined(separator:)` looked its types up by name the first
    // time (150,000 instructions before the request went out).
    var joined = ""
    for (index, word) in words.enumerated() {
      joined += index == 0 ? word : " " + word
    }
    let phrase = TextCleaner.collapseWhitespace(TerminalSanitizer.sanitize(joined))
    guard !phrase.isEmpty else { throw NewsError.usage(.emptyPhrase) }
    return phrase
  }

  /// How much of stdin `news search -` reads: a phrase, not a file.
  public static let standardInputLimit = 64 * 1024

  /// The words typed, with `-` alone standing for the words on stdin (`echo SpaceX | news
  /// search -`), as every Unix tool reads it; `read` gives at most `standardInputLimit` bytes.
  public static func words(_ typed: [String], standardInput read: () -> Data) -> [String] {
    guard typed == ["-"] else { return typed }
    let text = String(decoding: read().prefix(standardInputLimit), as: UTF8.self)
    return text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
  }
}
