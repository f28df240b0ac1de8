import Foundation

/// Builds Newscatcher-shaped pages of any size, the same every time, for benchmarks and tests.
///
/// Each article looks like a real v3 one: a title with entities, an HTML description, a few
/// hundred characters of content, a link, a domain, authors and a date, about 1.5 KB of JSON,
/// so 1,000 articles make a page of about 1.5 MB.
public enum PayloadGenerator {
  static let words = [
    "SpaceX", "Starship", "launch", "orbit", "Polska", "rząd", "gospodarka", "market", "energy",
    "Warszawa", "Kraków", "climate", "election", "budget", "technology", "sport", "Świątek",
    "Lewandowski", "inflacja", "bank", "AI", "chip", "football", "mission", "Moon", "Mars",
    "żółć", "gęśl", "jaźń", "report", "analysis", "update",
  ]

  /// A v3 `search` answer with `count` articles and the given total.
  public static func page(count: Int, total: Int = 10_000, seed: Int = 1) -> Data {
    var articles: [String] = []
    articles.reserveCapacity(count)
    for index in 0..<count {
      articles.append(article(index, seed: seed))
    }
    let body = """
      {"status":"ok","total_hits":\(total),"page":1,"total_pages":\(max(1, total / max(count, 1))),\
      "page_size":\(count),"articles":[\(articles.joined(separator: ","))],\
      "user_input":{"q":"bench","lang":["en"],"page":1,"page_size":\(count)}}
      """
    return Data(body.utf8)
  }

  /// One article as JSON.
  static func article(_ index: Int, seed: Int) -> String {
    func word(_ offset: Int) -> String { words[(index * 7 + offset * 13 + seed) % words.count] }
    let title = "\(word(0)) &amp; \(word(1)): \(word(2)) \(word(3)) &#8212; \(word(4)) \(index)"
    let sentence = (0..<12).map { word($0 + 5) }.joined(separator: " ")
    let description =
      "&lt;p&gt;\(sentence) &#8230; \(sentence).&lt;/p&gt; <b>\(word(9))</b> \(sentence)"
    let content = (0..<6).map { _ in sentence }.joined(separator: ". ")
    let day = 1 + index % 28
    let domain = "news\(index % 97).example.com"
    return """
      {"id":"a\(seed)-\(index)","score":\(Double(1000 - index % 1000) / 10),\
      "title":"\(title)","description":"\(description)","content":"\(content)",\
      "link":"https://\(domain)/\(seed)/\(index)/\(word(1).lowercased())",\
      "domain_url":"\(domain)","full_domain_url":"www.\(domain)","name_source":"News \(index % 97)",\
      "published_date":"2025-07-\(day < 10 ? "0" : "")\(day) 1\(index % 10):0\(index % 6):00",\
      "published_date_precision":"full","author":null,"authors":["Jan Kowalski","Anna Nowak"],\
      "language":"en","theme":"\(index % 3 == 0 ? "Tech" : "General")","rank":\(index + 100),\
      "is_opinion":false,"nlp":{"sentiment":{"title":0.1,"content":-0.2}}}
      """
  }
}
