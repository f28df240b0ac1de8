import Foundation
import Localization
import Testing

@testable import NewsKit

@Suite("Editions in the full-screen reader")
struct EditionScreenTests {
  let renderer = ScreenRenderer(
    theme: .dark, timeZone: .utc, now: Date(timeIntervalSince1970: 1_795_000_000))

  func edition() -> EditionSummary {
    EditionSummary(
      id: 4, created: Date(timeIntervalSince1970: 1_795_000_000),
      recipe: EditionRecipe(topics: [.tech], feeds: false, perTopic: 10, language: "en"),
      articles: 1, done: 1, withoutText: 0, bytes: 100, read: 0, state: .complete)
  }

  @Test("The edition heads the list; Enter shows the full text, scrolled with j; l rewords it all")
  func detail() {
    var article = Article(title: "Rivers", summary: "Short summary.", link: "https://x.example/r")
    article.fullText =
      (1...12).map { "Paragraph \($0) of the article's own text." }.joined(separator: "\n\n")
      + "\n\n> The quoted words of someone who said something rather long about rivers."
    article.fullTextStatus = .text
    var reader = ReaderState(language: .en, columns: 50, rows: 16)
    let effects = reader.fetch(.edition(edition()), page: 1)
    guard case .fetch(let request, _) = effects.last else {
      Issue.record("no request")
      return
    }
    _ = reader.apply(
      .listed(
        id: request.id, .success(Listing(model: NewsModel(articles: [article], total: 1, page: 1))))
    )
    #expect(renderer.render(reader).text.hasPrefix("Edition 4: Technology · 18 Nov\n"))
    _ = reader.apply(.key(.enter))
    let top = renderer.render(reader).text
    #expect(top.contains("Full text") && top.contains("Paragraph 1 of the article's own text."))
    for _ in 0..<30 { _ = reader.apply(.key(.character("j"))) }
    let bottom = renderer.render(reader).text
    #expect(bottom.contains("│ The quoted words of someone who said something"))
    #expect(bottom.contains(" │ rather long about rivers."))
    _ = reader.apply(.key(.character("l")))
    let polish = renderer.render(reader).text
    #expect(polish.hasPrefix("Wydanie 4: Technologia · 18 lis\n"))
  }

  @Test("A page that failed says why the summary stands alone, in the reader's language")
  func failedPage() {
    var article = Article(title: "Paywalled", summary: "Only this.")
    article.fullTextStatus = .unavailable
    var reader = ReaderState(language: .pl, columns: 70, rows: 16)
    let effects = reader.fetch(.edition(edition()), page: 1)
    guard case .fetch(let request, _) = effects.last else {
      Issue.record("no request was made: \(effects)")
      return
    }
    _ = reader.apply(
      .listed(
        id: request.id, .success(Listing(model: NewsModel(articles: [article], total: 1, page: 1))))
    )
    _ = reader.apply(.key(.enter))
    #expect(renderer.render(reader).text.contains("Nie udało się pobrać strony artykułu"))
  }
}

@Suite("Edition settings in the configuration file")
struct EditionConfigTests {
  @Test(
    "edition.topics as a string or an array, by id or Polish name; keep and max_mb; bad values name their line"
  )
  func keys() throws {
    let file = try ConfigFile.parse(
      """
      edition.topics = ["sport", "Świat"]
      edition.keep = 5
      edition.max_mb = 50
      """)
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(), environment: [:], config: file)
    #expect(settings.edition.topics == [.sport, .world])
    #expect(settings.edition.keep == 5 && settings.edition.maxBytes == 50 * 1_048_576)
    let plain = try ConfigFile.parse("edition.topics = \"tech, biznes\"")
    #expect(
      try SettingsResolver.resolve(CommandLineOptions(), environment: [:], config: plain)
        .edition.topics == [.tech, .business])
    let defaults = try SettingsResolver.resolve(CommandLineOptions(), environment: [:])
    #expect(defaults.edition.topics == nil && defaults.edition.keep == 30)
    let problems: [(String, ConfigFileError)] = [
      (
        "edition.topics = [\"sport\", \"cooking\"]",
        ConfigFileError(line: 1, problem: .unknownItem(key: "edition.topics", item: "cooking"))
      ),
      ("\nedition.keep = 0", ConfigFileError(line: 2, problem: .invalidValue(key: "edition.keep"))),
      (
        "edition.max_mb = \"lots\"",
        ConfigFileError(line: 1, problem: .wrongType(key: "edition.max_mb", written: .text))
      ),
      (
        "edition.topics = []",
        ConfigFileError(line: 1, problem: .invalidValue(key: "edition.topics"))
      ),
    ]
    for (text, expected) in problems {
      #expect(throws: expected) { try ConfigFile.parse(text) }
    }
  }
}
