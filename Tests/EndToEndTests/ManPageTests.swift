import Foundation
import Testing

@Suite("The man page")
struct ManPageTests {
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/news.1")

  @Test(
    "docs/news.1 describes every command and option (regenerate with scripts/generate-man-page)")
  func complete() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    for command in [
      "search", "topic", "topics", "open", "show", "save", "unsave", "saved", "config",
    ] {
      #expect(text.contains(".It Em \(command)\n"), "\(command)")
    }
    for option in [
      "lang", "count", "page", "theme", "color", "json", "verbose", "no-store", "provider", "api",
      "timeout", "offline",
    ] {
      #expect(text.contains("Fl -\(option)"), "\(option)")
    }
  }
}
