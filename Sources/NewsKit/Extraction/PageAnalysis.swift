/// The measurements extraction makes of a page's tree: what is dropped, how much text and
/// link text each element holds, and each candidate's score.
struct PageAnalysis {
  let document: HTMLDocument
  var nodes: [HTMLDocument.Node] { document.nodes }
  /// Dropped as boilerplate, with everything inside.
  private(set) var dropped: [Bool]
  /// Characters of text inside (spaces not counted), dropped parts left out.
  private(set) var textLength: [Int]
  /// Of those, the characters inside links.
  private(set) var linkLength: [Int]
  /// Commas inside.
  private(set) var commas: [Int]
  /// Whether a block element (paragraph, list, table, image …) is inside.
  private(set) var hasBlock: [Bool]
  /// Candidate scores; nil for elements that are not candidates.
  private(set) var score: [Double?]
  /// What each element's descendants hold.
  private(set) var below: [ContentCounts] = []

  /// How far the names of elements are trusted to say what is boilerplate.
  let trust: NodeSignals.Trust

  init(_ document: HTMLDocument, trust: NodeSignals.Trust = .all) {
    self.document = document
    self.trust = trust
    let count = document.nodes.count
    dropped = Array(repeating: false, count: count)
    textLength = Array(repeating: 0, count: count)
    linkLength = Array(repeating: 0, count: count)
    commas = Array(repeating: 0, count: count)
    hasBlock = Array(repeating: false, count: count)
    score = Array(repeating: nil, count: count)
    measure()
    below = ContentCounts.below(in: self)
    scoreParagraphs()
  }

  /// Children come after their parents in the array, so one pass forward marks what is
  /// dropped and one pass backward sums what is inside.
  private mutating func measure() {
    for index in nodes.indices.dropFirst() {
      let node = nodes[index]
      dropped[index] =
        dropped[node.parent]
        || (!node.isText
          && NodeSignals.isDropped(name: node.name, attributes: node.attributes, trust: trust))
    }
    for index in nodes.indices.reversed() where !dropped[index] {
      let node = nodes[index]
      if node.isText {
        let (length, commaCount) = Self.measure(node.text)
        textLength[index] = length
        commas[index] = commaCount
      } else if node.name == "a" {
        linkLength[index] = textLength[index]
      }
      if ReadableExtractor.blockInside.contains(node.name) { hasBlock[index] = true }
      guard index > 0 else { continue }
      textLength[node.parent] += textLength[index]
      linkLength[node.parent] += linkLength[index]
      commas[node.parent] += commas[index]
      if hasBlock[index] { hasBlock[node.parent] = true }
    }
  }

