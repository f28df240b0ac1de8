import Foundation

/// What each outlet repeats across its articles, counted over the articles a grouper sees
/// together (a batch and the window before it): the words of its templates ("Kiedy i o której
/// mecz … [GODZINA, DATA]", "… Market Size, Share, Outlook") and summaries it gives articles
/// with other titles (a menu, a standfirst). Neither tells one of its events from another.
public struct StoryOutlets: Sendable {
  /// How many of an outlet's titles a word must stand in to be one of its template words.
  public var templateCount = 3
  /// How far apart the first and the last of those titles must be: one event an outlet follows
  /// for a few hours repeats its names too, a template outlives it.
  public var templateSpan: TimeInterval = 6 * 3600
  /// Each outlet's number, folded.
  private var numbers: [String: Int] = [:]
  /// Each outlet's number by its name as given: its name folded once, not at every article.
  private var givenNumbers: [String: Int] = [:]
  /// For each outlet (by number), each title word: in how many of its titles it stands, and
  /// the first and last of their times.
  private var words: [[String: (count: Int, first: Double, last: Double)]] = []
  /// Each summary's first title, and whether another title came with it.
  private var summaries: [UInt64: (title: UInt64, repeated: Bool)] = [:]
  /// Whether an outlet (by number) gave any summary a second title: most never do, and their
  /// articles' summaries are not hashed again to be told they are no boilerplate.
  private var repeats: [Bool] = []

  public init() {}

  /// An outlet's number (folded already), given one if it has none yet; nil for none.
  mutating func number(of outlet: String?) -> Int? {
    guard let outlet, !outlet.isEmpty else { return nil }
    if let number = numbers[outlet] { return number }
    numbers[outlet] = words.count
    words.append([:])
    repeats.append(false)
    return words.count - 1
  }

  /// `number(of:)` of an outlet's name as given (folded at its first article).
  mutating func number(given outlet: String?) -> Int? {
    guard let outlet else { return nil }
    if let number = givenNumbers[outlet] { return number }
    let number = number(of: TextFolding.fold(outlet))
    if let number { givenNumbers[outlet] = number }
    return number
  }

  /// Counts one article: its title's words (each once) for its outlet, its summary for its
  /// title.
  public mutating func count(
    title: [String], outlet: String?, published: Date?, summary: [String]
  ) {
    let number = number(given: outlet)
    if let number, let published {
      let time = published.timeIntervalSince1970
      // Each word once, found among the few before it rather than through a set, and its
      // count changed where it lies (one look-up, not two).
      // Looked up by index, not with `[word, default: …]`, whose default captured `time`: a
      // closure made on the heap for every word.
      for (index, word) in title.enumerated() where !title[..<index].contains(word) {
        if let place = words[number].index(forKey: word) {
          Self.tally(&words[number].values[place], at: time)
        } else {
          words[number][word] = (1, time, time)
        }
      }
    }
    // Per outlet: other outlets running one wire story under their own titles are copies.
    guard let key = Self.key(summary, outlet: number) else { return }
    let titleKey = Self.hash(title)
    if let first = summaries[key] {
      if first.title != titleKey {
        summaries[key]?.repeated = true
        if let number { repeats[number] = true }
      }
    } else {
      summaries[key] = (titleKey, false)
    }
  }

  /// One more title with a word, at `time`.
  private static func tally(
    _ seen: inout (count: Int, first: Double, last: Double), at time: Double
  ) {
    seen = (seen.count + 1, min(seen.first, time), max(seen.last, time))
  }

  /// Whether a word is one an outlet (by number) repeats in its templates.
  func isTemplate(_ word: String, outlet: Int) -> Bool {
    guard let seen = words[outlet][word] else { return false }
    return seen.count >= templateCount && seen.last - seen.first >= templateSpan
  }

  /// Whether an outlet (by number) gave a summary more than one title: its boilerplate, which
  /// says nothing of the event.
  func isBoilerplate(summary: [String], outlet: Int?) -> Bool {
    guard let outlet, outlet >= 0, outlet < repeats.count, repeats[outlet] else { return false }
    return Self.key(summary, outlet: outlet).map { summaries[$0]?.repeated == true } ?? false
  }

  /// A summary's key for an outlet: the hash of the outlet's number and the summary's story
  /// words (its first 40, as grouping reads them); nil without an outlet, or when it has too
  /// few words to be told apart.
  static func key(_ summary: [String], outlet: Int?) -> UInt64? {
    guard let outlet, outlet >= 0, summary.count >= 4 else { return nil }
    // The number's digits and a space, as the text "\(outlet) " would give them, without
    // making that text at every article.
    var hash = offsetBasis
    var divisor = 1
    while divisor <= outlet / 10 { divisor *= 10 }
    while divisor > 0 {
      hash = (hash ^ UInt64(0x30 + outlet / divisor % 10)) &* prime
      divisor /= 10
    }
    return Self.hash(summary, from: (hash ^ 0x20) &* prime)
  }

  /// FNV-1a's starting value.
  private static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
  /// FNV-1a's multiplier.
  private static var prime: UInt64 { 0x100_0000_01b3 }

  /// The hash of words joined by spaces, after `prefix` (as `hash` of the joined text, without
  /// making it).
  static func hash(_ words: [String], after prefix: String = "") -> UInt64 {
    hash(words, from: hash(prefix))
  }

  /// The hash of words joined by spaces, going on from `start` (the hash of what went before).
  private static func hash(_ words: [String], from start: UInt64) -> UInt64 {
    // Each text's bytes are read where they lie: through the UTF-8 view, a byte at a time,
    // the two hashes an article's summary gets were 1.7 % of a refresh's instructions.
    var hash = start
    func add(_ text: String) {
      var text = text
      text.withUTF8 { for byte in $0 { hash = (hash ^ UInt64(byte)) &* prime } }
    }
    for (index, word) in words.enumerated() {
      if index > 0 { hash = (hash ^ 0x20) &* prime }
      add(word)
    }
    return hash
  }

  /// FNV-1a over UTF-8.
  static func hash(_ text: String) -> UInt64 {
    var hash = offsetBasis
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }
}
