import Foundation

/// Acts on what the store keeps: the last list's articles by number, the saved articles, and
/// searches of stored articles without the network.
public struct LibraryController: Sendable {
  let session: StoreSession
  let now: Date
  /// Whether lists of stored articles hide what the filters name.
  var filtersApply = true
  /// Whether lists show a story once (not with `--no-stories`).
  var storiesFold = true

  /// What the reader should be told about the store: at open, and after any repair or failed
  /// write during the command.
  public var notices: [StoreNotice] { session.notices }

  /// The controller for a run, or `NewsError.storeDisabled` / `.storeUnavailable` when there is
  /// no store to act on.
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> LibraryController
  {
    LibraryController(
      session: try NewsSchema.required(settings: settings, environment: environment),
      now: environment.now(), filtersApply: settings.filtersApply,
      storiesFold: settings.storiesFold)
  }

  /// Why there is no article to pick: the last list had none, or no list was shown yet.
  func noList() throws -> NewsError {
    let empty = try read { try $0.value(for: ArticleStore.emptyListKey) } != nil
    return .usage(empty ? .emptyLastList : .noLastList)
  }

  /// The number typed, checked: a whole number of at least 1.
  public static func number(_ text: String) throws -> Int {
    guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 1 else {
      throw NewsError.usage(.invalidNumber(text))
    }
    return number
  }

  /// Article `number` (from 1) of the last list.
  public func article(_ number: Int) throws -> StoredArticle {
    let list = try read { try $0.lastList() }
    guard !list.isEmpty else { throw try noList() }
    guard number >= 1 && number <= list.count else {
      throw NewsError.usage(.noSuchArticle(number, count: list.count))
    }
    var item = list[number - 1]
    item.article.story = story(of: item.id)
    return item
  }

  /// Notes that an article was opened (its details, the browser, its full text): it is read,
  /// and counts for every edition holding it; a store that cannot be written only means the
  /// mark is not kept.
  public func opened(_ item: StoredArticle) {
    _ = session.tryWrite { store in
      try store.markRead([item.id], at: now)
      try EditionStore(store).markOpened(item.id, at: now)
    }
  }

  /// Article `number` of the last list, its Google News link (keyless provider) resolved to the
  /// publisher's address where that can be done.
  public func resolvedArticle(_ number: Int, settings: Settings, environment: NewsEnvironment)
    async throws -> StoredArticle
  {
    await resolving(try article(number), settings: settings, environment: environment)
  }

  /// The article with its Google News link resolved where that can be done (and kept).
  public func resolving(_ item: StoredArticle, settings: Settings, environment: NewsEnvironment)
    async -> StoredArticle
  {
    var item = item
    let links = KeylessLinks(settings: settings, environment: environment, session: session)
    item.article = await links.resolving([item.article])[0]
    return item
  }

  /// Keeps what reading an article's page gave; a store that cannot be written only means the
  /// page is read again next time.
  func keep(_ result: PageResult) {
    _ = session.tryWrite { try EditionStore($0).recordPages([result], at: now) }
  }

  /// Marks the articles of the last list given as read (newsboat's "mark all read"); how many
  /// the store knew.
  public func markRead(_ articles: [Article]) throws -> Int {
    let ids = try articles.compactMap { try stored($0)?.id }
    try write { try $0.markRead(ids, at: now) }
    return ids.count
  }

  /// `mark-read`: articles `numbers` of the last list (all of it when `numbers` is empty)
  /// marked read; the articles marked.
  public func markRead(numbers: [Int]) throws -> [StoredArticle] {
    let list = try read { try $0.lastList() }
    guard !list.isEmpty else { throw try noList() }
    let chosen = try numbers.isEmpty ? list : numbers.map { try article($0) }
    try write { try $0.markRead(chosen.map(\.id), at: now) }
    return chosen
  }

  /// Saves article `number` of the last list.
  public func save(_ number: Int) throws -> StoredArticle {
    var item = try article(number)
    let date = item.savedAt ?? now
    try write { try $0.setSaved(item.id, at: date) }
    item.savedAt = date
    return item
  }

  /// Forgets that article `number` of the last list was saved.
  public func unsave(_ number: Int) throws -> StoredArticle {
    var item = try article(number)
    try write { try $0.setSaved(item.id, at: nil) }
    item.savedAt = nil
    return item
  }

