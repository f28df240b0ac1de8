import Foundation

/// The state of one pass over a feed document: the open elements, the entry being read and
/// what it has collected so far.
struct FeedReader {
  /// An open element: its name as written (to match its end tag), its canonical name, and the
  /// base address in force inside it, with that address's length in bytes.
  struct Frame {
    let written: String
    let name: String
    let base: URL
    let baseLength: Int
  }

  /// What an entry has collected, before the choices between alternatives are made.
  struct Draft {
    var item = FeedItem()
    var rssLink: String?
    var htmlAlternate: String?
    var anyAlternate: String?
    /// The guids or ids that may be the entry's link, with the base each stood under: resolved
    /// only when the entry has no link of its own (resolving every item's guid through `URL`
    /// was 1.7 % of a first refresh's instructions).
    var permalinkGuids: [(value: String, base: URL)] = []
    var fallbackTitle: FeedText?
    var dcTitle: FeedText?
    var updated: (date: Date, hasTime: Bool)?
    /// The rank of the element each date came from (lower wins; the same rank later wins).
    var publishedRank = Int.max
    var updatedRank = Int.max

    /// The first guid that resolves to a web address.
    var permalinkGuid: String? {
      for guid in permalinkGuids {
        if let link = FeedReader.resolve(guid.value, guid.base),
          link.lowercased().hasPrefix("http://") || link.lowercased().hasPrefix("https://")
        {
          return link
        }
      }
      return nil
    }

    /// The entry, with its link and title chosen.
    func finished() -> FeedItem {
      var item = item
      item.link = rssLink ?? htmlAlternate ?? anyAlternate ?? permalinkGuid
      if item.title?.value.isEmpty ?? true { item.title = dcTitle ?? fallbackTitle }
      if item.published == nil, let updated {
        item.published = updated.date
        item.publishedHasTime = updated.hasTime
      }
      return item
    }
  }

  let documentURL: URL
  var feed = Feed(title: nil, link: nil, items: [])
  var sawRoot = false
  var isAtom = false
  var steps = 0
  private var stack: [Frame] = []
  /// How many open elements have each written name, so an end tag that matches nothing is
  /// dismissed at once instead of searching the stack.
  private var openCount: [String: Int] = [:]
  private var namespaces = FeedNamespaces()
  private var draft: Draft?
  /// The stack depth of the open entry element.
  private var entryDepth = 0

  init(url: URL) {
    documentURL = url
  }

  /// The work of namespace lookups, for the step count.
  var namespaceSteps: Int { namespaces.steps }

  /// Whether elements are still open (the document ended before closing them).
  var isOpen: Bool { !stack.isEmpty }

  mutating func start(
    _ written: String, _ attributes: [String: String], selfClosing: Bool,
    tokenizer: inout XMLTokenizer
  ) throws {
    let depth = stack.count
    namespaces.enter(depth: depth, attributes: attributes)
    let name = namespaces.canonical(written)
    let (base, baseLength) = Self.base(
      attributes, parent: stack.last.map { ($0.base, $0.baseLength) } ?? documentBase,
      steps: &steps)
    if !sawRoot {
      let local = name.split(separator: ":").last.map(String.init) ?? name
      guard FeedParser.rootNames.contains(name) || ["rss", "rdf", "feed"].contains(local) else {
        throw FeedError.notAFeed
      }
      sawRoot = true
      isAtom = local == "feed"
    }
    // A file the entry carries, whether its element closes itself or not.
    if draft != nil, depth == entryDepth + 1,
      let enclosure = Self.enclosure(name, attributes, resolve: { resolve($0, base) }),
      draft?.item.enclosures.count ?? 0 < Enclosure.maximum,
      !(draft?.item.enclosures.contains(enclosure) ?? true)
    {
      draft?.item.enclosures.append(enclosure)
    }
    // Its pictures, inside a Media RSS group too.
    if draft != nil, depth > entryDepth, depth <= entryDepth + 2,
      let image = Self.image(name, attributes, resolve: { resolve($0, base) })
    {
      draft?.item.images.add(image.url, width: image.width)
    }
    if draft == nil, name == "item" || name == "entry" {
      draft = Draft()
      entryDepth = depth
      // CDF (and feedparser) take an item's `href` attribute as its link.
      if let href = attributes["href"], let link = resolve(href, base) { draft?.rssLink = link }
    } else if FeedParser.textElements.contains(name) || Self.isDate(name), !selfClosing,
      read(name, attributes, depth: depth, base: base, tokenizer: &tokenizer)
    {
      namespaces.leave(from: depth)
      return
    } else if selfClosing || (name == "link" && attributes["href"] != nil) {
      take(name, attributes, depth: depth, base: base, text: nil)
    }
    if selfClosing {
      namespaces.leave(from: depth)
    } else {
      stack.append(Frame(written: written, name: name, base: base, baseLength: baseLength))
      openCount[written, default: 0] += 1
    }
  }

