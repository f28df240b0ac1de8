import Foundation

/// An article a write has just added: the id the store gave it, and the article as the store
/// keeps it (its texts within `StoreBounds`), so that what groups it need not read it back.
///
/// A refresh hands its new articles to its grouping this way (`StoryPipeline`): read back,
/// each batch waited for the refresh's write under way (one connection) and unpacked every
/// summary the write had just packed.
public struct ArrivedArticle: Sendable {
  /// The article's row id.
  public let id: Int64
  /// The article, bounded as stored.
  public let article: Article
  /// When it was first fetched, as stored (whole seconds).
  public let fetched: Double

  /// The time the store groups it by: published, else first fetched (`StoryStore.time`).
  public var at: Double { article.published?.timeIntervalSince1970 ?? fetched }
}
