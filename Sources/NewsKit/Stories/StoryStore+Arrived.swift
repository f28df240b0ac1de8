import Foundation

extension StoryStore.Stored {
  /// An article a refresh has just stored, as `stored` would read it back: its time
  /// published, else first fetched; its key only a name (no evidence is looked up by it).
  init(arrived: ArrivedArticle) {
    let at = arrived.at
    self.init(
      id: arrived.id, at: at, fetched: arrived.fetched, storyID: .alone(article: arrived.id),
      input: StoryInput(
        key: String(arrived.id), published: Date.representable(secondsSince1970: at),
        title: arrived.article.title ?? "", text: arrived.article.summary ?? "",
        source: arrived.article.source))
  }
}