  mutating func end(_ written: String) {
    guard openCount[written, default: 0] > 0 else { return }
    while let frame = stack.popLast() {
      steps += 1
      openCount[frame.written, default: 1] -= 1
      namespaces.leave(from: stack.count)
      if let open = draft, stack.count == entryDepth {
        feed.items.append(open.finished())
        draft = nil
      }
      if frame.written == written { return }
    }
  }

  /// Reads the content of a text element this reader wants; false when the element is not
  /// wanted here (then its children are tokenized as usual).
  private mutating func read(
    _ name: String, _ attributes: [String: String], depth: Int, base: URL,
    tokenizer: inout XMLTokenizer
  ) -> Bool {
    guard wants(name, attributes, depth: depth) else { return false }
    let content = tokenizer.rawContent()
    let mode: FeedText.Mode
    switch name {
    case "title", "description", "summary", "content", "content:encoded", "subtitle", "tagline",
      "media:title", "media:description", "dc:title":
      mode = .of(attributes, atom: isAtom && !name.contains(":"))
    default:
      mode = .text
    }
    take(name, attributes, depth: depth, base: base, text: FeedText.read(content.raw, mode: mode))
    return true
  }

  /// Whether an element is one whose text is wanted where it stands.
  private func wants(_ name: String, _ attributes: [String: String], depth: Int) -> Bool {
    guard draft != nil else {
      // Outside entries: the feed's own title and site link, direct children of its channel
      // or feed element.
      guard let parent = stack.last?.name, parent == "channel" || parent == "feed" else {
        return false
      }
      return name == "title" || name == "ttl" || (name == "link" && attributes["href"] == nil)
    }
    if name == "media:title" || name == "dc:title" { return true }
    // Only the entry's own children: not those of its <source>, <image> or media:group.
    guard depth == entryDepth + 1 else { return name == "name" && isAuthorName(depth) }
    if name == "link" { return attributes["href"] == nil }
    if name == "author" { return !isAtom }
    if name == "source" { return !isAtom }
    return name != "name"
  }

  /// Whether a `name` element at `depth` is the name of the entry's author.
  private func isAuthorName(_ depth: Int) -> Bool {
    depth == entryDepth + 2 && stack.last?.name == "author"
  }

  /// Files what an element says into the feed or the entry being read.
  private mutating func take(
    _ name: String, _ attributes: [String: String], depth: Int, base: URL, text: FeedText?
  ) {
    // The entry is filed into where it stands: copied in and out at every element, then moved
    // out and back (its 400 bytes each way), it was a twentieth of parsing a feed.
    guard draft != nil else {
      if name == "title" { feed.title = feed.title ?? text }
      if name == "ttl", let minutes = text.flatMap({ Int($0.value) }), minutes > 0 {
        feed.ttlMinutes = min(minutes, 7 * 1440)
      }
      if name == "link", let value = text?.value { feed.link = feed.link ?? resolve(value, base) }
      // Atom's site link: the feed's own alternate link (not those of its entries or images).
      if name == "link", let href = attributes["href"],
        (attributes["rel"]?.lowercased() ?? "alternate") == "alternate",
        ["feed", "channel"].contains(stack.last?.name ?? "")
      {
        feed.link = feed.link ?? resolve(href, base)
      }
      return
    }
    Self.file(
      name, attributes, direct: depth == entryDepth + 1, base: base, text: text, into: &draft!)
  }