  /// Characters other than spaces, and commas, of a run of text.
  static func measure(_ text: String) -> (length: Int, commas: Int) {
    var length = 0
    var commaCount = 0
    for byte in text.utf8 {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case 0x2C: commaCount += 1
      default: break
      }
      if byte & 0xC0 != 0x80 { length += 1 }
    }
    return (length, commaCount)
  }

  /// Link characters per text character, 0…1.
  func linkDensity(_ index: Int) -> Double {
    textLength[index] == 0 ? 0 : Double(linkLength[index]) / Double(textLength[index])
  }

  /// Whether an element is read as a paragraph: a `p`, `pre` or `td`, or a `div` (section …)
  /// with nothing block-like inside.
  func isParagraph(_ index: Int) -> Bool {
    let name = nodes[index].name
    if ReadableExtractor.scored.contains(name) { return true }
    guard ReadableExtractor.paragraphLike.contains(name) else { return false }
    return !nodes[index].children.contains { hasBlock[$0] }
  }

  /// The text and commas of an element's own runs of inline content, between its blocks.
  func looseText(_ index: Int) -> (length: Int, commas: Int) {
    var length = 0
    var commaCount = 0
    for child in nodes[index].children where !dropped[child] && !hasBlock[child] {
      guard nodes[child].isText || !HTMLDocument.blocks.contains(nodes[child].name) else {
        continue
      }
      length += textLength[child]
      commaCount += commas[child]
    }
    return (length, commaCount)
  }

  private mutating func scoreParagraphs() {
    for index in nodes.indices where !dropped[index] && !nodes[index].isText {
      var length = textLength[index]
      var commaCount = commas[index]
      var first = nodes[index].parent
      if !isParagraph(index) {
        // Text set straight into a container between its blocks (`text<br><br>text<div>`)
        // is read as a paragraph of that container, as Readability wraps it in a `<p>`.
        guard ReadableExtractor.paragraphLike.contains(nodes[index].name) else { continue }
        (length, commaCount) = looseText(index)
        first = index
      }
      guard length >= 25 else { continue }
      let points = 1 + Double(commaCount) + min(Double(length / 100), 3)
      var ancestor = first
      var level = 0
      while ancestor > 0, level < 5 {
        if score[ancestor] == nil {
          let node = nodes[ancestor]
          score[ancestor] =
            NodeSignals.tagScore(node.name) + NodeSignals.weight(node.attributes, trust: trust)
        }
        let divider = level == 0 ? 1.0 : level == 1 ? 2.0 : Double(level * 3)
        score[ancestor]! += points / divider
        ancestor = nodes[ancestor].parent
        level += 1
      }
    }
    for index in score.indices {
      if let value = score[index] { score[index] = value * (1 - linkDensity(index)) }
    }
  }

  /// The element a page declares as its article, when it declares one clearly: the first
  /// `itemprop="articleBody"` holding text, else the one `<article>` holding most of the page's
  /// text (a page of many `<article>` teasers declares nothing). The best candidate is then
  /// sought inside it: a long author box or comment thread beside it cannot win.
  func declaredArticle() -> Int? {
    var articles: [Int] = []
    for index in nodes.indices where !dropped[index] && !nodes[index].isText {
      if nodes[index].attributes["itemprop"]?.lowercased() == "articlebody",
        textLength[index] >= 200
      {
        return index
      }
      if nodes[index].name == "article", textLength[index] >= 500 { articles.append(index) }
    }
    // Nested articles (a comment inside the story) count as the outer one.
    let outer = articles.filter { candidate in
      var parent = nodes[candidate].parent
      while parent > 0 {
        if nodes[parent].name == "article" && articles.contains(parent) { return false }
        parent = nodes[parent].parent
      }
      return true
    }
    guard outer.count == 1, let only = outer.first else { return nil }
    return only
  }

  /// The elements that hold the article, in page order: the best candidate and its siblings
  /// that belong with it; nil when nothing scored.
  func article() -> [Int]? {
    let scope = declaredArticle()
    var inScope = [Bool](repeating: scope == nil, count: nodes.count)
    if let scope {
      inScope[scope] = true
      for index in (scope + 1)..<nodes.count where inScope[nodes[index].parent] {
        inScope[index] = true
      }
    }
    var best: Int?
    for index in score.indices where inScope[index] {
      guard let value = score[index] else { continue }
      if best.map({ value > score[$0]! }) ?? true { best = index }
    }
    guard var top = best ?? scope else { return nil }
    if top == scope { return [top] }
    let topScore = score[top] ?? 0
    // Climb while a parent holds more of the article (paragraphs split over wrappers), never
    // past the element the page declares as its article.
    var parent = nodes[top].parent
    var lastScore = topScore
    while parent > 0, nodes[parent].name != "body", inScope[parent] {
      guard let parentScore = score[parent] else {
        parent = nodes[parent].parent
        continue
      }
      if parentScore < topScore / 3 { break }
      if parentScore > lastScore {
        top = parent
        break
      }
      lastScore = parentScore
      parent = nodes[parent].parent
    }
    if top == scope { return [top] }
    // An only child stands for its parent.
    while nodes[top].parent > 0, nodes[nodes[top].parent].name != "body", top != scope,
      nodes[nodes[top].parent].children.filter({ !dropped[$0] && !nodes[$0].isText }).count == 1
    {
      top = nodes[top].parent
    }
    let threshold = max(10, (score[top] ?? topScore) * 0.2)
    let siblings = nodes[nodes[top].parent].children
    guard nodes[top].parent > 0 else { return [top] }
    let topClass = nodes[top].attributes["class"].flatMap { $0.isEmpty ? nil : $0 }
    return siblings.filter { sibling in
      guard !dropped[sibling], !nodes[sibling].isText else { return false }
      if sibling == top { return true }
      if let value = score[sibling], value >= threshold { return true }
      let length = textLength[sibling]
      let density = linkDensity(sibling)
      // Boxes of the best one's own class are more of it: steps of a how-to, sections of a
      // long read (Readability gives them a bonus for the same reason).
      if let topClass, nodes[sibling].attributes["class"] == topClass, density < 0.25, length > 0 {
        return true
      }
      // Inside an article the page declares, boxes of text beside the best one belong to it:
      // an introduction, steps split over boxes, a closing list (not a byline or a date).
      if scope != nil, inScope[sibling], density < 0.25, length >= 80 || below[sibling].items > 0 {
        return true
      }
      guard nodes[sibling].name == "p" else { return false }
      return (length > 80 && density < 0.25) || (length > 0 && density == 0 && length < 80)
    }
  }
}
