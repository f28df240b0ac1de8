import Foundation
import Localization

/// Renders a page of articles as the contract's JSON, for scripts.
public enum JSONView {
  /// The document for a list: kind, query or topic, language, page, total and articles.
  public static func render(
    _ model: NewsModel, heading: NewsListView.Heading, language: Language
  ) -> String {
    var query: String?
    var topic: String?
    let kind: String
    switch heading {
    case .search(let phrase):
      kind = "search"
      query = phrase
    case .topic(let subject):
      kind = "topic"
      topic = subject.rawValue
    }
    let document = JSONValue.object([
      ("kind", .string(kind)),
      ("query", .string(query)),
      ("topic", .string(topic)),
      ("lang", .string(language.rawValue)),
      ("page", .int(model.page)),
      ("total", .int(model.total)),
      ("articles", .array(model.articles.map(article))),
    ])
    return document.rendered() + "\n"
  }

  static func article(_ article: Article) -> JSONValue {
    .object([
      ("title", .string(article.title)),
      ("summary", .string(article.summary)),
      ("published", .string(article.published.map(iso8601))),
      ("source", .string(article.source)),
      ("link", .string(article.link)),
      ("author", .string(article.author)),
      ("language", .string(article.language)),
      ("topic", .string(article.topic)),
    ])
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
