/// Where inflected forms of a word meet, in Polish and English, on folded words (lowercase,
/// no diacritics): a word searched for stands for the words it starts, as it always did, and
/// for the words its stem starts with an ending of at most `maximumEnding` letters
/// (`japonia` finds `japonii`, `trzesienie` finds `trzesienia`), the stem's last consonant
/// alternating as Polish alternates it before an ending (`polska` finds `polsce`, `obwod`
/// finds `obwodzie`). A light stemmer: no dictionary, no irregular forms (`pies`, `psa`).
public enum WordForms {
  /// The fewest letters a stem keeps.
  static let minimumStem = 3
  /// The most letters an ending after a stem may have (`polsk` + `iego`).
  static let maximumEnding = 4

  /// Inflectional endings of Polish nouns, adjectives and verbs and of English nouns and
  /// verbs, folded; the longest that leaves `minimumStem` letters is taken off.
  static let endings: [Substring] = [
    "owie", "ujemy", "owac", "owal", "iego", "iemu", "iej", "ich", "imi", "ymi", "ych", "ego",
    "emu", "ami", "ach", "owi", "iem", "ing", "ies", "ala", "ali", "alo", "aly", "ila", "ili",
    "ilo", "ily", "yla", "yli", "ylo", "yly", "uje", "uja", "ow", "om", "em", "ie", "ii", "ia",
    "io", "iu", "ej", "ym", "im", "ac", "ic", "yc", "al", "il", "yl", "ed", "es", "ly", "y",
    "i", "a", "e", "o", "u", "s",
  ]

  /// A stem's last consonants and what they become before a Polish ending.
  static let alternations: [(Substring, String)] = [
    ("st", "sc"), ("ch", "sz"), ("k", "c"), ("g", "dz"), ("r", "rz"), ("t", "c"), ("d", "dz"),
    ("c", "cz"),
  ]

  /// The stem of a folded word: the word less its longest ending that leaves `minimumStem`
  /// letters; the word itself when none does.
  public static func stem(_ word: Substring) -> Substring {
    guard word.count > minimumStem else { return word }
    for ending in endings where word.count - ending.count >= minimumStem {
      if word.hasSuffix(ending) { return word.dropLast(ending.count) }
    }
    return word
  }

  /// The prefixes a folded search word's inflected forms start with, each followed by at most
  /// `maximumEnding` letters: its stem and the stem's alternations, the mobile `e` of
  /// `-iec`, `-ec`, `-ek` dropped, English `-y` as `-ie-`; none for a word too short to have
  /// an ending, which stands for the words it starts only.
  public static func stems(_ word: Substring) -> [Substring] {
    guard word.count > minimumStem else { return [] }
    let base = stem(word)
    var found: [Substring] = base.count < word.count ? [base] : []
    for (from, to) in alternations where base.hasSuffix(from) && from != Substring(to) {
      found.append(Substring(base.dropLast(from.count) + to))
    }
    for (ending, kept) in [("iec", "c"), ("ec", "c"), ("ek", "k")] where word.hasSuffix(ending) {
      let dropped = word.dropLast(ending.count)
      if dropped.count + kept.count >= minimumStem {
        found.append(Substring(dropped + kept))
        break
      }
    }
    if word.hasSuffix("y") { found.append(word.dropLast()) }
    var unique: [Substring] = []
    for prefix in found where prefix != word && !unique.contains(prefix) { unique.append(prefix) }
    return unique
  }

  /// Whether a folded word of a text is a form of a folded search word: it starts with the
  /// search word (as a search always took it), or with one of its stems and then at most
  /// `maximumEnding` letters.
  public static func matches(_ wanted: Substring, stems: [Substring], _ found: Substring) -> Bool {
    if found.hasPrefix(wanted) { return true }
    return stems.contains { found.hasPrefix($0) && found.count - $0.count <= maximumEnding }
  }

  /// `matches`, the stems found here.
  public static func matches(_ wanted: Substring, _ found: Substring) -> Bool {
    matches(wanted, stems: stems(wanted), found)
  }
}
