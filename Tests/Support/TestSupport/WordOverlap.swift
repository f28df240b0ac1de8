/// Word-level agreement between an extracted text and the text a careful reader keeps.
///
/// Both texts are split into words by the caller's rule (the extractor's own: lower-cased runs
/// of letters and digits, each Chinese or Japanese character a word) and compared as bags of
/// words, the measure extraction benchmarks use (trafilatura's, ScrapingHub's): precision is
/// the share of extracted words that belong, recall the share of expected words found.
public enum WordOverlap {
  /// Precision, recall and their harmonic mean (F1); 1 for two empty texts.
  public static func score(
    extracted: String, expected: String, words: (String) -> [Substring]
  ) -> (precision: Double, recall: Double, f1: Double) {
    let found = bag(words(extracted))
    let wanted = bag(words(expected))
    let foundCount = found.values.reduce(0, +)
    let wantedCount = wanted.values.reduce(0, +)
    if foundCount == 0 && wantedCount == 0 { return (1, 1, 1) }
    let common = found.reduce(0) { $0 + min($1.value, wanted[$1.key, default: 0]) }
    let precision = foundCount == 0 ? 0 : Double(common) / Double(foundCount)
    let recall = wantedCount == 0 ? 0 : Double(common) / Double(wantedCount)
    let f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    return (precision, recall, f1)
  }

  static func bag(_ words: [Substring]) -> [Substring: Int] {
    var counts: [Substring: Int] = [:]
    for word in words { counts[word, default: 0] += 1 }
    return counts
  }
}
