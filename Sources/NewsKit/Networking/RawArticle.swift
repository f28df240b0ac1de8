/// An article exactly as one of the API generations sent it, every field optional and
/// read leniently; `ArticleMapper` turns it into an `Article`.
struct RawArticle: Decodable {
  var title: String?
  var summary: String?
  var excerpt: String?
  var description: String?
  var content: String?
  var publishedDate: String?
  var publishedDatePrecision: String?
  var cleanURL: String?
  var domainURL: String?
  var fullDomainURL: String?
  var nameSource: String?
  var rights: String?
  var link: String?
  var author: String?
  var authors: [String]
  var language: String?
  var topic: String?
  var theme: String?

  enum CodingKeys: String, CodingKey {
    case title, summary, excerpt, description, content, link, author, authors, language, topic
    case theme, rights
    case publishedDate = "published_date"
    case publishedDatePrecision = "published_date_precision"
    case cleanURL = "clean_url"
    case domainURL = "domain_url"
    case fullDomainURL = "full_domain_url"
    case nameSource = "name_source"
  }

  /// Reads what it can; fails only when the value is not a JSON object at all.
  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = container.lenientString(.title)
    summary = container.lenientString(.summary)
    excerpt = container.lenientString(.excerpt)
    description = container.lenientString(.description)
    content = container.lenientString(.content)
    publishedDate = container.lenientString(.publishedDate)
    publishedDatePrecision = container.lenientString(.publishedDatePrecision)
    cleanURL = container.lenientString(.cleanURL)
    domainURL = container.lenientString(.domainURL)
    fullDomainURL = container.lenientString(.fullDomainURL)
    nameSource = container.lenientString(.nameSource)
    rights = container.lenientString(.rights)
    link = container.lenientString(.link)
    author = container.lenientString(.author)
    authors = container.lenientList(.authors)
    language = container.lenientString(.language)
    topic = container.lenientString(.topic)
    theme = container.lenientString(.theme)
  }
}

/// An element of `articles` that is skipped, not fatal, when it is not an object.
struct LossyArticle: Decodable {
  let article: RawArticle?

  init(from decoder: Decoder) throws {
    article = try? RawArticle(from: decoder)
  }
}
