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
  /// into a number, found in `stopWordTable` (no string made, nothing hashed but the number;
  /// a binary search of the sorted numbers was 1.2 % of a first refresh's instructions).
  static func isStopWord<Bytes: Collection<UInt8>>(folded word: Bytes) -> Bool {
    guard let number = packed(word) else { return false }
    return stopWordTable.withUnsafeBufferPointer { table in
      var slot = stopWordSlot(number)
      while true {
        let entry = table[slot]
        if entry == number { return true }
        if entry == 0 { return false }
        slot = (slot + 1) & (table.count - 1)
      }
    }
  }

  /// Where a packed word's search in `stopWordTable` starts.
  @inline(__always)
  static func stopWordSlot(_ number: UInt64) -> Int {
    Int(truncatingIfNeeded: (number &* 0x9E37_79B9_7F4A_7C15) >> 55)
  }

  /// The stop words packed, in a table of 512 slots (open addressing, 0 for none; no word
  /// packs to 0): at most half full, so a search ends within a few slots.
  static let stopWordTable: [UInt64] = {
    var table = [UInt64](repeating: 0, count: 512)
    for number in stopWordNumbers {
      var slot = stopWordSlot(number)
      while table[slot] != 0 { slot = (slot + 1) & 511 }
      table[slot] = number
    }
    return table
  }()

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

  /// The stop words packed (`packed`), sorted; every stop word is folded letters a to z, and
  /// there are fewer than 256 of them (`stopWordTable`).
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
