/// Which of an article's enclosures `news download N` fetches.
public enum EnclosureChoice {
  /// The enclosure numbered `number` (1-based) when given; otherwise the first audio or video
  /// one (a podcast's episode before its cover picture), else the first of all. Nil when the
  /// article has none or the number is out of range.
  public static func pick(_ enclosures: [Enclosure], number: Int?) -> Enclosure? {
    if let number {
      return enclosures.indices.contains(number - 1) ? enclosures[number - 1] : nil
    }
    return enclosures.first { isMedia($0.type) } ?? enclosures.first
  }

  /// Whether a media type is audio or video.
  static func isMedia(_ type: String?) -> Bool {
    guard let type = type?.lowercased() else { return false }
    return type.hasPrefix("audio/") || type.hasPrefix("video/")
  }
}
