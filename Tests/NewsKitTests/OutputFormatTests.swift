import Foundation
import Localization
import NewsKit
import TestSupport
import Testing

@Suite("JSON, topics and errors")
struct OutputFormatTests {
  @Test("JSON follows the contract: keys in order, ISO dates, nulls for missing fields")
  func json() throws {
    let text = JSONView.render(sampleModel, heading: .search("SpaceX"), language: .en)
    #expect(
      text.hasPrefix(
        "{\n  \"kind\": \"search\",\n  \"query\": \"SpaceX\",\n  \"topic\": null,\n  \"lang\": \"en\",\n  \"page\": 1,\n  \"total\": 10000,\n  \"hidden\": 0,\n  \"articles\": ["
      ))
    #expect(!text.contains("\u{1B}"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let articles = try #require(object["articles"] as? [[String: Any]])
    #expect(articles.count == 3)
    #expect(articles[0]["published"] as? String == "2020-12-30T17:04:22Z")
    #expect(
      articles[0]["title"] as? String == "SpaceX’s Starship SN8 flies to 12.5 km — and lands hard")
    #expect(articles[2]["title"] is NSNull && articles[2]["published"] is NSNull)
    // New is the opposite of seen: an article no list has shown.
    #expect(articles.allSatisfy { ($0["new"] as? Bool) == !(($0["seen"] as? Bool) ?? true) })
    #expect(
      Set(articles[2].keys) == [
        "title", "summary", "published", "source", "link", "author", "language", "topic", "seen",
        "new", "read", "other_sources", "feed", "saved_at", "google_link", "enclosures", "image",
        "text",
        "text_status",
        "reading_minutes", "blocks", "story",
      ])
    #expect(articles[2]["story"] is NSNull && articles[2]["image"] is NSNull)
  }

  @Test("A topic list names the topic id; no matches is an empty array")
  func jsonTopicEmpty() throws {
    let text = JSONView.render(
      NewsModel(articles: [], total: nil, page: 1), heading: .topic(.economy), language: .pl)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "topic" && object["topic"] as? String == "economy")
    #expect(
      object["query"] is NSNull && object["total"] is NSNull && object["lang"] as? String == "pl")
    #expect((object["articles"] as? [Any])?.isEmpty == true)
    #expect(text.contains("\"articles\": []"))
  }

  @Test("JSON strings escape what must be escaped")
  func jsonEscaping() throws {
    let value = JSONValue.string("quote \" backslash \\ newline \n tab \t bell \u{07} ż 🚀")
    #expect(value.rendered() == #""quote \" backslash \\ newline \n tab \t bell \u0007 ż 🚀""#)
  }

  @Test("Topics list ids and localized names; the v3 note appears only for v3")
  func topics() {
    let context = RenderContext(language: .pl, theme: .dark, colorEnabled: false, width: 80)
    let v3 = TopicsView(context: context).render(api: .v3)
    #expect(v3.hasPrefix("Tematy\n  news           Wiadomości\n"))
    #expect(v3.contains("  world *        Świat\n"))
    #expect(v3.contains("API v3 nie ma tematu „świat”"))
    let v2 = TopicsView(context: context).render(api: .v2)
    #expect(v2.contains("  world          Świat\n") && !v2.contains("*"))
    for topic in Topic.allCases { #expect(v2.contains(topic.rawValue)) }
    let json = TopicsView.renderJSON(language: .en)
    #expect(json.contains("\"id\": \"economy\",\n      \"name\": \"Economy\""))
  }

  @Test("Errors are two localized lines with the contract's exit codes")
  func errors() {
    let cases: [(NewsError, Int32, String)] = [
      (.usage(.emptyPhrase), 64, "news: Fraza wyszukiwania jest pusta.\n"),
      (.undecodable(.notJSON), 65, "news: Serwis przysłał odpowiedź"),
      (.network(host: "example.com"), 69, "news: Nie udało się połączyć z example.com.\n"),
      (
        .timedOut(host: "api.example", seconds: 10, tries: 3), 69,
        "news: Serwer api.example nie odpowiedział w ciągu 10 sekund (3 próby).\n"
      ),
      (.server(status: 503), 69, "news: Serwer serwisu z wiadomościami zwrócił błąd (HTTP 503).\n"),
      (.rateLimited(retryAfterSeconds: 22), 75, "news: Przekroczono limit"),
      (.keyRejected(status: 401, api: .v3), 77, "news: Serwis odrzucił klucz API (HTTP 401).\n"),
      (.missingAPIKey, 78, "news: Nie ustawiono klucza API Newscatcher.\nUstaw go w środowisku"),
      (
        .configuration(.invalidAPIVersion("v9")), 78,
        "news: NEWSCATCHER_API_VERSION ma wartość „v9”"
      ),
    ]
    for (error, code, start) in cases {
      #expect(error.exitCode == code)
      let text = ErrorView.render(error, strings: .polish)
      #expect(text.hasPrefix(start), "\(text)")
      #expect(text.split(separator: "\n").count == 2)
    }
    let rate = ErrorView.render(.rateLimited(retryAfterSeconds: 22), strings: .polish)
    #expect(rate.hasSuffix("Spróbuj ponownie za 22 sekundy.\n"))
  }

  @Test("What the user typed is sanitised before it is echoed in an error")
  func errorSanitized() {
    let text = ErrorView.render(
      .usage(.unknownTopic("\u{1B}[2Jx", suggestion: nil)), strings: .english)
    #expect(text.hasPrefix("news: Unknown topic “x”.\nTopics: news, sport,"))
  }
}

