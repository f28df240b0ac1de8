/// The words that tell one story from another, the same way in English and Polish.
///
/// Text is folded as search folds it (no case, no diacritics, `ł` as `l`: `Zełenski` meets
/// `Zelensky`'s first letters), split at everything that is not a letter or a digit; the words
/// every story has (English and Polish function words) go, and each word is cut to its first
/// five letters, so that inflections and derivations meet (`resigns`, `resignation`;
/// `Zełenskiego`, `Zełenski`). Numbers of two digits or more stay whole (`44`, `1918`).
enum StoryWords {
  /// The letters of a word kept.
  static let stemLength = 5

  /// The words of `text` that carry its story, in order, repeated where the text repeats them;
  /// the first `limit` of them (the rest of the text is not read).
  static func terms(in text: String, limit: Int = .max) -> [String] {
    var terms: [String] = []
    var word = String.UnicodeScalarView()
    var letters = 0
    var digitsOnly = true
    func flush() {
      defer {
        word = String.UnicodeScalarView()
        letters = 0
        digitsOnly = true
      }
      if digitsOnly {
        if letters >= 2 { terms.append(String(word)) }
        return
      }
      guard letters >= 3 else { return }
      let whole = String(word)
      guard !stopWords.contains(whole) else { return }
      terms.append(letters > stemLength ? String(whole.unicodeScalars.prefix(stemLength)) : whole)
    }
    for scalar in TextFolding.fold(text).unicodeScalars {
      if terms.count >= limit { return terms }
      // Folded text is mostly ASCII: its letters and digits are told without Unicode's tables.
      let isDigit: Bool
      let isWordScalar: Bool
      if scalar.isASCII {
        let value = scalar.value
        isDigit = value >= 0x30 && value <= 0x39
        isWordScalar =
          isDigit || (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
      } else {
        isDigit = scalar.properties.numericType != nil
        isWordScalar = isDigit || scalar.properties.isAlphabetic
      }
      guard isWordScalar else {
        if letters > 0 { flush() }
        continue
      }
      word.append(scalar)
      letters += 1
      digitsOnly = digitsOnly && isDigit
    }
    if letters > 0, terms.count < limit { flush() }
    return terms
  }

  /// English and Polish words too common to tell stories apart, folded.
  static let stopWords: Set<String> = [
    // English
    "the", "and", "for", "are", "was", "were", "been", "with", "from", "that", "this", "its",
    "after", "over", "into", "new", "says", "said", "say", "will", "has", "have", "had", "not",
    "but", "about", "more", "than", "out", "what", "who", "how", "why", "his", "her", "their",
    "they", "you", "she", "amid", "can", "could", "would", "should", "may", "might", "just",
    "now", "all", "any", "our", "your", "him", "them", "there", "here", "then", "when", "where",
    "which", "while", "also", "via", "news", "video", "report", "reports", "live", "update",
    "updates", "latest", "first", "one", "two", "get", "gets", "out", "off", "being", "does",
    "did", "yet", "still", "some", "most", "very", "much", "many", "other",
    // Polish, folded
    "jest", "sie", "nie", "ale", "czy", "juz", "przez", "tak", "jego", "jej", "ich", "oraz",
    "byc", "byl", "byla", "bylo", "byli", "bedzie", "beda", "tylko", "moze", "pod", "nad",
    "przed", "przy", "lub", "ten", "tym", "tego", "tej", "ktory", "ktora", "ktore", "ktorzy",
    "ktorych", "aby", "jako", "jeszcze", "takze", "tez", "mnie", "nas", "was", "ona", "ono",
    "oni", "one", "bardzo", "kiedy", "gdy", "gdzie", "wiec", "dla", "sa", "po", "od", "za",
    "jak", "co", "do", "na", "we", "ze", "to", "tu", "tam", "wiadomosci", "nowe", "nowy",
    "nowa", "mowi", "powiedzial", "powiedziala", "wideo", "relacja", "zywo",
  ]
}