  /// Files what an element of an entry says into the entry.
  private static func file(
    _ name: String, _ attributes: [String: String], direct: Bool, base: URL, text: FeedText?,
    into open: inout Draft
  ) {
    let value = text.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
    switch name {
    case "title" where direct:
      open.item.title = open.item.title ?? text
    case "media:title":
      open.fallbackTitle = open.fallbackTitle ?? text
    case "dc:title":
      open.dcTitle = open.dcTitle ?? text
    case "link" where direct:
      if let href = attributes["href"] {
        let rel = attributes["rel"]?.lowercased() ?? "alternate"
        guard rel == "alternate", let link = resolve(href, base) else { break }
        let type = attributes["type"]?.lowercased() ?? "text/html"
        if type.contains("html") {
          open.htmlAlternate = open.htmlAlternate ?? link
        } else {
          open.anyAlternate = open.anyAlternate ?? link
        }
      } else if let value, (attributes["rel"]?.lowercased() ?? "alternate") == "alternate" {
        // A link written as text (RSS, or Atom without href): an enclosure's is not the
        // article's, whichever comes first (feedparser's entry_link_no_href_link_priority).
        open.rssLink = open.rssLink ?? resolve(value, base)
      }
    case "guid" where direct, "id" where direct:
      // As feedparser reads them: an RSS guid or an Atom id is the entry's link when it has
      // no link of its own, unless it says it is not one (isPermaLink="false"); relative ones
      // resolve against the base. Only a web address is kept.
      open.item.id = open.item.id ?? value
      let permalink = attributes["ispermalink"]?.lowercased() != "false"
      if permalink, let value, open.permalinkGuids.count < 8 {
        open.permalinkGuids.append((value, base))
      }
    case "description" where direct, "summary" where direct:
      open.item.summary = open.item.summary ?? text
    case "content" where direct, "content:encoded" where direct:
      open.item.content = open.item.content ?? text
    case "author" where direct, "dc:creator" where direct, "name":
      open.item.author = open.item.author ?? value
    case "source" where direct:
      open.item.sourceName = value
      open.item.sourceURL = attributes["url"]
    case _ where direct && Self.isDate(name):
      guard let value, let parsed = FeedDate.parse(value) else { break }
      if let rank = FeedParser.publishedRank[name], rank <= open.publishedRank {
        open.item.published = parsed.date
        open.item.publishedHasTime = parsed.hasTime
        open.publishedRank = rank
      } else if let rank = FeedParser.updatedRank[name], rank <= open.updatedRank {
        open.updated = parsed
        open.updatedRank = rank
      }
    default:
      break
    }
  }

  static func isDate(_ name: String) -> Bool {
    FeedParser.publishedRank[name] != nil || FeedParser.updatedRank[name] != nil
  }

  /// The longest base an element may set, in bytes: 22,000 nested `xml:base="a/"` once made
  /// each element's base longer than its parent's, and the work grew with the square of the
  /// document. Past it, the parent's base stays in force.
  static let longestBase = 1024

  /// The document's address as the outermost base, with its length.
  var documentBase: (URL, Int) { (documentURL, documentURL.absoluteString.utf8.count) }

  /// The base in force inside an element, with its length: its `xml:base` resolved against its
  /// parent's; the bytes resolving takes are added to `steps`.
  static func base(_ attributes: [String: String], parent: (URL, Int), steps: inout Int)
    -> (URL, Int)
  {
    guard let value = attributes["xml:base"]?.trimmingWhitespace(), !value.isEmpty else {
      return parent
    }
    steps += value.utf8.count
    guard parent.1 + value.utf8.count <= longestBase else { return parent }
    steps += parent.1
    guard let url = URL(string: value, relativeTo: parent.0)?.absoluteURL else { return parent }
    let resolved = url.absoluteString
    steps += resolved.utf8.count
    return resolved.utf8.count <= longestBase ? (url, resolved.utf8.count) : parent
  }

