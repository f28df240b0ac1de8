import Foundation

/// A subscription as an OPML file lists it.
public struct OPMLEntry: Sendable, Equatable {
  public var url: String
  public var title: String?
  public var site: String?
  /// The folders it sits in, outermost first, joined with `/`; nil at the top.
  public var folder: String?
  /// Its tags (the `category` attribute, as newsboat 2.33 and later write it), the folder
  /// first when it has one.
  public var tags: [String]
  /// Left out of lists of every feed (newsboat's `!`): written as its tags with `!` before
  /// them (or a lone `!`), read back so.
  public var hidden = false

  public init(
    url: String, title: String? = nil, site: String? = nil, folder: String? = nil,
    tags: [String] = [], hidden: Bool = false
  ) {
    self.url = url
    self.title = title
    self.site = site
    self.folder = folder
    self.tags = tags
    self.hidden = hidden
  }
}

/// Reads OPML 1.0 and 2.0 subscription lists (as newsboat, FreshRSS, Feedly and Inoreader
/// write them) and writes OPML 2.0.
///
/// An outline with an `xmlUrl` is a feed; one without is a folder, and nested folders join
/// with `/`; its `category` attribute lists more tags, comma-separated (newsboat writes it;
/// FreshRSS reads it only for a feed outside every folder, so a tagged feed is written inside
/// its folder, the first tag). Reading is all or nothing: a document without an `<opml>` root and a `<body>`, or
/// cut off before its end, is not OPML. A folder keeps at most `maximumDepth` levels and
/// `maximumFolderLength` characters, on reading and on writing, so a hostile file cannot make
/// every later export grow with its depth.
public enum OPML {
  /// Folder levels kept: deeper outlines count as the eighth level.
  public static let maximumDepth = 8
  /// Bytes of a file read (a list of half a million feeds); the rest is not read.
  public static let maximumFileBytes = 64 << 20
  /// Characters of a whole folder path kept (a title is cut to the same length).
  public static let maximumFolderLength = 200
  /// Why a file is not a subscription list.
  public enum Failure: Error, Equatable {
    case notOPML
  }

  /// The feeds listed, in order.
  public static func read(_ data: Data) throws(Failure) -> [OPMLEntry] {
    var tokenizer = XMLTokenizer(FeedEncoding.utf8(data))
    var sawRoot = false
    var sawBody = false
    var folders: [String?] = []  // per open outline: its folder name, or nil for a feed
    var entries: [OPMLEntry] = []
    var depth = 0
    while let token = tokenizer.next() {
      switch token {
      case .start(let name, let attributes, let selfClosing):
        if !sawRoot {
          guard name == "opml" else { throw .notOPML }
          sawRoot = true
        }
        if name == "body" { sawBody = true }
        if !selfClosing { depth += 1 }
        guard name == "outline" else { continue }
        let title = (clean(attributes["title"]) ?? clean(attributes["text"])).map {
          String($0.prefix(maximumFolderLength))
        }
        if let url = clean(attributes["xmlurl"]) {
          entries.append(
            OPMLEntry(
              url: url, title: title, site: clean(attributes["htmlurl"]),
              folder: folder(folders.lazy.compactMap { $0 }),
              tags: categories(attributes["category"]),
              hidden: isHidden(attributes["category"])))
          if !selfClosing { folders.append(nil) }
        } else if !selfClosing {
          folders.append(title)
        }
      case .end(let name):
        depth -= 1
        if name == "outline", !folders.isEmpty { folders.removeLast() }
      case .text:
        break
      }
    }
    guard sawRoot, sawBody, !tokenizer.endedEarly, depth <= 0 else { throw .notOPML }
    return entries
  }

  /// An OPML 2.0 document of the subscriptions, folders as nested outlines.
  public static func write(_ entries: [OPMLEntry], title: String, date: Date) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<opml version="2.0">"#, "  <head>",
      "    <title>\(escape(title))</title>",
      "    <dateCreated>\(HTTPDate.format(date))</dateCreated>", "  </head>", "  <body>",
    ]
    var open: [String] = []
    let placed = entries.map { entry in
      (entry, folder(entry.folder.map { $0.split(separator: "/").map(String.init) } ?? []))
    }
    for (entry, folder) in placed.sorted(by: { ($0.1 ?? "") < ($1.1 ?? "") }) {
      let path = folder.map { $0.split(separator: "/").map(String.init) } ?? []
      var shared = 0
      while shared < min(open.count, path.count), open[shared] == path[shared] { shared += 1 }
      while open.count > shared {
        open.removeLast()
        lines.append(String(repeating: "  ", count: open.count + 2) + "</outline>")
      }
      for name in path[shared...] {
        lines.append(
          String(repeating: "  ", count: open.count + 2)
            + #"<outline text="\#(escape(name))" title="\#(escape(name))">"#)
        open.append(name)
      }
      let name = escape(entry.title ?? entry.url)
      var outline =
        #"<outline type="rss" text="\#(name)" title="\#(name)" xmlUrl="\#(escape(entry.url))""#
      if let site = entry.site { outline += #" htmlUrl="\#(escape(site))""# }
      // A hidden feed's tags are written as newsboat writes a hidden tag: `!` first.
      let tags =
        entry.hidden ? (entry.tags.isEmpty ? ["!"] : entry.tags.map { "!" + $0 }) : entry.tags
      if !tags.isEmpty {
        outline += #" category="\#(escape(tags.joined(separator: ",")))""#
      }
      lines.append(String(repeating: "  ", count: open.count + 2) + outline + "/>")
    }
    while !open.isEmpty {
      open.removeLast()
      lines.append(String(repeating: "  ", count: open.count + 2) + "</outline>")
    }
    lines += ["  </body>", "</opml>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A folder path from its names, outermost first: at most `maximumDepth` levels (the first
  /// ones) and `maximumFolderLength` characters; nil for none.
  static func folder<Names: Sequence<String>>(_ names: Names) -> String? {
    var kept: [String] = []
    var length = 0
    for name in names.prefix(maximumDepth) {
      let room = maximumFolderLength - length - (kept.isEmpty ? 0 : 1)
      guard room > 0 else { break }
      let cut = String(name.prefix(room))
      kept.append(cut)
      length += cut.count + (kept.count > 1 ? 1 : 0)
    }
    return kept.isEmpty ? nil : kept.joined(separator: "/")
  }

  /// The tags of a `category` attribute: comma-separated, a leading `/` (OPML 2.0's path form)
  /// and `!` (a hidden tag) dropped, bounded as every tag is.
  static func categories(_ value: String?) -> [String] {
    guard let value else { return [] }
    return FeedTags.cleaned(
      value.prefix(maximumFolderLength * 8).split(separator: ",").map {
        String($0.trimmingCharacters(in: .whitespaces).drop { $0 == "/" || $0 == "!" })
      })
  }

  /// Whether a `category` attribute hides the feed: one of its tags starts with `!`.
  static func isHidden(_ value: String?) -> Bool {
    guard let value else { return false }
    return value.prefix(maximumFolderLength * 8).split(
      separator: ",", omittingEmptySubsequences: false
    )
    .contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("!") }
  }

  static func clean(_ value: String?) -> String? {
    guard let value else { return nil }
    let trimmed = TerminalSanitizer.sanitize(value).trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// Text for an XML attribute or element: markup characters as entities, controls removed.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in TerminalSanitizer.sanitize(text) {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
