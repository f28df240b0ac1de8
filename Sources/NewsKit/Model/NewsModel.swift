import Foundation

/// A page of articles as the API answered it.
///
/// This is the model of the app `news` descends from: the search and topic controllers fill it,
/// the news-list view shows it.
public struct NewsModel: Sendable, Equatable {
  /// The articles, in the API's order.
  public var articles: [Article]
  /// How many articles matched in all, when the API said (it caps this at 10,000).
  public var total: Int?
  /// The page these articles are.
  public var page: Int
  /// When the articles were fetched, if they come from the store because the network failed.
  public var offlineSince: Date?
  /// How many articles of the page the reader's filters hid.
  public var hidden = 0

  /// A model from its parts.
  public init(articles: [Article], total: Int?, page: Int, offlineSince: Date? = nil) {
    self.articles = articles
    self.total = total
    self.page = page
    self.offlineSince = offlineSince
  }

  /// The same model with at most `count` articles.
  public func prefix(_ count: Int) -> NewsModel {
    var model = NewsModel(
      articles: Array(articles.prefix(count)), total: total, page: page,
      offlineSince: offlineSince)
    model.hidden = hidden
    return model
  }
}
