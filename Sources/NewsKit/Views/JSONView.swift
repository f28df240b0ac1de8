import Foundation
import Localization
import TimeZones

/// Renders a page of articles as the contract's JSON, for scripts.
public enum JSONView {
  /// The document for a list: kind, query or topic, language, page, total and articles.
  public static func render(
    _ model: NewsModel, heading: NewsListView.Heading, language: Language
  ) -> String {
    streamed(model, heading: heading, language: language).joined()
  }

  /// The same document made an article at a time as it is written: the head, each article,
  /// the end; an article's full text and its blocks are rendered only when its turn comes.
  public static func streamed(
    _ model: NewsModel, heading: NewsListView.Heading, language: Language
  ) -> StreamedText {
    let articles = model.articles
    return JSONValue.streamedObject(
      head(model, heading: heading, language: language), arrayKey: "articles",
      count: articles.count, item: { article(articles[$0]) })
  }

  /// The document's members before its articles.
  static func head(
    _ model: NewsModel, heading: NewsListView.Heading, language: Language
  ) -> [(String, JSONValue)] {
    var query: String?
    var topic: String?
    var offline = model.offlineSince != nil
    let kind: String
    switch heading {
    case .search(let phrase):
      kind = "search"
      query = TerminalSanitizer.sanitize(phrase)
    case .topic(let subject):
      kind = "topic"
      topic = subject.rawValue
    case .saved:
      kind = "saved"
    case .storedSearch(let phrase):
      kind = "search"
      query = TerminalSanitizer.sanitize(phrase)
      offline = true
    case .feeds, .feed, .noSubscriptions, .tagged, .only:
      kind = "feed"
    case .query(let text), .savedQuery(_, let text), .taggedQuery(_, let text):
      kind = "feed"
      query = TerminalSanitizer.sanitize(text)
    case .edition:
      kind = "edition"
    case .watch(_, let phrase):
      kind = "watch"
      query = TerminalSanitizer.sanitize(phrase)
    case .story:
      kind = "story"
    }
    var members: [(String, JSONValue)] = [
      ("kind", .string(kind)),
      ("query", .string(query)),
      ("topic", .string(topic)),
      ("lang", .string(language.rawValue)),
      ("page", .int(model.page)),
      ("total", .int(model.total)),
      ("hidden", .int(model.hidden)),
    ]
    if offline {
      members.append(("offline", .bool(true)))
      members.append(("fetched_at", .string(model.offlineSince.map(iso8601))))
    }
    if case .edition(let id, _) = heading { members.append(("edition", .int(Int(id)))) }
    if case .watch(let id, _) = heading { members.append(("watch", .int(Int(id)))) }
    if case .story = heading {
      members.append(("story", .string(model.articles.first?.story?.id)))
    }
    return members
  }

  /// One article as the contract's object, the same keys in every list (null where a value
  /// does not apply): `seen`, `read`, `feed`, `saved_at`, and the full text with `text_status`, its
  /// reading time and its blocks.
  public static func article(_ unsafeArticle: Article) -> JSONValue {
    let article = unsafeArticle.sanitizedForOutput()
    var members: [(String, JSONValue)] = [
      ("title", .string(article.title)),
      ("summary", .string(article.summary)),
      ("published", .string(article.published.flatMap(representableISO8601))),
      ("source", .string(article.source)),
      ("link", .string(article.link)),
      ("author", .string(article.author)),
      ("language", .string(article.language)),
      ("topic", .string(article.topic)),
      ("seen", .bool(article.seen)),
      ("new", .bool(!article.seen)),
      ("read", .bool(article.read)),
      ("other_sources", .array(article.otherSources.map { .string($0) })),
    ]
    members.append(
      (
        "feed",
        article.feed.map { .object([("id", .int(Int($0.id))), ("title", .string($0.title))]) }
          ?? .null
      ))
    members.append(("saved_at", .string(article.savedAt.map(iso8601))))
    members.append(("google_link", .string(article.googleLink)))
    members.append(
      (
        "enclosures",
        .array(
          article.enclosures.map {
            .object([
              ("url", .string($0.url)), ("type", .string($0.type)), ("length", .int($0.length)),
            ])
          })
      ))
    members.append(("image", .string(article.image)))
    members.append(("text", .string(article.fullText)))
    members.append(("text_status", .string(article.fullTextStatus?.rawValue)))
    let text = article.fullText.map { ReadableText(stored: $0) }
    members.append(("reading_minutes", text.map { .int($0.readingMinutes) } ?? .null))
    members.append(("blocks", text.map(blocks) ?? .null))
    members.append(("story", article.story.map(story) ?? .null))
    return .object(members)
  }

  /// An article's story: its id, its size, and its other articles (none with `--no-stories`
  /// and in a story's own list).
  static func story(_ story: ArticleStory) -> JSONValue {
    .object([
      ("id", .string(story.id)),
      ("size", .int(story.size)),
      (
        "articles",
        .array(
          story.others.map { item in
            .object([
              ("title", .string(item.title)),
              ("source", .string(item.source)),
              ("link", .string(item.link)),
              ("published", .string(item.published.flatMap(representableISO8601))),
            ])
          })
      ),
    ])
  }

  /// The full text's blocks in reading order: `{"kind": "paragraph" | "heading" | "item" |
  /// "quote" | "caption", "text": …}`.
  static func blocks(_ text: ReadableText) -> JSONValue {
    .array(
      text.blocks.map { block in
        let kind =
          switch block.kind {
          case .paragraph: "paragraph"
          case .heading: "heading"
          case .item: "item"
          case .quote: "quote"
          case .caption: "caption"
          }
        return .object([("kind", .string(kind)), ("text", .string(block.text))])
      })
  }

  /// ISO 8601 for a date in the years 1–9999, which the format can write; nil otherwise.
  public static func representableISO8601(_ date: Date) -> String? {
    let year = CivilTime(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down))).year
    return (1...9999).contains(year) ? iso8601(date) : nil
  }

  /// `2020-12-30T17:04:22Z`: ISO 8601 in UTC, whole seconds.
  public static func iso8601(_ date: Date) -> String {
    let civil = CivilTime(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))T"
      + "\(pad(civil.hour, 2)):\(pad(civil.minute, 2)):\(pad(civil.second, 2))Z"
  }
}
