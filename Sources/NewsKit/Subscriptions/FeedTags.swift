import Foundation

/// What a tag may be: trimmed, without control characters or commas (OPML's `category` lists
/// tags with commas), at most `maximumLength` characters; a feed has at most `maximumCount`.
public enum FeedTags {
  /// The longest tag kept, in characters.
  public static let maximumLength = 100
  /// The most tags one feed has.
  public static let maximumCount = 64

  /// The tag as stored, or why it cannot be one.
  public static func clean(_ text: String) throws -> String {
    let tag = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let controls = tag.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
    }
    guard !tag.isEmpty, !controls, !tag.contains(","), tag.count <= maximumLength else {
      throw NewsError.usage(.invalidTag(TerminalSanitizer.sanitize(String(text.prefix(200)))))
    }
    return tag
  }

  /// Tags from an untrusted source (an OPML `category`, a reader service, newsboat's files):
  /// the good ones, each once (case aside), at most `maximumCount`; the rest are dropped.
  public static func cleaned<Tags: Sequence<String>>(_ texts: Tags) -> [String] {
    var kept: [String] = []
    var seen: Set<String> = []
    for text in texts where kept.count < maximumCount {
      guard let tag = try? clean(text), seen.insert(TextFolding.fold(tag)).inserted else {
        continue
      }
      kept.append(tag)
    }
    return kept
  }
}
