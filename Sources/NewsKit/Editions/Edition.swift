import Foundation

/// What an edition is made of: the topics, whether unread feed articles are added, how many
/// articles per topic, and the language they were asked for.
public struct EditionRecipe: Sendable, Equatable {
  public var topics: [Topic]
  public var feeds: Bool
  public var perTopic: Int
  public var language: String

  /// The topics of an edition nobody chose for: news, world, tech.
  public static let defaultTopics: [Topic] = [.news, .world, .tech]
  /// Articles per topic unless `--per-topic` says otherwise.
  public static let defaultPerTopic = 10

  public init(topics: [Topic], feeds: Bool, perTopic: Int, language: String) {
    self.topics = topics
    self.feeds = feeds
    self.perTopic = perTopic
    self.language = language
  }

  /// The recipe as the store keeps it: `topics=news,world;feeds=1;per=10;lang=en`.
  var encoded: String {
    "topics=\(topics.map(\.rawValue).joined(separator: ","));feeds=\(feeds ? 1 : 0);"
      + "per=\(perTopic);lang=\(language)"
  }

  /// A stored recipe read back; unknown parts are ignored, so a damaged row still lists.
  init(encoded: String) {
    var fields: [Substring: Substring] = [:]
    for part in encoded.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2 { fields[pair[0]] = pair[1] }
    }
    topics = (fields["topics"] ?? "").split(separator: ",").compactMap {
      Topic(rawValue: String($0))
    }
    feeds = fields["feeds"] == "1"
    perTopic = fields["per"].flatMap { Int($0) } ?? Self.defaultPerTopic
    language = fields["lang"].map(String.init) ?? "en"
  }
}

/// Where an edition stands.
public enum EditionState: String, Sendable, Equatable {
  /// Every article's page was read, or found without text, or refused by its server (those
  /// keep their summary).
  case complete
  /// A `news` process is downloading it now.
  case downloading
  /// The download stopped before it tried every page (Ctrl-C, a kill, the machine going
  /// down); `edition resume` or `edition make --resume` fetches what is missing.
  case interrupted
  /// The download tried every page and finished, with pages the network failed; `edition
  /// resume` tries them again.
  case incomplete
}

/// One edition of the library, as `edition list` shows it.
public struct EditionSummary: Sendable, Equatable {
  public var id: Int64
  public var created: Date
  public var recipe: EditionRecipe
  /// Articles in it.
  public var articles: Int
  /// Articles whose page was read, found without text, or refused by its server; pages that
  /// failed on the network are still to do.
  public var done: Int
  /// Articles tried whose page failed or had no text: they keep their summary.
  public var withoutText: Int
  /// Bytes of full text and pictures kept.
  public var bytes: Int
  /// Articles opened (`news show`, Enter in the reader).
  public var read: Int
  public var state: EditionState

  public init(
    id: Int64, created: Date, recipe: EditionRecipe, articles: Int, done: Int,
    withoutText: Int, bytes: Int, read: Int, state: EditionState
  ) {
    self.id = id
    self.created = created
    self.recipe = recipe
    self.articles = articles
    self.done = done
    self.withoutText = withoutText
    self.bytes = bytes
    self.read = read
    self.state = state
  }
}

/// An article of an edition still to be read from its page.
public struct PendingPage: Sendable, Equatable {
  public var articleID: Int64
  public var link: String?
  /// The article's picture, as its feed or provider named it.
  public var image: String? = nil
}

/// What reading one article's page gave.
public struct PageResult: Sendable, Equatable {
  public var articleID: Int64
  public var status: FullTextStatus
  /// The text in `ReadableText.stored` form, when there is one.
  public var text: String?
  /// Bytes received for the page.
  public var downloaded: Int
  /// The picture the page announces (`og:image`), when it names one.
  public var image: String? = nil
  /// The article's picture as fetched, kept with the edition (its bytes are counted in
  /// `downloaded`), and the address it came from.
  public var picture: Data? = nil
  public var pictureAddress: String? = nil
}
