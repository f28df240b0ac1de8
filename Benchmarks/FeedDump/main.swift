// Prints, for each feed file named on the command line, what news's parser reads from it, as
// one JSON object a line: {"file", "error", "items": [{"title", "link", "published"}]}.
// bench/feed-agreement compares this with feedparser over feedparser's own test corpus.
import Foundation
import NewsKit

for path in CommandLine.arguments.dropFirst() {
  var object: [String: Any] = ["file": path]
  let url = URL(fileURLWithPath: path)
  do {
    let data = try Data(contentsOf: url)
    let feed = try FeedParser.parse(data, url: URL(string: "http://example.org/feed.xml")!)
    object["items"] = feed.items.map { item -> [String: Any] in
      [
        "title": item.title?.cleaned ?? NSNull(),
        "link": item.link ?? NSNull(),
        "published": item.published.map(JSONView.iso8601) ?? NSNull(),
      ]
    }
  } catch {
    object["error"] = "\(error)"
  }
  let line = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  FileHandle.standardOutput.write(line + Data("\n".utf8))
}
