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

  /// Reads an element and what is inside it.
  mutating func read(_ index: Int, kind: ReadableText.Kind = .paragraph, inLink: Bool = false) {
    guard !page.dropped[index] else { return }
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
    if ReadableExtractor.cleaned.contains(node.name), isFurniture(index) { return }
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
    let spaced = String(
      current.unicodeScalars.map { scalar -> Character in
        scalar.properties.isWhitespace ? " " : Character(scalar)
      })
    let text = TextCleaner.collapseWhitespace(TerminalSanitizer.sanitize(spaced))
    guard !text.isEmpty else { return }
    let length = PageAnalysis.measure(text).length
    if length > 0, Double(currentLinks) / Double(length) > 0.5 { return }
    let folded = TextFolding.fold(text).trimmingCharacters(in: .punctuationCharacters)
      .trimmingCharacters(in: .whitespaces)
    if NodeSignals.furniture.contains(folded) { return }
    blocks.append(ReadableText.Block(currentKind, text))
  }

  /// Readability's conditional cleaning: whether a container inside the article is furniture
  /// (a link list, an image gallery, a form, an empty box).
  func isFurniture(_ index: Int) -> Bool {
    let node = page.nodes[index]
    let weight = NodeSignals.weight(node.attributes)
    if weight + (page.score[index] ?? 0) < 0 { return true }
    if page.commas[index] >= 10 { return false }
    let density = page.linkDensity(index)
    if ["ul", "ol", "dl"].contains(node.name) { return density > 0.5 }
    var counts: [String: Int] = [:]
    var pending = node.children
    while let next = pending.popLast() {
      guard !page.dropped[next], !page.nodes[next].isText else { continue }
      counts[page.nodes[next].name, default: 0] += 1
      pending += page.nodes[next].children
    }
    let paragraphs = counts["p", default: 0]
    let images = counts["img", default: 0]
    let headings = ["h2", "h3", "h4", "h5", "h6"].reduce(0) { $0 + counts[$1, default: 0] }
    if images > 1, Double(paragraphs) / Double(images) < 0.5 { return true }
    if counts["input", default: 0] > paragraphs / 3 { return true }
    if page.textLength[index] < 25, images == 0 || images > 2, headings == 0 { return true }
    if weight < 25, density > 0.2 { return true }
    return weight >= 25 && density > 0.5
  }
}
