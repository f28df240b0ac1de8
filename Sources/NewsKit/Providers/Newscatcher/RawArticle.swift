/// An article exactly as one of the API generations sent it, every field optional and
/// read leniently; `NewscatcherMapper` turns it into an `Article`.
struct RawArticle: Equatable {
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
  /// The article's picture (every generation names it `media`).
  var media: String?
  var link: String?
  var author: String?
  var authors: [String] = []
  var language: String?
  var topic: String?
  var theme: String?

  /// A field read, by its key in the JSON.
  enum Field: String, CaseIterable {
    case title, summary, excerpt, description, content, link, author, authors, language, topic
    case theme, rights, media
    case publishedDate = "published_date"
    case publishedDatePrecision = "published_date_precision"
    case cleanURL = "clean_url"
    case domainURL = "domain_url"
    case fullDomainURL = "full_domain_url"
    case nameSource = "name_source"

    /// Every field, made once.
    static let every = JSONFields(allCases)
  }

  /// Reads the object that comes next; nil, with the value passed over, when it is not an
  /// object.
  static func read(from scanner: inout JSONScanner) throws(JSONScanner.Malformed) -> RawArticle? {
    var article = RawArticle()
    let isObject = try scanner.readMembers(Field.every) {
      (field, scanner) throws(JSONScanner.Malformed) in
      try article.set(field, from: &scanner)
    }
    return isObject ? article : nil
  }

  private mutating func set(_ field: Field, from scanner: inout JSONScanner)
    throws(JSONScanner.Malformed)
  {
    switch field {
    case .title: title = try scanner.lenientString()
    case .summary: summary = try scanner.lenientString()
    case .excerpt: excerpt = try scanner.lenientString()
    case .description: description = try scanner.lenientString()
    case .content: content = try scanner.lenientString()
    case .publishedDate: publishedDate = try scanner.lenientString()
    case .publishedDatePrecision: publishedDatePrecision = try scanner.lenientString()
    case .cleanURL: cleanURL = try scanner.lenientString()
    case .domainURL: domainURL = try scanner.lenientString()
    case .fullDomainURL: fullDomainURL = try scanner.lenientString()
    case .nameSource: nameSource = try scanner.lenientString()
    case .rights: rights = try scanner.lenientString()
    case .media: media = try scanner.lenientString()
    case .link: link = try scanner.lenientString()
    case .author: author = try scanner.lenientString()
    case .authors: authors = try scanner.lenientList()
    case .language: language = try scanner.lenientString()
    case .topic: topic = try scanner.lenientString()
    case .theme: theme = try scanner.lenientString()
    }
  }
}
