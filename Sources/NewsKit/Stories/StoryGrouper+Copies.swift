import Foundation

/// How `StoryGrouper` tells a near copy from another edition: one outlet's template filled
/// anew, another day's report with other figures.
extension StoryGrouper {
  /// Whether two articles of one outlet that share most word triples are one article run
  /// again rather than its template filled anew: the title words other than its template's
  /// meet (half of the fewer at least; "Fręch - Sherif" and "Linette - Sharma" do not), and on
  /// another day the figures are the same (a daily report's are not).
  static func sameOutletCopy(
    _ member: Member, _ other: Member, templates: Set<Int>, apart: TimeInterval,
    gap: TimeInterval
  ) -> Bool {
    // Title words are distinct and sorted (`Member.titleWords`): the two are walked together,
    // templates left out, with no set made (one outlet's feed of 2,000 items compared each
    // with hundreds of its own: the sets were most of a refresh's grouping).
    let (mine, theirs) = (member.titleWords, other.titleWords)
    var (i, j) = (0, 0)
    var (own, their, shared) = (0, 0, 0)
    while i < mine.count || j < theirs.count {
      if j == theirs.count || i < mine.count && mine[i] < theirs[j] {
        if !templates.contains(mine[i]) { own += 1 }
        i += 1
      } else if i == mine.count || theirs[j] < mine[i] {
        if !templates.contains(theirs[j]) { their += 1 }
        j += 1
      } else {
        if !templates.contains(mine[i]) { (own, their, shared) = (own + 1, their + 1, shared + 1) }
        (i, j) = (i + 1, j + 1)
      }
    }
    if own > 0 || their > 0 {
      guard 2 * shared >= min(own, their), own > 0, their > 0 else { return false }
    }
    guard apart >= gap else { return true }
    return member.numbers == other.numbers
  }

  /// The numbers among story words, hashed in order of their text; nil when there are none.
  static func figures(_ words: [String]) -> UInt64? {
    let found = Set(words.filter(isFigure)).sorted()
    return found.isEmpty ? nil : StoryOutlets.hash(found.joined(separator: " "))
  }

  /// Whether a story word is a number (ASCII digits: `StoryWords` keeps numbers whole).
  static func isFigure(_ word: String) -> Bool {
    !word.isEmpty && word.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}
