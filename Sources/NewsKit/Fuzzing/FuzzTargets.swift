import Foundation
import GRDB

/// The entry points libFuzzer drives (`Fuzz/`, `scripts/fuzz`), one per parser that reads
/// outside data. Each takes any bytes and must return: no trap, no hang, memory bounded. The
/// suite runs every target over its seeds and every input that ever failed
/// (`Fuzz/Corpus`, `Fuzz/Regressions`), so the normal build keeps them working.
public enum FuzzTargets {
  /// A target: its name (the folder of its seeds and dictionary) and what it does with bytes.
  public struct Target: Sendable {
    public let name: String
    public let run: @Sendable (Data) -> Void
  }

  /// Every target, by name.
  public static let all: [Target] = [
    Target(name: "feeds", run: feeds), Target(name: "opml", run: opml),
    Target(name: "newscatcher", run: newscatcher), Target(name: "extractor", run: extractor),
    Target(name: "text", run: text), Target(name: "greader", run: greader),
    Target(name: "ttrss", run: ttrss), Target(name: "googlenews", run: googleNews),
    Target(name: "config", run: config), Target(name: "dates", run: dates),
    Target(name: "store-row", run: storeRow), Target(name: "query", run: query),
    Target(name: "newsboat", run: newsboat), Target(name: "pictures", run: pictures),
    Target(name: "graphics-query", run: graphicsQuery), Target(name: "http", run: http),
  ]

  /// The target of a name.
  public static func named(_ name: String) -> Target? { all.first { $0.name == name } }

  static let feedURL = URL(string: "https://example.com/feed/")!
  /// The content types a feed may come with: the first byte of the input picks one.
  static let contentTypes: [String?] = [
    nil, "application/rss+xml", "application/atom+xml; charset=utf-8", "application/feed+json",
    "text/xml; charset=iso-8859-2", "text/html; charset=shift_jis", "application/json",
    "text/xml; charset=gb2312",
  ]

  /// The first byte as a choice among `count`, and the rest.
  static func split(_ data: Data, choices count: Int) -> (Int, Data) {
    guard let first = data.first else { return (0, data) }
    return (Int(first) % count, data.dropFirst())
  }

  /// Feeds of every format, from bytes with a declared content type, then made safe to show.
  static func feeds(_ data: Data) {
    let (choice, body) = split(data, choices: contentTypes.count)
    guard let feed = try? FeedParser.parse(body, url: feedURL, contentType: contentTypes[choice])
    else { return }
    for item in feed.items.prefix(50) {
      _ = item.title?.cleaned.map(TerminalSanitizer.sanitize)
      _ = item.summary?.cleaned.map { TextWrapper.wrap(TerminalSanitizer.sanitize($0), width: 40) }
    }
  }

  static func opml(_ data: Data) { _ = try? OPML.read(data) }

  /// An HTTP/1.1 answer as a server sends it (the C client's reader: framing, chunks, gzip
  /// and deflate), its body bounded at 64 KB so an inflating input stays small.
  static func http(_ data: Data) {
    _ = try? CurlTransport.answer(from: data, maximumBodySize: 65_536)
  }

  /// A query (newsboat's filter language) as typed, compiled to SQL; and the text as a regular
  /// expression run over its own first 256 bytes, folded (over all of itself the work would be
  /// the square of the input's length by construction).
  static func query(_ data: Data) {
    let text = String(decoding: data.prefix(8_192), as: UTF8.self)
    if let query = try? QueryParser.parse(text) {
      FuzzQueryStore.run(
        QueryCompiler.condition(
          query, columns: NewsSchema.all.queryColumns(now: Date(timeIntervalSince1970: 0))))
    }
    if let regex = try? QueryRegex(text) {
      _ = QueryRegexMatcher(regex).matches(String(text.utf8.prefix(256)) ?? "")
    }
  }

  /// newsboat's files, the first byte picking which: `urls`, `config` (its `ignore-article`
  /// queries compiled too), the read-state file, or an article's content made paragraphs.
  static func newsboat(_ data: Data) {
    let (choice, body) = split(data, choices: 4)
    let text = String(decoding: body, as: UTF8.self)
    switch choice {
    case 0:
      let urls = NewsboatURLs.parse(text)
      for query in urls.queries.prefix(20) { _ = try? QueryParser.parse(query.query.expression) }
    case 1:
      for ignore in NewsboatConfig.parse(text).ignores.prefix(20) {
        _ = try? QueryParser.parse(ignore.expression)
        _ = try? QueryParser.parse(ignore.filterQuery)
      }
    case 2: _ = NewsboatReadState.parse(text)
    default: _ = NewsboatContent.text(text)
    }
  }

