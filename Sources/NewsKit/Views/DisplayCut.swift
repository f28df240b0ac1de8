/// Long values shown in a sentence or a list cut in the middle, so that a 100 KB address never
/// fills a screen: its start and its end stay, joined by `…`.
enum DisplayCut {
  /// The most characters of one value shown.
  static let longest = 300

  /// `text` as shown: whole up to `longest` characters, else its first 200 and last 99.
  static func middle(_ text: String, longest: Int = longest) -> String {
    guard text.count > longest else { return text }
    let end = longest / 3
    return String(text.prefix(longest - end - 1)) + "…" + String(text.suffix(end))
  }
}
