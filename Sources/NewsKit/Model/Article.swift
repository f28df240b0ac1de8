import Foundation

/// The feed an article came from: its id and title.
public struct FeedReference: Sendable, Equatable {
  public var id: Int64
  public var title: String?

  public init(id: Int64, title: String?) {
    self.id = id
    self.title = title
  }
}

/// What came of reading an article's page for its full text.
public enum FullTextStatus: String, Sendable, Equatable {
  /// The text was read.
  case text
  /// The page could not be fetched (no connection, no answer in time, cut off): tried again
  /// when the edition is resumed.
  case failed
  /// The server would not give the page (an HTTP error, a paywall's 403, not a web page, no
  /// http(s) link): not tried again.
  case unavailable
  /// The page was fetched but holds no article text (a consent wall, a video page).
  case noText = "no_text"
}

/// One news article, cleaned and ready to show.
///
/// Every text field has had its HTML removed, its entities decoded and its control characters
/// and escape sequences stripped; a field the API left out, left empty or filled with a
/// placeholder such as `"NA"` is nil.
public struct Article: Sendable, Equatable {
  /// The headline.
  public var title: String?
  /// A short summary as plain text.
  public var summary: String?
  /// When it was published.
  public var published: Date?
  /// Whether `published` carries a meaningful time of day, not just a date.
  public var publishedHasTime: Bool
  /// The source's domain, such as `reddit.com`.
  public var source: String?
  /// The address of the article.
  public var link: String?
  /// The author or authors, comma-separated.
  public var author: String?
  /// The article's language code, such as `en`.
  public var language: String?
  /// The topic the API filed it under, as a topic id where one matches.
  public var topic: String?
  /// Whether an earlier list already showed it.
  public var seen: Bool
  /// Whether it was read: opened (details, browser, full text) or marked read. Only this goes
  /// to a reader service.
  public var read = false
  /// Other outlets that carried the same story, by name.
  public var otherSources: [String] = []
  /// The subscription it came from, for feed articles.
  public var feed: FeedReference?
  /// The article's whole text, read from its page (editions), in `ReadableText.stored` form.
  public var fullText: String?
  /// Whether its page was read for the full text, and what came of it; nil when never tried.
  public var fullTextStatus: FullTextStatus?
  /// When it was saved, when the store knows it is.
  public var savedAt: Date?
  /// The Google News link the article came with, when `link` is the publisher's address it
  /// was resolved to.
  public var googleLink: String?
  /// The story it belongs to, when it is one of several articles that report the same event.
  public var story: ArticleStory?
  /// The files it carries (a podcast's audio), from its feed.
  public var enclosures: [Enclosure] = []
  /// Its picture's address (http or https): from its feed, its provider, or its page's
  /// `og:image`; nil when none is known.
  public var image: String?

  /// An article from its fields; all are optional.
  public init(
    title: String? = nil, summary: String? = nil, published: Date? = nil,
    publishedHasTime: Bool = true, source: String? = nil, link: String? = nil,
    author: String? = nil, language: String? = nil, topic: String? = nil, seen: Bool = false
  ) {
    self.title = title
    self.summary = summary
    self.published = published
    self.publishedHasTime = publishedHasTime
    self.source = source
    self.link = link
    self.author = author
    self.language = language
    self.topic = topic
    self.seen = seen
  }
}
