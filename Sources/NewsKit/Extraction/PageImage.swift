import Foundation

/// The picture a page announces for itself: `og:image` (or its `secure_url`), else
/// `twitter:image`, resolved against the page's address; only http(s).
enum PageImage {
  /// The meta names read, best first.
  static let names = [
    "og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src",
  ]

  /// The picture's address; nil when the page names none that is a web address.
  static func address(in document: HTMLDocument, base: URL?) -> String? {
    var found: [String: String] = [:]
    for node in document.nodes where node.name == "meta" {
      guard let name = (node.attributes["property"] ?? node.attributes["name"])?.lowercased(),
        names.contains(name), found[name] == nil,
        let content = node.attributes["content"]?.trimmingCharacters(in: .whitespacesAndNewlines),
        !content.isEmpty
      else { continue }
      found[name] = content
    }
    for name in names {
      guard let written = found[name] else { continue }
      let resolved = URL(string: written, relativeTo: base)?.absoluteString ?? written
      if let web = LinkPolicy.web(resolved), web.utf8.count <= StoreBounds.address { return web }
    }
    return nil
  }
}
