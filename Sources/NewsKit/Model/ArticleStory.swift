import Foundation

/// The story an article belongs to: articles from any source that report the same event.
///
/// A list shows a story once, by its best article, which carries the others here; with
/// `--no-stories` every article is listed and carries its story's id and size only.
public struct ArticleStory: Sendable, Equatable {
  /// The story's id: the same in every run, for as long as the store keeps the story.
  public var id: String
  /// How many articles the story has, this one included.
  public var size: Int
  /// The story's other articles, newest first (none with `--no-stories`).
  public var others: [Coverage]

  /// A story from its parts.
  public init(id: String, size: Int, others: [Coverage] = []) {
    self.id = id
    self.size = size
    self.others = others
  }

  /// Another article of the story, as lists and JSON name it.
  public struct Coverage: Sendable, Equatable {
    public var title: String?
    /// The outlet, as lists name it (the domain), else the feed's title.
    public var source: String?
    public var link: String?
    public var published: Date?
    /// Whether `published` carries a meaningful time of day.
    public var publishedHasTime: Bool

    /// Coverage from its parts.
    public init(
      title: String?, source: String?, link: String?, published: Date?,
      publishedHasTime: Bool = true
    ) {
      self.title = title
      self.source = source
      self.link = link
      self.published = published
      self.publishedHasTime = publishedHasTime
    }
  }

  /// The outlets of the other articles, each once, in their order (the newest first).
  public var otherOutlets: [String] {
    var seen = Set<String>()
    var outlets: [String] = []
    for item in others {
      guard let source = item.source, !source.isEmpty, seen.insert(source).inserted else {
        continue
      }
      outlets.append(source)
    }
    return outlets
  }
}