  /// An address resolved against a base; nil when it is not one (empty, or not a URL at all).
  /// The file an element names: RSS `<enclosure url type length>`, Atom `<link
  /// rel="enclosure" href type length>`, Media RSS `<media:content url type fileSize>` of audio
  /// or video; nil for any other element, or an address that is not http(s).
  static func enclosure(
    _ name: String, _ attributes: [String: String], resolve: (String) -> String?
  ) -> Enclosure? {
    let address: String?
    let size: String?
    switch name {
    case "enclosure":
      (address, size) = (attributes["url"], attributes["length"])
    case "link" where attributes["rel"]?.lowercased() == "enclosure":
      (address, size) = (attributes["href"], attributes["length"])
    case "media:content":
      let kind = (attributes["medium"] ?? attributes["type"] ?? "").lowercased()
      guard kind.hasPrefix("audio") || kind.hasPrefix("video") else { return nil }
      (address, size) = (attributes["url"], attributes["filesize"])
    default: return nil
    }
    guard let url = webAddress(address, resolve: resolve) else { return nil }
    let type = attributes["type"].map { String($0.prefix(Enclosure.maximumType)) }
      .flatMap { TerminalSanitizer.sanitize($0).isEmpty ? nil : TerminalSanitizer.sanitize($0) }
    let length = size.flatMap { Int($0.trimmingWhitespace()) }.flatMap { $0 > 0 ? $0 : nil }
    return Enclosure(url: url, type: type, length: length)
  }

  /// The picture an element names: Media RSS `<media:thumbnail url width>`, `<media:content>`
  /// of an image (`medium` or `type`), an RSS or Atom enclosure of an image type; nil for any
  /// other element, or an address that is not http(s).
  static func image(
    _ name: String, _ attributes: [String: String], resolve: (String) -> String?
  ) -> (url: String, width: String?)? {
    let address: String?
    switch name {
    case "media:thumbnail": address = attributes["url"]
    case "media:content"
    where ImageChoice.isImage(attributes["medium"]) || ImageChoice.isImage(attributes["type"]):
      address = attributes["url"]
    case "enclosure" where ImageChoice.isImage(attributes["type"]): address = attributes["url"]
    case "link"
    where attributes["rel"]?.lowercased() == "enclosure" && ImageChoice.isImage(attributes["type"]):
      address = attributes["href"]
    default: return nil
    }
    guard let url = webAddress(address, resolve: resolve) else { return nil }
    return (url, attributes["width"])
  }

  /// An address resolved, when it is http(s) and no longer than the store keeps.
  static func webAddress(_ written: String?, resolve: (String) -> String?) -> String? {
    guard let written, let url = resolve(written),
      url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://"),
      url.utf8.count <= StoreBounds.address
    else { return nil }
    return url
  }

  func resolve(_ link: String, _ base: URL) -> String? { Self.resolve(link, base) }

  /// A link as written in a feed, resolved against `base`; nil when it is no address.
  static func resolve(_ link: String, _ base: URL) -> String? {
    let trimmed = link.trimmingWhitespace()
    if AbsoluteLink.isPlain(trimmed) { return trimmed }
    return Self.resolveThroughURL(trimmed, base)
  }

  /// A trimmed link resolved against `base` by Foundation's `URL`, its scheme lower-cased.
  static func resolveThroughURL(_ trimmed: String, _ base: URL) -> String? {
    guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: base) else { return nil }
    let absolute = url.absoluteString
    // Schemes are case-insensitive: `HTTP://` is written `http://`, as URL parsers do.
    guard let scheme = url.scheme, scheme != scheme.lowercased(),
      absolute.hasPrefix(scheme + ":")
    else { return absolute }
    return scheme.lowercased() + absolute.dropFirst(scheme.count)
  }
}