  /// The Newscatcher envelope of each generation and endpoint, and its articles.
  static func newscatcher(_ data: Data) {
    let (choice, body) = split(data, choices: 6)
    let version = APIVersion.allCases[choice % APIVersion.allCases.count]
    let endpoint = choice < 3 ? "search" : "latest_headlines"
    let model = try? NewscatcherDecoder.decode(
      HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body),
      version: version, endpoint: endpoint, page: 1, now: Date(timeIntervalSince1970: 1.7e9),
      limit: choice.isMultiple(of: 2) ? 5 : nil)
    model.map(checkValidText)
  }

  /// A picture's bytes decoded within the bounds, then scaled and drawn as half blocks and
  /// sixels (small, so that a run stays fast); and the same bytes read as the cache's decoded
  /// copy of a picture (a damaged cache).
  static func pictures(_ data: Data) {
    if let copy = PictureCache.pixels(data, bound: (64, 64)) {
      _ = copy.reduced(toFit: (8, 8))
    }
    guard let picture = try? DecodedPicture.decode(data) else { return }
    let (columns, rows) = (min(picture.width, 16), min(picture.height, 8))
    _ = PictureEncoding.halfBlocks(picture, columns: columns, rows: rows)
    _ = PictureEncoding.sixel(picture, width: columns, height: rows)
  }

  /// A terminal's answers to the pictures' queries; the same bytes as what tmux printed of
  /// the terminal outside it (`tmux display -p`).
  static func graphicsQuery(_ data: Data) {
    let answer = GraphicsQuery.parse(Array(data))
    _ = GraphicsProtocol.choose(answer: answer, variables: [:])
    if let client = TmuxClient.parse(data) {
      _ = GraphicsProtocol.choose(answer: answer, variables: [:], client: client)
      _ = KittyPlaceholders.supported(by: client.name)
    }
  }

  /// A page to a structured article.
  static func extractor(_ data: Data) {
    _ = ReadableExtractor.extract(data, contentType: "text/html")?.blocks
  }

  /// HTML text, entities and terminal sanitising, then wrapping by display width.
  static func text(_ data: Data) {
    let input = String(decoding: data, as: UTF8.self)
    checkCleaning(data, input)
    let plain = HTMLText.plainText(input)
    let decoded = HTMLEntities.decode(input)
    _ = TextWrapper.wrap(TerminalSanitizer.sanitize(plain), width: 30)
    _ = TextWrapper.wrap(TerminalSanitizer.sanitize(decoded), width: 1, maxLines: 3)
    _ = TextWrapper.wrapLink(TerminalSanitizer.sanitize(input), width: 20)
    // Folding a scalar at a time (the generated table, Foundation for other scripts' runs)
    // agrees with Foundation's fold of the whole text, and ranking's words split on the folded
    // bytes are the words split on the folded string.
    let folded = TextFolding.fold(input)
    precondition(folded == TextFolding.foundationFold(Substring(input)), "fold disagrees")
    var words: [Substring] = []
    SearchWords.forEachWord(inUTF8: Array(folded.utf8)) {
      words.append(Substring(String(decoding: $0, as: UTF8.self)))
    }
    precondition(words == SearchWords.split(folded), "words split on bytes disagree")
  }

  /// A Google Reader answer: item ids, then items as FreshRSS and Miniflux send them.
  static func greader(_ data: Data) {
    _ = ItemReferences.scan(data)
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return
    }
    for case let entry as [String: Any] in (object["items"] as? [Any] ?? []).prefix(100) {
      _ = GoogleReaderClient.item(entry, kind: .freshRSS)
      _ = GoogleReaderClient.decimalID(entry["id"])
    }
  }

  /// A tt-rss answer: the headlines of `getHeadlines`.
  static func ttrss(_ data: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return
    }
    for case let entry as [String: Any] in (object["content"] as? [Any] ?? []).prefix(100) {
      _ = TTRSSClient.item(entry)
      _ = TTRSSClient.integer(entry["id"])
    }
  }

  /// Google News: article ids in links, the legacy address inside an id, batch answers and
  /// the signature in a page.
  static func googleNews(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    if let id = GoogleNewsLink.articleID(
      in: "https://news.google.com/rss/articles/" + text,
      origin: URL(string: "https://news.google.com/")!)
    {
      _ = GoogleNewsLink.legacyAddress(id)
    }
    _ = GoogleNewsLink.legacyAddress(text)
    _ = GoogleNewsLink.parseBatch(data)
    _ = GoogleNewsLink.signature(in: data)
  }

  static func config(_ data: Data) {
    _ = ConfigFile.parseAll(String(decoding: data, as: UTF8.self))
  }

  /// Dates: HTTP, ISO 8601, RFC 822 as feeds write it, `Retry-After`.
  static func dates(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    _ = HTTPDate.parse(text)
    _ = PublishedDate.parse(text)
    _ = FeedDate.parse(text)
    _ = RetryAfter.seconds(text, now: Date(timeIntervalSince1970: 1.7e9))
  }

  /// The salt a stored setting's first 32 characters spell, else the first 16 bytes (zeros
  /// after a short input).
  static func salt(_ text: String, or body: Data) -> [UInt8] {
    ArticleKeys.salt(hex: String(text.prefix(32))) ?? Array((body + Data(count: 16)).prefix(16))
  }

  /// The store's lenient row reader over a value of any storage class, a packed summary
  /// (`PackedText`) unpacked from any bytes, and a key's salt read from a stored setting and
  /// any bytes hashed under it (`ArticleKeys`).
  static func storeRow(_ data: Data) {
    let (choice, body) = split(data, choices: 7)
    let text = String(decoding: body, as: UTF8.self)
    let value: DatabaseValue =
      switch choice {
      case 0: text.databaseValue
      case 1: body.databaseValue
      case 2: (Int64(text.trimmingCharacters(in: .whitespaces)) ?? Int64(body.count)).databaseValue
      case 3: (Double(text) ?? Double(body.count)).databaseValue
      case 5: PackedText.unpack(body)?.databaseValue ?? .null
      case 6:
        ArticleKeys.hexKey(text, salt: Self.salt(text, or: body)).databaseValue
      default: .null
      }
    let row = LenientRow(row: Row(["id": 1, "value": value]))
    _ = (row.text("value"), row.number("value"), row.integer("value"))
    _ = (row.date("value"), row.flag("value"))
  }
}
