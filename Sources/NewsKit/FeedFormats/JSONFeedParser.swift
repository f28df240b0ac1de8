import Foundation

/// Reads JSON Feed 1.0 and 1.1 (jsonfeed.org) into the same `Feed` as RSS and Atom.
///
/// Lenient as the XML parser is: unknown keys are ignored, strings where numbers belong and
/// the 1.0 `author` beside 1.1's `authors` are both read; a document without `version` naming
/// jsonfeed.org, or without `items`, is not a JSON Feed.
enum JSONFeedParser {
  static func parse(_ data: Data, url: URL) throws -> Feed {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let version = object["version"] as? String, version.contains("jsonfeed.org"),
      let items = object["items"] as? [Any]
    else { throw FeedError.notAFeed }
    var feed = Feed(
      title: (object["title"] as? String).map { FeedText($0, isHTML: false) },
      link: (object["home_page_url"] as? String).flatMap { resolve($0, url) }, items: [])
    for case let entry as [String: Any] in items {
      var item = FeedItem()
      item.id = (entry["id"] as? String) ?? (entry["id"] as? NSNumber)?.stringValue
      item.title = (entry["title"] as? String).map { FeedText($0, isHTML: false) }
      item.link = ((entry["url"] as? String) ?? (entry["external_url"] as? String))
        .flatMap { resolve($0, url) }
      for key in ["image", "banner_image"] {
        if let address = (entry[key] as? String).flatMap({ resolve($0, url) }),
          FeedReader.webAddress(address, resolve: { $0 }) != nil
        {
          item.images.add(address, width: nil)
        }
      }
      if let summary = entry["summary"] as? String {
        item.summary = FeedText(summary, isHTML: false)
      }
      if let html = entry["content_html"] as? String {
        item.content = FeedText(html, isHTML: true)
      } else if let text = entry["content_text"] as? String {
        item.content = FeedText(text, isHTML: false)
      }
      let date = (entry["date_published"] as? String) ?? (entry["date_modified"] as? String)
      if let parsed = date.flatMap(FeedDate.parse) {
        item.published = parsed.date
        item.publishedHasTime = parsed.hasTime
      }
      let authors =
        (entry["authors"] as? [[String: Any]])
        ?? [entry["author"] as? [String: Any]]
        .compactMap { $0 }
      let names = authors.compactMap { $0["name"] as? String }
      item.author = names.isEmpty ? nil : names.joined(separator: ", ")
      guard item.title != nil || item.link != nil || item.content != nil else { continue }
      feed.items.append(item)
    }
    return feed
  }

  static func resolve(_ link: String, _ base: URL) -> String? {
    URL(string: link.trimmingCharacters(in: .whitespaces), relativeTo: base)?.absoluteString
  }
}
