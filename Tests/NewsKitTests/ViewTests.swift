import Foundation
import Localization
import NewsKit
import TestSupport
import Testing

/// A page of articles that exercises every part of the list: entities already decoded, Polish,
/// CJK and emoji, a long link, a date without a time, missing fields.
let sampleModel = NewsModel(
  articles: [
    Article(
      title: "SpaceX’s Starship SN8 flies to 12.5 km — and lands hard",
      summary:
        "SpaceX’s Starship prototype flew higher than any before it on Wednesday, flipped, and relit two engines for landing, but came down too fast and exploded on the pad in a ball of fire that Elon Musk called “awesome”.",
      published: Date(timeIntervalSince1970: 1_609_347_862), source: "reddit.com",
      link:
        "https://www.reddit.com/r/spacex/comments/kn2e5w/starship_sn8_high_altitude_flight_test/",
      author: "Jane Doe", language: "en", topic: "news"),
    Article(
      title: "Zażółć gęślą jaźń: Świątek wygrywa w Warszawie 🎾",
      summary: "Iga Świątek pokonała rywalkę 6:1, 6:2. 東京 i 🇵🇱 w jednym zdaniu.",
      published: Date(timeIntervalSince1970: 1_690_588_800), publishedHasTime: false,
      source: "sport.example.pl", link: "https://sport.example.pl/swiatek", language: "pl"),
    Article(summary: "An article the API sent without a title, date or source."),
  ],
  total: 10_000, page: 1)

@Suite("Rendering")
struct ViewTests {
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  func render(
    _ language: Language, _ theme: ThemeKind, color: Bool, width: Int = 72,
    model: NewsModel = sampleModel, heading: NewsListView.Heading = .search("SpaceX Starship")
  ) -> String {
    let context = RenderContext(
      language: language, theme: .forKind(theme), colorEnabled: color, width: width)
    return NewsListView(context: context).render(model, heading: heading)
  }

  @Test(
    "The list matches its snapshot in each language, theme and colour mode",
    arguments: Language.allCases, ThemeKind.allCases)
  func snapshots(language: Language, theme: ThemeKind) {
    for color in [true, false] {
      let name = "list-\(language.rawValue)-\(theme.rawValue)-\(color ? "color" : "plain")"
      let text = render(language, theme, color: color)
      #expect(Snapshot.mismatch(text, named: name, in: Self.snapshots) == nil)
    }
  }

  @Test("Colour off is the same text with no escape codes at all")
  func plainIsStrippedColor() {
    for language in Language.allCases {
      for theme in ThemeKind.allCases {
        let plain = render(language, theme, color: false)
        let colored = render(language, theme, color: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}["))
        #expect(Snapshot.stripEscapes(colored) == plain)
      }
    }
  }

  @Test("The themes differ in colour, not in text")
  func themesDiffer() {
    #expect(render(.en, .light, color: true) != render(.en, .dark, color: true))
    #expect(render(.en, .light, color: false) == render(.en, .dark, color: false))
  }

  @Test(
    "No line is wider than the terminal, at any width", arguments: [8, 12, 20, 33, 40, 57, 80, 133])
  func widths(width: Int) {
    for language in Language.allCases {
      let text = render(language, .dark, color: true, width: width)
      for line in Snapshot.stripEscapes(text).split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= width, "\(line)")
      }
    }
  }

  @Test("The heading counts in the reader's language")
  func heading() {
    let polish = render(.pl, .dark, color: false, heading: .topic(.world))
    #expect(polish.hasPrefix("Temat: Świat\nZnaleziono 10\u{A0}000 artykułów, pokazano 3\n"))
    var unknownTotal = sampleModel
    unknownTotal.total = nil
    unknownTotal.page = 2
    let english = render(.en, .dark, color: false, model: unknownTotal)
    #expect(english.hasPrefix("Search: “SpaceX Starship”\nShowing 3 articles · page 2\n"))
  }

  @Test("The summary is cut to three lines with an ellipsis")
  func summaryCut() throws {
    let text = render(.en, .dark, color: false, width: 40)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex { $0.contains("SpaceX’s Starship prototype") })
    #expect(lines[start + 2].hasSuffix("…"))
    #expect(lines[start + 3].hasPrefix("   https://"))
  }

  @Test("No matches says so and suggests what to try")
  func noMatches() {
    let empty = NewsModel(articles: [], total: 0, page: 1)
    #expect(
      render(.pl, .dark, color: false, model: empty, heading: .search("xyzzy"))
        == "Wyszukiwanie: „xyzzy”\nNie znaleziono artykułów.\nSpróbuj innych słów, innego tematu lub drugiego języka (--lang).\n"
    )
  }

  @Test("An escape sequence typed into the phrase does not reach the terminal")
  func phraseSanitized() {
    let text = render(.en, .dark, color: false, heading: .search("\u{1B}]0;x\u{07}evil"))
    #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
  }
}

