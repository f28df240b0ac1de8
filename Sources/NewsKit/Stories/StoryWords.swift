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
    StoryWordReader.terms(in: text, limit: limit, characters: .max)
  }

  /// The letters of the longest stop word: a longer word is none.
  static let longestStopWord = stopWords.map(\.unicodeScalars.count).max() ?? 0

  /// Whether a folded word (UTF-8) is a stop word: told by its letters packed five bits each
  /// into a number, found in the sorted `stopWordNumbers` (no string made, nothing hashed).
  static func isStopWord(folded word: [UInt8]) -> Bool {
    guard let number = packed(word) else { return false }
    var (low, high) = (0, stopWordNumbers.count)
    while low < high {
      let middle = (low + high) / 2
      if stopWordNumbers[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low < stopWordNumbers.count && stopWordNumbers[low] == number
  }

  /// A word of up to 12 letters a to z as a number, five bits a letter; nil for any other.
  static func packed<Bytes: Collection<UInt8>>(_ word: Bytes) -> UInt64? {
    guard word.count <= 12 else { return nil }
    var number: UInt64 = 0
    for byte in word {
      guard byte >= 0x61, byte <= 0x7A else { return nil }
      number = number << 5 | UInt64(byte - 0x60)
    }
    return number
  }

  /// The stop words packed (`packed`), sorted; every stop word is folded letters a to z.
  static let stopWordNumbers: [UInt64] = stopWords.compactMap { packed(Array($0.utf8)) }.sorted()

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
