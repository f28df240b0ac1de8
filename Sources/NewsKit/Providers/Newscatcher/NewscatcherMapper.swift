/// Turns a raw article from one API generation into a clean `Article`.
///
/// The generations name the same things differently: the short text is `summary` in v1,
/// `excerpt` in v2 (where `summary` is the full text) and `description` in v3 (where `content`
/// is); the source is `clean_url` in v1/v2 and `domain_url` in v3; the topic is `topic` or v3's
/// `theme`. Each field takes the first usable value in the generation's order.
enum NewscatcherMapper {
  /// Full texts used as a summary only when nothing shorter exists are cut to this many
  /// characters before cleaning, so a whole article never reaches the screen or the JSON.
  static let fullTextLimit = 600

  static func article(from raw: RawArticle, version: APIVersion) -> Article {
    let summary: String?
    switch version {
    case .v1:
      summary = firstClean(raw.summary, raw.excerpt, raw.description)
    case .v2:
      summary = firstClean(raw.excerpt, raw.description) ?? firstClean(shortened(raw.summary))
    case .v3:
      summary =
        firstClean(raw.description, raw.excerpt)
        ?? firstClean(shortened(raw.summary), shortened(raw.content))
    }
    let source =
      version == .v3
      ? firstPlain(raw.domainURL, raw.fullDomainURL, raw.cleanURL, raw.nameSource)
      : firstPlain(raw.cleanURL, raw.domainURL, raw.rights)
    let published = raw.publishedDate.flatMap(PublishedDate.parse)
    let dateOnly = raw.publishedDatePrecision?.lowercased() == "date"
    var article = Article(
      title: TextCleaner.clean(raw.title),
      summary: summary,
      published: published?.date,
      publishedHasTime: (published?.hasTime ?? false) && !dateOnly,
      source: source,
      link: LinkPolicy.web(raw.link),
      author: author(raw),
      language: TextCleaner.cleanPlain(raw.language)?.lowercased(),
      topic: firstPlain(version == .v3 ? raw.theme : raw.topic, raw.topic, raw.theme)
        .map(Topic.id(forAPIName:))
    )
    // Only an http(s) address is a picture; "NA", "" and the like are none.
    article.image = raw.media.flatMap { LinkPolicy.web($0) }
    return article
  }

  /// `author` when it says something, else the `authors` list joined with commas.
  static func author(_ raw: RawArticle) -> String? {
    if let single = TextCleaner.clean(raw.author) {
      return single
    }
    let names = raw.authors.compactMap(TextCleaner.clean)
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }

  static func firstClean(_ candidates: String?...) -> String? {
    candidates.lazy.compactMap(TextCleaner.clean).first
  }

  static func firstPlain(_ candidates: String?...) -> String? {
    candidates.lazy.compactMap(TextCleaner.cleanPlain).first
  }

  static func shortened(_ text: String?) -> String? {
    guard let text, text.count > fullTextLimit else { return text }
    return String(text.prefix(fullTextLimit)) + "…"
  }
}
