/// A web page as a tree of elements and text, built as tolerantly as a browser builds it for
/// the common cases.
///
/// Nodes live in one array and refer to each other by index (no reference cycles, one
/// allocation per node list). The tree builder follows the rules that matter for reading:
/// void elements have no content; a block start closes an open paragraph; `li`, `dd`/`dt`,
/// `td`/`th`, `tr` and `option` close their open siblings; an end tag closes up to its open
/// element, and an inline end tag never closes a block it is not inside.
struct HTMLDocument {
  /// One element or run of text.
  struct Node {
    /// The element's lower-cased name; `#text` for text, `#root` for the root.
    var name: String
    var attributes: [String: String]
    var children: [Int] = []
    var parent: Int
    /// The text of a text node, entities decoded.
    var text: String = ""

    var isText: Bool { name == "#text" }
  }

  static let void: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
    "source", "track", "wbr", "keygen",
  ]
  /// Elements that end an open paragraph when they start, and that an inline end tag never
  /// closes.
  static let blocks: Set<String> = [
    "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "dd", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
    "header", "hgroup", "hr", "li", "main", "menu", "nav", "ol", "p", "pre", "section", "table",
    "tbody", "thead", "tfoot", "tr", "td", "th", "ul", "body", "html", "center", "summary",
  ]
  /// For an element that closes an open one of its kind: which kinds it closes, and where the
  /// search stops.
  static let closesSiblings: [String: (closes: Set<String>, stop: Set<String>)] = [
    "li": (["li"], ["ul", "ol", "menu"]),
    "dd": (["dd", "dt"], ["dl"]),
    "dt": (["dd", "dt"], ["dl"]),
    "td": (["td", "th"], ["tr", "table"]),
    "th": (["td", "th"], ["tr", "table"]),
    "tr": (["tr"], ["table", "tbody", "thead", "tfoot"]),
    "option": (["option"], ["select", "datalist"]),
  ]

  /// How deep elements nest at most; deeper ones are kept flat at this depth, as browsers do
  /// (Chromium stops at 512), so a hostile page cannot make reading it recurse without end.
  static let maximumDepth = 256

  private(set) var nodes: [Node] = [Node(name: "#root", attributes: [:], parent: -1)]
  /// Each node's name, by index: the open elements are searched by name at every end tag,
  /// and reading a name from `nodes` copied the whole node (its attributes and children) in
  /// a debug build.
  private var names = ["#root"]
  /// How many elements of each name are open: an end tag of one that is not (a stray one, or
  /// one past `maximumDepth`, never opened) is passed over without walking the open elements,
  /// which made nesting past the cap cost 256 steps an end tag.
  private var openCounts: [String: Int] = [:]
  /// The page's `<title>`.
  private(set) var title: String?
  /// The content of each `<script type="application/ld+json">`, as written.
  private(set) var structuredData: [String] = []

  /// The tree of a page's UTF-8 bytes.
  init(_ bytes: [UInt8]) {
    var tokenizer = HTMLTokenizer(bytes)
    var stack = [0]
    var inTitle = false
    var inStructuredData = false
    nodes.reserveCapacity(bytes.count / 40)
    while let token = tokenizer.next() {
      switch token {
      case .text(let text):
        if inTitle {
          title = (title ?? "") + text
          continue
        }
        if inStructuredData {
          structuredData.append(text)
          continue
        }
        append(Node(name: "#text", attributes: [:], parent: stack.last!, text: text), to: &stack)
      case .start(let name, let attributes, let selfClosing):
        if name == "title" {
          inTitle = !selfClosing
          continue
        }
        inStructuredData =
          name == "script" && attributes["type"]?.lowercased().contains("ld+json") == true
        if Self.blocks.contains(name) { closeParagraph(&stack) }
        if let rule = Self.closesSiblings[name] { closeSibling(rule, &stack) }
        let index = append(
          Node(name: name, attributes: attributes, parent: stack.last!), to: &stack)
        if !Self.void.contains(name), !selfClosing || HTMLTokenizer.rawText.contains(name),
          stack.count < Self.maximumDepth
        {
          stack.append(index)
          openCounts[name, default: 0] += 1
        }
      case .end(let name):
        if name == "title" {
          inTitle = false
          continue
        }
        if name == "script" { inStructuredData = false }
        close(name, &stack)
      }
    }
  }

  @discardableResult
  private mutating func append(_ node: Node, to stack: inout [Int]) -> Int {
    nodes.append(node)
    names.append(node.name)
    let index = nodes.count - 1
    nodes[node.parent].children.append(index)
    return index
  }

  /// Closes the open elements from `position` up.
  private mutating func closeFrom(_ position: Int, _ stack: inout [Int]) {
    for index in stack[position...] { openCounts[names[index], default: 1] -= 1 }
    stack.removeSubrange(position...)
  }

  private func isOpen(_ name: String, in stack: [Int], stoppingAt stop: Set<String>) -> Int? {
    guard openCounts[name, default: 0] > 0 else { return nil }
    for position in stack.indices.reversed() {
      let open = names[stack[position]]
      if open == name { return position }
      if stop.contains(open) { return nil }
    }
    return nil
  }

  private mutating func closeParagraph(_ stack: inout [Int]) {
    if let position = isOpen(
      "p", in: stack,
      stoppingAt: [
        "div", "td", "th", "li", "blockquote", "section", "article", "body", "table", "button",
      ])
    {
      closeFrom(position, &stack)
    }
  }

  private mutating func closeSibling(
    _ rule: (closes: Set<String>, stop: Set<String>), _ stack: inout [Int]
  ) {
    guard rule.closes.contains(where: { openCounts[$0, default: 0] > 0 }) else { return }
    for position in stack.indices.reversed().dropLast() {
      let open = names[stack[position]]
      if rule.closes.contains(open) {
        closeFrom(position, &stack)
        return
      }
      if rule.stop.contains(open) { return }
    }
  }

  private mutating func close(_ name: String, _ stack: inout [Int]) {
    guard openCounts[name, default: 0] > 0 else { return }
    let isBlock = Self.blocks.contains(name)
    for position in stack.indices.reversed().dropLast() {
      let open = names[stack[position]]
      if open == name {
        closeFrom(position, &stack)
        return
      }
      // An inline end tag does not close the block it stands in; a stray block end tag is
      // searched for further up.
      if !isBlock, Self.blocks.contains(open) { return }
    }
  }
}
