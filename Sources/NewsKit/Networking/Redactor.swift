import Foundation

/// Masks a secret (the API key) wherever it appears in text that came back from a server or
/// goes into a trace, as typed and percent-encoded, so a server that echoes the key cannot
/// make `news` print, store or put it in JSON.
public struct Redactor: Sendable, Equatable {
  /// What a masked secret reads as.
  public static let mask = "••••"

  /// The forms of the secret looked for: as it is, and percent-encoded as it would appear in a
  /// URL's query.
  let forms: [String]

  /// Secrets shorter than this are not looked for in text: masking every "k" of a page would
  /// garble it, and no real API key is that short. Header values are masked whatever their
  /// length (`maskHeader`).
  public static let minimumLength = 8

  /// A redactor for a secret; nil or a secret shorter than `minimumLength` masks no text.
  public init(secret: String?) {
    guard let secret, secret.count >= Self.minimumLength else {
      forms = []
      return
    }
    let encoded = QueryEncoding.encode(secret)
    forms = encoded == secret ? [secret] : [secret, encoded]
  }

  /// An address without the `user:password@` a URL may carry; any other text as it is. Read
  /// in bytes, as libcurl reads an address: the authority ends at the first `/`, `?` or `#`
  /// after `://` (Foundation's search and Swift's characters took 36,000 instructions an
  /// address, every request of a refresh).
  public static func withoutUserInfo(_ address: String) -> String {
    let bytes = address.utf8
    var index = bytes.startIndex
    var matched = 0
    // The end of the first "://".
    while index != bytes.endIndex, matched < 3 {
      let byte = bytes[index]
      matched =
        byte == UInt8(ascii: ":") ? 1 : (byte == UInt8(ascii: "/") && matched > 0 ? matched + 1 : 0)
      index = bytes.index(after: index)
    }
    guard matched == 3 else { return address }
    let authority = index
    var at: String.Index?
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      }
      if byte == UInt8(ascii: "@") { at = index }
      index = bytes.index(after: index)
    }
    guard let at else { return address }
    return String(address[..<authority]) + String(address[bytes.index(after: at)...])
  }

  /// Masks nothing.
  public static let none = Redactor(secret: nil)

  /// The text with every occurrence of the secret masked, and the user information of an
  /// address (`user:password@`) left out.
  public func mask(_ text: String) -> String {
    var text = Self.withoutUserInfo(text)
    for form in forms where text.contains(form) {
      text = text.replacingOccurrences(of: form, with: Self.mask)
    }
    return text
  }

  /// A header line as traced: a credential header's whole value masked, any other value
  /// masked where it holds the secret.
  public func maskHeader(name: String, value: String) -> String {
    HTTPRequest.credentialHeaders.contains(name.lowercased())
      ? "\(name): \(Self.mask)" : "\(name): \(mask(value))"
  }

  /// `mask` for optional text.
  public func mask(_ text: String?) -> String? {
    text.map { mask($0) }
  }

  /// The article with the secret masked in every text field.
  public func mask(_ article: Article) -> Article {
    guard !forms.isEmpty else { return article }
    var masked = article
    masked.title = mask(article.title)
    masked.summary = mask(article.summary)
    masked.source = mask(article.source)
    masked.link = mask(article.link)
    masked.author = mask(article.author)
    masked.language = mask(article.language)
    masked.topic = mask(article.topic)
    masked.otherSources = article.otherSources.map { mask($0) }
    return masked
  }

  /// The model with the secret masked in every article.
  public func mask(_ model: NewsModel) -> NewsModel {
    guard !forms.isEmpty else { return model }
    var masked = model
    masked.articles = model.articles.map { mask($0) }
    return masked
  }
}
