import Foundation

/// Finds the feeds a web page announces: `<link rel="alternate">` with an RSS, Atom or JSON Feed
/// type in its head, resolved against the page's address (or its `<base href>`), in the order
/// they appear.
enum FeedDiscovery {
  static let feedTypes: Set<String> = [
    "application/rss+xml", "application/atom+xml", "application/feed+json",
    "application/json", "application/rdf+xml", "text/xml", "application/xml",
  ]

  static func feeds(in html: Data, pageURL: URL) -> [URL] {
    var tokenizer = XMLTokenizer(FeedEncoding.utf8(html))
    var base = pageURL
    var found: [URL] = []
    while let token = tokenizer.next() {
      switch token {
      case .start(let name, let attributes, _):
        if name == "body" { return found }
        if name == "base", let href = attributes["href"],
          let url = URL(string: href, relativeTo: base)
        {
          base = url.absoluteURL
        }
        guard name == "link",
          let rel = attributes["rel"]?.lowercased().split(separator: " "),
          rel.contains("alternate"),
          let type = attributes["type"]?.lowercased().trimmingCharacters(in: .whitespaces),
          feedTypes.contains(type), let href = attributes["href"],
          let url = URL(string: href.trimmingCharacters(in: .whitespaces), relativeTo: base)?
            .absoluteURL, !found.contains(url)
        else { continue }
        found.append(url)
      case .end(let name):
        if name == "head" { return found }
      case .text:
        break
      }
    }
    return found
  }
}
