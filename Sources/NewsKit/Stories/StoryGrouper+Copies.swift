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
    let own = Set(member.titleWords).subtracting(templates)
    let theirs = Set(other.titleWords).subtracting(templates)
    if !own.isEmpty || !theirs.isEmpty {
      guard 2 * own.intersection(theirs).count >= min(own.count, theirs.count), !own.isEmpty,
        !theirs.isEmpty
      else { return false }
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