@Suite("Rendering what the store adds")
struct StoreViewTests {
  @Test("Seen articles are dimmed when colour is on, and flagged in JSON")
  func seen() throws {
    var model = sampleModel
    model.articles[0].seen = true
    let context = RenderContext(language: .en, theme: .dark, colorEnabled: true, width: 80)
    let text = NewsListView(context: context).render(model, heading: .search("x"))
    #expect(text.contains("\u{1B}[2m1.\u{1B}[0m \u{1B}[2mSpaceX’s Starship"))
    #expect(text.contains("\u{1B}[1;93m2.\u{1B}[0m \u{1B}[1mZażółć"))
    let json = JSONView.render(model, heading: .search("x"), language: .en)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let articles = try #require(object["articles"] as? [[String: Any]])
    #expect(articles.map { $0["seen"] as? Bool } == [true, false, false])
    #expect(object["offline"] == nil)
  }

  @Test("Offline lists say so in JSON, with when they were fetched")
  func offlineJSON() throws {
    var model = sampleModel
    model.offlineSince = Date(timeIntervalSince1970: 1_609_347_862)
    let json = JSONView.render(model, heading: .topic(.sport), language: .pl)
    #expect(
      json.contains(
        "  \"total\": 10000,\n  \"hidden\": 0,\n  \"offline\": true,\n  \"fetched_at\": \"2020-12-30T17:04:22Z\",\n  \"articles\": ["
      ))
    let stored = JSONView.render(sampleModel, heading: .storedSearch("x"), language: .en)
    #expect(stored.contains("\"offline\": true,\n  \"fetched_at\": null,"))
    let saved = JSONView.render(sampleModel, heading: .saved, language: .en)
    #expect(saved.hasPrefix("{\n  \"kind\": \"saved\",\n  \"query\": null,\n  \"topic\": null,"))
  }

  @Test("Saved and stored lists have their own headings, and say when they are empty")
  func headings() {
    let context = RenderContext(language: .pl, theme: .light, colorEnabled: false, width: 80)
    let view = NewsListView(context: context)
    let empty = NewsModel(articles: [], total: nil, page: 1)
    #expect(
      view.render(empty, heading: .saved)
        == "Zapisane artykuły\nNie ma jeszcze zapisanych artykułów.\nZapisz artykuł z listy poleceniem news save N.\n"
    )
    #expect(
      view.render(empty, heading: .storedSearch("zolc"))
        == "Artykuły na tym komputerze: „zolc”\nŻaden artykuł na tym komputerze nie pasuje.\n")
  }
}

@Suite("Hyperlinks")
struct HyperlinkTests {
  @Test("Only terminals that announce OSC 8 support get links")
  func support() {
    #expect(TerminalDecisions.hyperlinksSupported(environment: ["VTE_VERSION": "7200"]))
    #expect(!TerminalDecisions.hyperlinksSupported(environment: ["VTE_VERSION": "4600"]))
    #expect(TerminalDecisions.hyperlinksSupported(environment: ["TERM_PROGRAM": "WezTerm"]))
    #expect(TerminalDecisions.hyperlinksSupported(environment: ["TERM": "xterm-kitty"]))
    #expect(TerminalDecisions.hyperlinksSupported(environment: ["WT_SESSION": "x"]))
    #expect(!TerminalDecisions.hyperlinksSupported(environment: ["TERM": "xterm-256color"]))
    #expect(
      !TerminalDecisions.hyperlinksSupported(environment: [
        "TERM": "screen", "TERM_PROGRAM": "tmux",
      ]))
  }

  @Test("Targets are http(s) only and percent-encoded")
  func targets() {
    #expect(
      Hyperlink.target("https://example.com/a b/ż?q=1") == "https://example.com/a%20b/%C5%BC?q=1")
    #expect(Hyperlink.target("javascript:alert(1)") == nil)
    #expect(Hyperlink.target("file:///etc/passwd") == nil)
    #expect(Hyperlink.target("HTTP://EXAMPLE.COM") == "HTTP://EXAMPLE.COM")
  }

  @Test("With hyperlinks the title is the link and the address line goes; without, it stays")
  func rendering() {
    var context = RenderContext(language: .en, theme: .dark, colorEnabled: true, width: 80)
    context.hyperlinks = true
    let linked = NewsListView(context: context).render(sampleModel, heading: .search("x"))
    #expect(
      linked.contains(
        "\u{1B}]8;;https://www.reddit.com/r/spacex/comments/kn2e5w/starship_sn8_high_altitude_flight_test/\u{1B}\\\u{1B}[1mSpaceX’s Starship"
      ))
    #expect(!linked.contains("   \u{1B}[4;94mhttps://www.reddit.com"))
    let plain = Snapshot.stripEscapes(linked)
    for line in plain.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 80) }
    #expect(!plain.contains("https://"))
    context.hyperlinks = false
    #expect(
      NewsListView(context: context).render(sampleModel, heading: .search("x")).contains(
        "https://www.reddit.com"))
  }

  @Test("Colour off means no hyperlinks, whatever the terminal")
  func colourOff() throws {
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(color: "never"), environment: [:])
    let environment = NewsEnvironment(
      send: { _ in HTTPResponse(status: 500) }, variables: ["TERM_PROGRAM": "WezTerm"])
    #expect(!RenderContext(settings: settings, environment: environment).hyperlinks)
    let always = try SettingsResolver.resolve(
      CommandLineOptions(color: "always"), environment: [:])
    #expect(RenderContext(settings: always, environment: environment).hyperlinks)
  }
}