  /// The article of the last list that is `article` (the same link, or without links the same
  /// title and source); nil when the last list does not hold it.
  public func stored(_ article: Article) throws -> StoredArticle? {
    try read { try $0.lastList() }.first { item in
      if let link = article.link { return item.article.link == link }
      return item.article.title == article.title && item.article.source == article.source
    }
  }

  /// Saves an article of the last list, or forgets that it was saved when it was.
  public func toggleSaved(_ article: Article) throws -> StoredArticle {
    guard var item = try stored(article) else { throw NewsError.usage(.noLastList) }
    let date: Date? = item.savedAt == nil ? now : nil
    try write { try $0.setSaved(item.id, at: date) }
    item.savedAt = date
    return item
  }

  /// The saved articles, newest saved first, each on its own line (a reader saved each one:
  /// none is folded into another's story, though each carries its story's id); they become
  /// the last list.
  public func saved() throws -> NewsModel {
    try shown(
      read { try $0.saved() }, stories: StoryListing(session: session, folding: false, now: now))
  }

  /// Stored articles matching the words, the most relevant first (recent ones raised, ties
  /// newest first), at most `limit`; they become the last list. Throws `NewsError.usage(.emptyPhrase)` for an empty phrase.
  public func search(_ words: [String], limit: Int) throws -> NewsModel {
    let phrase = try SearchPhrase.make(words)
    let candidates = stories.candidates(for: limit)
    return try shown(
      read { try $0.search(phrase, limit: candidates, now: now) }, hiding: filtersApply,
      limit: limit,
      stories: StoryListing(session: session, folding: storiesFold, now: now, ranked: true))
  }

  /// The stored story of an article, with its other articles (none with `--no-stories`); nil
  /// when it is alone or the store cannot say.
  func story(of id: Int64) -> ArticleStory? {
    guard let story = try? read({ try StoryStore($0).stories(of: [id]) })[id], story.size > 1
    else { return nil }
    let others = storiesFold ? story.members.filter { $0.id != id }.map(\.coverage) : []
    return ArticleStory(id: story.key, size: story.size, others: others)
  }

  /// `news story N`: every article of the story of article `number` of the last list (the
  /// newest `StoryStore.coverageRead`), newest first, as the last list, each with its story's
  /// id and size; the article alone when it has no story. Its title comes along for the
  /// heading.
  public func story(_ number: Int) throws -> (title: String?, model: NewsModel) {
    let item = try article(number)
    let stories = try read { try StoryStore($0).stories(of: [item.id]) }
    let members = stories[item.id]?.members.map(\.id) ?? []
    let ids = members.isEmpty ? [item.id] : members
    let listed = try read { try $0.articles(ids) }
    let shown =
      session.tryWrite { try $0.showFiltered(listed.map(\.id), at: now, hiding: filtersApply) }
      ?? FilteredList(articles: listed, hidden: 0)
    var model = NewsModel(
      articles: shown.articles.map { line in
        var article = line.article
        article.story = stories[item.id].map { ArticleStory(id: $0.key, size: $0.size) }
        return article
      }, total: stories[item.id]?.size, page: 1)
    model.hidden = shown.hidden
    return (item.article.title, model)
  }

  /// How this controller's lists show stories.
  var stories: StoryListing {
    StoryListing(session: session, folding: storiesFold, now: now)
  }

  /// Makes the articles the last list, as stories of at most `limit` lines. Reading must work
  /// where writing does not (a full disk, a read-only file): then the list is shown all the
  /// same, with a notice that it is not kept. With `hiding`, what the filters hide is left out
  /// (never from the saved articles).
  func shown(
    _ listed: [StoredArticle], hiding: Bool = false, limit: Int? = nil,
    stories: StoryListing? = nil
  ) -> NewsModel {
    let shown =
      (stories ?? self.stories).show(listed, limit: limit, hiding: hiding)
      ?? (listed.prefix(limit ?? listed.count).map { .init(id: $0.id, article: $0.article) }, 0)
    var model = NewsModel(articles: shown.items.map(\.article), total: nil, page: 1)
    model.hidden = shown.hidden
    return model
  }

  /// Runs a read, turning a database failure into a `NewsError`.
  func read<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    try session.read(body)
  }

  /// Runs a write the command exists for; a failure says whether the disk is full.
  func write<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    try session.write(body)
  }
}