@Suite("argument-parser's messages")
struct ParserMessageTests {
  @Test(
    "The common ones are translated; others pass through",
    arguments: [
      ("Unknown option '--bogus'", "Nieznana opcja „--bogus”."),
      (
        "Unknown option '--jsn'. Did you mean '--json'?",
        "Nieznana opcja „--jsn”. Czy chodziło o „--json”?"
      ),
      ("Missing value for '-l, --lang <pl|en>'", "Opcja „--lang” wymaga wartości."),
      ("Missing value for '--page <n>'", "Opcja „--page” wymaga wartości."),
      ("Unexpected argument 'extra'", "Zbędny argument „extra”."),
      ("Missing expected argument '<topic>'", "Brak argumentu „<topic>”."),
      ("Something new in a later version", "Something new in a later version"),
    ])
  func polish(message: String, expected: String) {
    #expect(ParserMessage.localize(message, strings: .polish) == expected)
  }

  @Test("Typed escape sequences are removed from the message")
  func sanitised() {
    let message = ParserMessage.localize("Unknown option '-\u{1B}[2Jx'", strings: .polish)
    #expect(message == "Nieznana opcja „-x”.")
  }

  @Test("English reads the same way")
  func english() {
    #expect(
      ParserMessage.localize("Unknown option '--bogus'", strings: .english)
        == "Unknown option “--bogus”.")
  }
}

extension ParserMessageTests {
  @Test("Every message read as its parts, and one almost like them passes through")
  func everyShape() {
    let errors = StringTable.english.errors
    let read = { ParserMessage.localize($0, strings: .english) }
    #expect(read("2 unexpected arguments: 'a', 'b'") == errors.unexpectedArgument("a b"))
    #expect(
      read("The option '--json' does not take any value, but 'x' was specified.")
        == errors.flagTakesNoValue("--json"))
    #expect(read("Unknown option 'it's'") == errors.unknownOption("it's", nil))
    #expect(read("Missing value for '--count <n>'") == errors.missingValue("--count"))
    for passing in [
      "Unknown option ''", "x unexpected arguments: a", "Missing value for '--a b'",
      "The option '' does not take any value",
    ] {
      #expect(read(passing) == passing, "\(passing)")
    }
  }
}
