import Foundation

/// Acts on what the store keeps: the last list's articles by number, the saved articles, and
/// searches of stored articles without the network.
public struct LibraryController: Sendable {
  let store: ArticleStore
  let now: Date

  /// The controller for a run, or `NewsError.storeDisabled` / `.storeUnavailable` when there is
  /// no store to act on. Notices from opening it (a damaged file moved aside) come along.
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> (controller: LibraryController, notices: [StoreNotice])
  {
    guard let url = settings.storeURL else { throw NewsError.usage(.storeDisabled) }
    let opened = StoreOpener.open(at: url, now: environment.now())
    guard let store = opened.store else { throw NewsError.storeUnavailable(url.path) }
    return (LibraryController(store: store, now: environment.now()), opened.notices)
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
    let list = try storeCall { try store.lastList() }
    guard !list.isEmpty else { throw NewsError.usage(.noLastList) }
    guard number >= 1 && number <= list.count else {
      throw NewsError.usage(.noSuchArticle(number, count: list.count))
    }
    return list[number - 1]
  }

  /// Saves article `number` of the last list.
  public func save(_ number: Int) throws -> StoredArticle {
    var item = try article(number)
    try storeCall { try store.setSaved(item.id, at: item.savedAt ?? now) }
    item.savedAt = item.savedAt ?? now
    return item
  }

  /// Forgets that article `number` of the last list was saved.
  public func unsave(_ number: Int) throws -> StoredArticle {
    var item = try article(number)
    try storeCall { try store.setSaved(item.id, at: nil) }
    item.savedAt = nil
    return item
  }

  /// The saved articles, newest saved first; they become the last list.
  public func saved() throws -> NewsModel {
    try shown(store.saved())
  }

  /// Stored articles matching the words, newest first, at most `limit`; they become the last
  /// list. Throws `NewsError.usage(.emptyPhrase)` for an empty phrase.
  public func search(_ words: [String], limit: Int) throws -> NewsModel {
    let phrase = try SearchPhrase.make(words)
    return try shown(store.search(phrase, limit: limit))
  }

  func shown(_ items: @autoclosure () throws -> [StoredArticle]) throws -> NewsModel {
    let listed = try storeCall(items)
    let shown = try storeCall { try store.show(listed.map(\.id), at: now) }
    return NewsModel(articles: shown.map(\.article), total: nil, page: 1)
  }

  /// Runs a store call, turning a database failure into a `NewsError`.
  func storeCall<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as NewsError {
      throw error
    } catch {
      throw NewsError.storeUnavailable(store.url.path)
    }
  }
}
