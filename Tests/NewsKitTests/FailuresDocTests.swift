import Foundation
import Localization
import Testing

@testable import NewsKit

/// docs/failures.md ends with one table: each failure, its exit code and the message it gives,
/// made from the errors themselves, so a row cannot say one thing while `news` says another.
/// Regenerate it with `NEWS_WRITE_FAILURES=1 swift test --filter FailuresDocTests`.
@Suite("docs/failures.md: every failure, its message and exit code")
struct FailuresDocTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/failures.md")
  static let heading = "## Every failure, its message and exit code"

  static let api = "api.example.com"
  static let feed = "https://ann:pw@feeds.example.com/rss"

  /// The failures, each as a user meets it.
  static let rows: [(String, NewsError)] = [
    ("No API key is set", .missingAPIKey),
    ("The API refuses the key (401, 403)", .keyRejected(status: 401, api: .v3)),
    ("The API limits the rate (429), asking to wait 30 s", .rateLimited(retryAfterSeconds: 30)),
    ("No answer within `--timeout`, three tries", .timedOut(host: api, seconds: 10, tries: 3)),
    ("The connection cannot be made", .network(host: api)),
    ("The API fails (5xx)", .server(status: 502)),
    ("The API refuses the request (another 4xx)", .requestRejected(status: 400, message: nil)),
    ("The answer is not JSON news can read", .undecodable(.notJSON)),
    ("The answer is over 8 MiB", .undecodable(.tooLarge)),
    ("The answer is cut off", .badAnswer(host: api, .cutOff)),
    ("The answer is not HTTP", .badAnswer(host: api, .notHTTP)),
    ("The connection closes before any answer", .badAnswer(host: api, .noAnswer)),
    (
      "The server's certificate cannot be verified (no trusted CA signed it, it has expired, or it"
        + " names another host)", .badAnswer(host: api, .untrusted)
    ),
    ("The answer's headers are over 64 KiB", .badAnswer(host: api, .headerTooLarge)),
    ("More than five redirects", .badAnswer(host: api, .redirectLoop)),
    ("A redirect with no usable `Location`", .badAnswer(host: api, .unusableRedirect(status: 302))),
    (
      "A request with a credential redirected to another origin",
      .redirectRefused(from: "https://" + api, to: "https://other.example")
    ),
    ("A feed address that is not a feed and names none", .noFeedFound(feed, status: 404)),
    ("A feed over 8 MiB", .feedTooLarge(feed)),
    ("A feed's server fails (5xx)", .feed(address: feed, .server(status: 503))),
    (
      "A feed's server cannot be reached", .feed(address: feed, .network(host: "feeds.example.com"))
    ),
    (
      "A feed redirects more than five times",
      .feed(address: feed, .badAnswer(host: "feeds.example.com", .redirectLoop))
    ),
    (
      "A feed redirects with no usable `Location`",
      .feed(address: feed, .badAnswer(host: "feeds.example.com", .unusableRedirect(status: 301)))
    ),
    (
      "A feed's answer is cut off",
      .feed(address: feed, .badAnswer(host: "feeds.example.com", .cutOff))
    ),
    (
      "A feed's server limits the rate (429)",
      .feed(address: feed, .rateLimited(retryAfterSeconds: nil))
    ),
    ("Another `news` holds the store locked", .storeBusy("~/.local/share/news/news.sqlite")),
    ("The disk is full", .storeNotWritable("~/.local/share/news/news.sqlite", diskFull: true)),
    ("Standard output cannot be written", .outputNotWritable(diskFull: false)),
    (
      "The sync server refuses the user or password",
      .syncRejected(server: "https://rss.example", kind: .freshRSS)
    ),
    ("A sync command with no account", .syncNotSignedIn),
    ("`--count` out of 1…100", .usage(.invalidCount("0"))),
  ]

  static func render() -> String {
    var table = """
      \(heading)

      Made from the errors themselves by `NEWS_WRITE_FAILURES=1 swift test --filter
      FailuresDocTests`; do not edit by hand. A feed's password is shown as `***`; every message
      in Polish too: [troubleshooting.pl.md](troubleshooting.pl.md).

      | failure | exit | message |
      |---|---:|---|

      """
    for (failure, error) in rows {
      let text = ErrorView.text(error, strings: .english)
      let message = (text.what + " " + text.fix).replacingOccurrences(of: "|", with: "\\|")
        .replacingOccurrences(of: "\n", with: " ")
      table += "| \(failure) | \(error.exitCode) | \(message) |\n"
    }
    return table
  }

  @Test("The table at the end of the page is what the errors say, row by row")
  func tableMatchesErrors() throws {
    let written = try String(contentsOf: Self.page, encoding: .utf8)
    let start = written.range(of: Self.heading)?.lowerBound ?? written.endIndex
    let expected = String(written[..<start]) + Self.render()
    if ProcessInfo.processInfo.environment["NEWS_WRITE_FAILURES"] == "1" {
      try expected.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let current = try String(contentsOf: Self.page, encoding: .utf8)
    let table = current[(current.range(of: Self.heading)?.lowerBound ?? current.endIndex)...]
    let lines = table.split(separator: "\n").map(String.init)
    let wanted = Self.render().split(separator: "\n").map(String.init)
    #expect(lines.count == wanted.count, "regenerate: NEWS_WRITE_FAILURES=1")
    for (line, row) in zip(lines, wanted) { #expect(line == row) }
  }

  @Test("A server's fault is never a usage error (64); no feed's message names the API's variables")
  func culprits() {
    // 64 is for what the user typed: an option, or a request the API refuses as asked (4xx).
    let typed = ["`--count` out of 1…100", "The API refuses the request (another 4xx)"]
    for (failure, error) in Self.rows where !typed.contains(failure) {
      #expect(error.exitCode != 64, "\(failure)")
    }
    for (failure, error) in Self.rows where failure.hasPrefix("A feed") {
      for language in [Language.en, .pl] {
        let text = ErrorView.text(error, strings: language.strings)
        #expect(!(text.what + text.fix).contains("NEWSCATCHER"), "\(failure)")
        #expect(!(text.what + text.fix).contains(":pw@"), "\(failure)")
        #expect((text.what + text.fix).contains("ann:***@feeds.example.com/rss"), "\(failure)")
      }
    }
  }
}
