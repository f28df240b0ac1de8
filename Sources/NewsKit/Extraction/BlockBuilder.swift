import Foundation

/// Reads the chosen elements of a page into blocks of text, cleaning out what does not belong
/// to the article on the way (Readability's conditional cleaning, and furniture paragraphs).
struct BlockBuilder {
  let page: PageAnalysis
  private var blocks: [ReadableText.Block] = []
  private var current = ""
  private var currentLinks = 0
  private var currentKind = ReadableText.Kind.paragraph

  init(page: PageAnalysis) {
    self.page = page
  }

  /// Reads an element the article was found in, and what is inside it: the element itself is
  /// kept whatever it looks like (the scores chose it), what is inside is cleaned.
  mutating func readChosen(_ index: Int) {
    read(index, kind: .paragraph, inLink: false, isChosen: true)
  }

  /// Reads an element and what is inside it.
  mutating func read(
    _ index: Int, kind: ReadableText.Kind = .paragraph, inLink: Bool = false,
    isChosen: Bool = false
  ) {
    guard !page.dropped[index] else {
      readCaptions(index)
      return
    }
    let node = page.nodes[index]
    if node.isText {
      append(node.text, kind: kind, inLink: inLink)
      return
    }
    switch node.name {
    case "h1", "img", "picture": return
    case "br", "hr":
      flush()
      return
    default: break
    }
    if !isChosen, ReadableExtractor.cleaned.contains(node.name), isFurniture(index) { return }
    let isBlock = HTMLDocument.blocks.contains(node.name)
    let inner: ReadableText.Kind =
      switch node.name {
      case "h2", "h3", "h4", "h5", "h6": .heading
      case "li", "dd": .item
      case "blockquote": .quote
      default: kind
      }
    if isBlock { flush() }
    for child in node.children {
      read(child, kind: inner, inLink: inLink || node.name == "a")
    }
    if isBlock { flush() }
  }

  /// Reads the captions of a picture the article holds: a `figure` or `figcaption` (dropped
  /// from scoring by its tag) whose parent is read and whose names say nothing worse. Its
  /// text becomes caption blocks.
  mutating func readCaptions(_ index: Int) {
    let node = page.nodes[index]
    guard node.name == "figure" || node.name == "figcaption", index > 0,
      !page.dropped[node.parent],
      !NodeSignals.isDropped(name: "div", attributes: node.attributes, trust: page.trust)
    else { return }
    flush()
    var pending = [index]
    while let next = pending.popLast() {
      let inner = page.nodes[next]
      if inner.isText {
        if isCaption(next, below: index) { append(inner.text, kind: .caption, inLink: false) }
      } else if !["script", "style", "noscript", "svg", "button"].contains(inner.name) {
        pending += inner.children.reversed()
      }
    }
    flush()
  }

  /// Whether a text inside a figure is its caption: inside a `figcaption`, or the figure is
  /// one.
  private func isCaption(_ text: Int, below figure: Int) -> Bool {
    var parent = page.nodes[text].parent
    while parent != page.nodes[figure].parent, parent > 0 {
      if page.nodes[parent].name == "figcaption" { return true }
      parent = page.nodes[parent].parent
    }
    return false
  }

  /// The blocks read.
  mutating func finish() -> [ReadableText.Block] {
    flush()
    return blocks
  }

  private mutating func append(_ text: String, kind: ReadableText.Kind, inLink: Bool) {
    if current.isEmpty {
      guard text.contains(where: { !$0.isWhitespace }) else { return }
      currentKind = kind
    }
    current += text
    if inLink { currentLinks += PageAnalysis.measure(text).length }
  }

  private mutating func flush() {
    defer {
      current = ""
      currentLinks = 0
    }
    let text = TextCleaner.collapseWhitespace(TerminalSanitizer.sanitize(Self.spaced(current)))
    guard !text.isEmpty else { return }
    let length = PageAnalysis.measure(text).length
    if length > 0, Double(currentLinks) / Double(length) > 0.5 { return }
    if text.utf8.count <= NodeSignals.longestFurniture {
      let folded = TextFolding.fold(text).trimmingCharacters(in: .punctuationCharacters)
        .trimmingCharacters(in: .whitespaces)
      if NodeSignals.furniture.contains(folded) { return }
    }
    blocks.append(ReadableText.Block(currentKind, text))
  }

  /// Every kind of white space (line breaks, tabs, no-break spaces) as a plain space; ASCII
  /// text is done byte by byte.
  static func spaced(_ text: String) -> String {
    if !text.utf8.contains(where: { $0 >= 0x80 }) {
      return String(
        decoding: text.utf8.map { (0x09...0x0D).contains($0) ? 0x20 : $0 }, as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar.properties.isWhitespace ? " " : scalar)
    }
    return String(scalars)
  }

  /// Readability's conditional cleaning: whether a container inside the article is furniture
  /// (a link list, an image gallery, a form, an empty box).
  func isFurniture(_ index: Int) -> Bool {
    let node = page.nodes[index]
    let weight = NodeSignals.weight(node.attributes, trust: page.trust)
    // Sentences enough are the article, whatever its name or the links beside them say.
    if page.below[index].prose >= 3 { return false }
    if weight + (page.score[index] ?? 0) < 0 { return true }
    if page.commas[index] >= 10 { return false }
    let density = page.linkDensity(index)
    if ["ul", "ol", "dl"].contains(node.name) { return density > 0.5 }
    let inside = page.below[index]
    // A photo story with sentences between its pictures is no gallery.
    if inside.images > 1, Double(inside.paragraphs) / Double(inside.images) < 0.5,
      inside.prose < 2
    {
      return true
    }
    if inside.inputs > inside.paragraphs / 3 { return true }
    if page.textLength[index] < 25, inside.images == 0 || inside.images > 2, inside.headings == 0 {
      return true
    }
    if weight < 25, density > 0.2 { return true }
    return weight >= 25 && density > 0.5
  }
}
