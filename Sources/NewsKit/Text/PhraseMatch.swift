import Foundation

/// Whether a text matches a phrase as `search --offline` matches: every word of the phrase
/// begins a word of the text, ignoring case and diacritics.
public enum PhraseMatch {
  public static func matches(_ phrase: String, _ text: String) -> Bool {
    matches(words(phrase), words(text))
  }

  /// The same on words already folded (`words(in:)`), for matching many texts against many
  /// phrases with each folded once.
  public static func matches(_ wanted: [Substring], _ present: [Substring]) -> Bool {
    guard !wanted.isEmpty else { return false }
    // Each word as the start of a word, or an inflected form of it (`WordForms`).
    return wanted.allSatisfy { word in
      let stems = WordForms.stems(word)
      return present.contains { WordForms.matches(word, stems: stems, $0) }
    }
  }

  /// The folded words of a text.
  public static func words(_ text: String) -> [Substring] {
    TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }
  }
}
