import Foundation
import Localization
import Testing

/// docs/strings.md shows every text of the string tables in English and Polish side by side,
/// those that take a count at 1, 2, 5, 22 and 112, so the Polish can be read as a whole by
/// someone fluent. This test fails when the page and the tables part. Regenerate the page with
/// `NEWS_WRITE_STRINGS=1 swift test --filter StringsDocTests` (and the samples it is made of,
/// when a table gains a text, with scripts/generate-string-samples.py).
@Suite("docs/strings.md")
struct StringsDocTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/strings.md")

  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
  }

  static func render() -> String {
    var page = """
      # Every text, in English and Polish

      Generated from the string tables (`Localization/`) by
      `NEWS_WRITE_STRINGS=1 swift test --filter StringsDocTests`; do not edit by hand. Texts
      that take a count are shown at 1, 2, 5, 22 and 112 (every Polish plural form); X and Y
      stand for names and values. The error messages, grouped with what to do about them, are
      also in [troubleshooting.md](troubleshooting.md) and
      [troubleshooting.pl.md](troubleshooting.pl.md).

      | text | English | Polski |
      |---|---|---|

      """
    for (name, text) in stringSamples {
      let english = text(Language.en.strings, .en)
      let polish = text(Language.pl.strings, .pl)
      page += "| `\(name)` | \(cell(english)) | \(cell(polish)) |\n"
    }
    return page
  }

  @Test("The page holds every text of both tables, as the tables word them")
  func pageMatchesTables() throws {
    let expected = Self.render()
    if ProcessInfo.processInfo.environment["NEWS_WRITE_STRINGS"] == "1" {
      try expected.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let written = try String(contentsOf: Self.page, encoding: .utf8)
    #expect(
      written == expected, "regenerate: NEWS_WRITE_STRINGS=1 swift test --filter StringsDocTests")
  }

  @Test("The samples reach every part of the tables, plurals at every Polish form")
  func samplesAreThorough() throws {
    let names = stringSamples.map(\.0)
    for part in ["help.", "feeds.", "library.", "interactive.", "sync.", "screen.", "editions."] {
      #expect(names.contains { $0.hasPrefix(part) }, "nothing from \(part)")
    }
    let marked = try #require(stringSamples.first { $0.0 == "screen.markedRead(22)" })
    #expect(marked.1(Language.pl.strings, .pl) == "Oznaczono 22 artykuły jako przeczytane.")
    let articles = try #require(stringSamples.first { $0.0 == "articles(112)" })
    #expect(articles.1(Language.pl.strings, .pl) == "artykułów")
  }
}
