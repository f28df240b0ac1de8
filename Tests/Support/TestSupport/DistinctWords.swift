/// Words no two numbers share, for synthetic articles that must read as different events:
/// items that differ by a number only ("Item 3", "Summary 3") are one story by their words
/// (`news` lists them as one line), as real copies of one article would be.
public enum DistinctWords {
  /// Three made-up words for `number`, differing from every other number's in their first
  /// five letters (the letters stories compare).
  public static func words(_ number: Int) -> String {
    (0..<3).map { word(number * 3 + $0) }.joined(separator: " ")
  }

  /// A six-letter word: `index` in base 26, least significant letter first, after "q".
  static func word(_ index: Int) -> String {
    var value = index
    var letters = ""
    for _ in 0..<5 {
      letters.append(Character(Unicode.Scalar(UInt8(97 + value % 26))))
      value /= 26
    }
    return letters + "q"
  }
}
