import Foundation
import Localization
import Testing

@testable import NewsKit

/// docs/troubleshooting.md lists every error message with what to do, as the string tables
/// word them; this test fails when the page and the tables part. Regenerate the page with
/// `NEWS_WRITE_TROUBLESHOOTING=1 swift test --filter TroubleshootingDocTests`.
@Suite("docs/troubleshooting.md")
struct TroubleshootingDocTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")
  /// The English page, and the same messages in Polish (for Polish readers, and to read the
  /// Polish table as a whole).
  static let pages: [(language: Language, file: String)] = [
    (.en, "troubleshooting.md"), (.pl, "troubleshooting.pl.md"),
  ]

  /// One example of every error, grouped by what it concerns (titles in English|Polish).
  static let sections: [(title: String, errors: [NewsError])] = [
    (
      "Commands and options (64)|Polecenia i opcje (64)",
      [
        .usage(
          .invalidValue(option: "--theme", value: "pink", allowed: ["auto", "light", "dark"])),
        .usage(.invalidCount("0")), .usage(.invalidPage("0")), .usage(.invalidTimeout("-1")),
        .usage(.emptyPhrase), .usage(.missingTopic),
        .usage(.unknownTopic("sprot", suggestion: .sport)), .usage(.invalidNumber("x")),
        .usage(.noLastList), .usage(.markReadWhich), .usage(.noSuchArticle(9, count: 5)),
        .usage(.noLink(2)), .usage(.noEnclosure(2)),
        .usage(.noSuchEnclosure(2, enclosure: 3, count: 2)),
        .usage(.storeDisabled), .usage(.invalidFeedURL("example")),
        .usage(.unknownFeed("tech")),
        .usage(.ambiguousFeed("news", matches: ["1 News A", "4 News B"])),
        .usage(.unreadableFile("subs.opml")), .usage(.invalidServer("rss.example")),
        .usage(.missingPassword), .usage(.invalidUser("ania")), .usage(.unknownEdition("9")),
        .usage(.noEditions), .requestRejected(status: 422, message: "invalid query"),
      ]
    ),
    (
      "The news service (Newscatcher, Google News)|Serwis z wiadomościami (Newscatcher, Google News)",
      [
        .missingAPIKey, .keyRejected(status: 401, api: .v3), .rateLimited(retryAfterSeconds: 30),
        .invalidKey(.environment), .invalidKey(.configFile("~/.config/news/config.toml")),
        .undecodable(.notJSON), .server(status: 503),
        .configuration(.endpointNotFound("https://api.example/search")),
      ]
    ),
    (
      "The network|Sieć",
      [
        .network(host: "api.example"), .timedOut(host: "api.example", seconds: 10, tries: 3),
        .httpUnavailable, .badAnswer(host: "api.example", .cutOff),
        .badAnswer(host: "api.example", .noAnswer), .badAnswer(host: "api.example", .untrusted),
        .badAnswer(host: "api.example", .notHTTP),
        .badAnswer(host: "api.example", .headerTooLarge),
        .badAnswer(host: "api.example", .redirectLoop),
        .redirectRefused(from: "https://api.example", to: "https://elsewhere.example"),
      ]
    ),
    (
      "Downloading enclosures (podcasts)|Pobieranie załączników (podcastów)",
      [
        .download(host: "cdn.example", .status(404)), .download(host: "cdn.example", .status(503)),
        .download(host: "cdn.example", .tooLarge(bytes: 5_000_000_000)),
        .download(host: "cdn.example", .unusableRange),
        .download(host: "cdn.example", .wholeOnly(limit: 8_388_608)),
        .fileNotWritable("~/Downloads/Podcast/ep1.mp3.part"),
      ]
    ),
    (
      "Feeds|Kanały",
      [
        .noFeedFound("https://example.com/page", status: nil),
        .noFeedFound("https://example.com/gone", status: 404),
        .feedTooLarge("https://example.com/huge.xml"),
        .notOPML("subs.opml"),
        .notARegularFile("/tmp/feeds.fifo"),
        .newsboatCacheBusy("/home/ania/.newsboat/cache.db"),
      ]
    ),
    (
      "Sync with a reader service|Synchronizacja z czytnikiem",
      [
        .syncRejected(server: "rss.example", kind: .freshRSS),
        .syncRejected(server: "rss.example", kind: .miniflux),
        .syncRejected(server: "rss.example", kind: .ttrss),
        .syncRejected(server: "rss.example", kind: .greader),
        .syncAPIDisabled(server: "rss.example"), .syncSignInAgain(server: "rss.example"),
        .syncNotSignedIn, .syncUndecodable(server: "rss.example", kind: .freshRSS),
        .syncUndecodable(server: "rss.example", kind: .miniflux),
        .syncUndecodable(server: "rss.example", kind: .ttrss),
        .syncUndecodable(server: "rss.example", kind: .greader),
        .syncBroken(server: "rss.example", .cutOff), .syncBroken(server: "rss.example", .noAnswer),
        .syncBroken(server: "rss.example", .untrusted),
        .syncBroken(server: "rss.example", .notHTTP),
        .syncBroken(server: "rss.example", .headerTooLarge),
        .syncBroken(server: "rss.example", .redirectLoop),
        .syncLimit(server: "rss.example", .repeatedContinuation, kept: 120),
        .syncLimit(server: "rss.example", .pages(100), kept: 120),
        .syncLimit(server: "rss.example", .items(100_000), kept: 120),
        .syncLimit(server: "rss.example", .time(600), kept: 120),
        .syncLimit(server: "rss.example", .answerTooLarge(megabytes: 8), kept: 120),
        .subscriptionRefused(
          url: "https://example.com/feed.xml", server: "rss.example", reason: "Feed not found"),
        .syncAccountNotWritable("~/.config/news/sync.toml"),
      ]
    ),
    (
      "Settings|Ustawienia",
      [
        .configuration(.invalidAPIVersion("v4")),
        .configuration(.invalidBaseURL("ftp://x", variable: "NEWSCATCHER_API_URL")),
        .configuration(
          .configFile(
            path: "~/.config/news/config.toml", error: ConfigFileError(line: 3, problem: .syntax))),
        .configuration(
          .configFile(
            path: "~/.config/news/config.toml",
            error: ConfigFileError(line: 4, problem: .unknownKey("them")))),
        .configuration(
          .configFile(
            path: "~/.config/news/config.toml",
            error: ConfigFileError(line: 5, problem: .invalidValue(key: "count")))),
        .configuration(.program(.browser, name: "w3m", status: nil)),
        .configuration(.program(.browser, name: "firefox", status: 1)),
        .configuration(.program(.bookmark, name: "bookmark.sh", status: 2)),
        .configuration(.program(.macro, name: "mpv", status: nil)),
        .configuration(.noBookmarkCommand), .configuration(.noPlayer),
        .configuration(.program(.player, name: "mpv", status: 2)),
        .feedCommand("exec:~/bin/make-feed.sh", failure: "command:3"),
      ]
    ),
    (
      "The article store and the output|Baza artykułów i wyjście",
      [
        .storeUnavailable("~/.local/share/news/news.sqlite"), .homeNotSet,
        .storeBusy("~/.local/share/news/news.sqlite"),
        .storeKeptBusy("~/.local/share/news/news.sqlite"),
        .storeFailed("~/.local/share/news/news.sqlite"),
        .storeNotWritable("~/.local/share/news/news.sqlite", diskFull: true),
        .storeNotWritable("~/.local/share/news/news.sqlite", diskFull: false),
        .outputNotWritable(diskFull: true), .outputNotWritable(diskFull: false),
      ]
    ),
  ]

  /// A page from one language's table.
  static func render(_ language: Language) -> String {
    let english = language == .en
    var lines =
      english
      ? [
        "# Troubleshooting",
        "",
        "Every message `news` prints on stderr when something goes wrong, with what to do and the",
        "exit code. Messages come in your language (`--lang pl` gives them in Polish:",
        "[troubleshooting.pl.md](troubleshooting.pl.md)); the examples here use made-up addresses.",
        "`--verbose` shows every request and answer, with secrets masked. `news doctor` checks",
        "libcurl, the store, the settings, the key, sync and the terminal in one go",
        "([installation.md](installation.md)).",
      ]
      : [
        "# Rozwiązywanie problemów",
        "",
        "Każdy komunikat, który `news` wypisuje na stderr, gdy coś pójdzie nie tak, z tym, co",
        "zrobić, i kodem wyjścia. Adresy w przykładach są zmyślone. `--verbose` pokazuje każde",
        "zapytanie i odpowiedź, z ukrytymi sekretami. `news doctor --lang pl` sprawdza naraz libcurl,",
        "bazę, ustawienia, klucz, synchronizację i terminal. English: [troubleshooting.md](troubleshooting.md).",
      ]
    lines += [
      "",
      "This page is generated from the string tables: `NEWS_WRITE_TROUBLESHOOTING=1 swift test",
      "--filter TroubleshootingDocTests`.",
    ]
    let heads = english ? "| message | what to do | exit |" : "| komunikat | co zrobić | kod |"
    for section in sections {
      let titles = section.title.split(separator: "|").map(String.init)
      lines += ["", "## " + (english ? titles[0] : titles[1]), "", heads, "|---|---|---|"]
      for error in section.errors {
        let text = ErrorView.text(error, strings: language.strings)
        lines.append("| \(cell(text.what)) | \(cell(text.fix)) | \(error.exitCode) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  @Test("The pages list every message of the tables, word for word, with its exit code")
  func pageMatchesTables() throws {
    for (language, file) in Self.pages {
      let expected = Self.render(language)
      let url = Self.docs.appendingPathComponent(file)
      if ProcessInfo.processInfo.environment["NEWS_WRITE_TROUBLESHOOTING"] == "1" {
        try expected.write(to: url, atomically: true, encoding: .utf8)
      }
      let page = try String(contentsOf: url, encoding: .utf8)
      #expect(
        page == expected,
        "\(file): regenerate with NEWS_WRITE_TROUBLESHOOTING=1 swift test --filter TroubleshootingDocTests"
      )
    }
    #expect(Self.sections.flatMap(\.errors).count >= 70)
  }

  @Test("No message reads 'news: news …' and every one ends its sentence, in both languages")
  func messagesReadWell() {
    for language in Language.allCases {
      for error in Self.sections.flatMap(\.errors) {
        let rendered = ErrorView.render(error, strings: language.strings)
        #expect(!rendered.hasPrefix("news: news"), "\(rendered)")
        let text = ErrorView.text(error, strings: language.strings)
        #expect(!text.what.isEmpty && !text.fix.isEmpty, "\(error)")
      }
    }
  }
}
