/// Gives elements of the feed vocabularies one name whatever prefix a document uses.
///
/// RSS 2.0 has no namespace, RSS 1.0 and Atom put their elements in one, and documents bind
/// any prefix they like (`<atom:feed>`, `<rss:rss>`, a default namespace). Elements of the core
/// vocabularies (RSS 0.9x/1.0/2.0, Atom 0.3/1.0) get their local name alone; the modules get a
/// fixed prefix (`dc:`, `dcterms:`, `content:`, `media:`, `rdf:`, `xml:`). A prefix bound to
/// another namespace keeps its own spelling; an undeclared prefix is read by its usual meaning.
struct FeedNamespaces {
  /// The canonical prefix ("" for the core vocabularies) of each namespace URI.
  static let known: [String: String] = [
    "http://www.w3.org/2005/atom": "",
    "http://purl.org/atom/ns#": "",
    "http://purl.org/rss/1.0/": "",
    "http://my.netscape.com/rdf/simple/0.9/": "",
    "http://backend.userland.com/rss2": "",
    "http://backend.userland.com/rss": "",
    "http://purl.org/net/rss1.1#": "",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf:",
    "http://purl.org/dc/elements/1.1/": "dc:",
    "http://purl.org/dc/terms/": "dcterms:",
    "http://purl.org/rss/1.0/modules/content/": "content:",
    "http://search.yahoo.com/mrss/": "media:",
    "http://search.yahoo.com/mrss": "media:",
    "http://www.w3.org/xml/1998/namespace": "xml:",
  ]
  /// What an undeclared prefix is taken to mean.
  static let usual: [String: String] = [
    "atom": "", "rss": "", "rdf": "rdf:", "dc": "dc:", "dcterms": "dcterms:",
    "content": "content:", "media": "media:", "xml": "xml:",
  ]

  /// The bindings in force for each prefix, innermost last: the canonical prefix, or nil for
  /// another namespace. A lookup is one step however many declarations are in force (20,000
  /// nested declarations once made every element search them all).
  private var bindings: [String: [String?]] = [:]
  /// Every binding in force, innermost last, with the depth of the element that made it.
  private var scopes: [(depth: Int, prefix: String)] = []
  /// Bindings made, undone and looked up: the work, for the parser's step count.
  private(set) var steps = 0

  /// Records the `xmlns` attributes of an element at `depth`.
  mutating func enter(depth: Int, attributes: [String: String]) {
    for (name, value) in attributes where name == "xmlns" || name.hasPrefix("xmlns:") {
      let prefix = name == "xmlns" ? "" : String(name.dropFirst(6))
      bindings[prefix, default: []].append(Self.known[value.lowercased()])
      scopes.append((depth, prefix))
      steps += 1
    }
  }

  /// Forgets the bindings made by elements at `depth` and deeper, as they close.
  mutating func leave(from depth: Int) {
    while let last = scopes.last, last.depth >= depth {
      scopes.removeLast()
      bindings[last.prefix]?.removeLast()
      steps += 1
    }
  }

  /// The binding in force for a prefix: nil when none is, `.some(nil)` for another namespace.
  private mutating func binding(_ prefix: String) -> String?? {
    steps += 1
    guard let stack = bindings[prefix], let innermost = stack.last else { return nil }
    return .some(innermost)
  }

  /// The canonical name of an element or attribute name as written (lower-cased).
  mutating func canonical(_ name: String) -> String {
    // The colon found in the bytes: `firstIndex(of:)` over Characters was 1.4 % of a first
    // refresh's instructions (every element and attribute of every item).
    guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else {
      // The default namespace: a known one means the core vocabulary, as does none.
      if case .some(.some(let canonical)) = binding("") { return canonical + name }
      return name
    }
    let prefix = String(name[..<colon])
    let local = String(name[name.index(after: colon)...])
    if case .some(let canonical) = binding(prefix) {
      return canonical.map { $0 + local } ?? name
    }
    return Self.usual[prefix].map { $0 + local } ?? name
  }
}
