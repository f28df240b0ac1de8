import TestSupport
import Testing

/// Random lines for a command read both quickly and by argument-parser: options typed well and
/// pieces of lines typed badly, shuffled; each line read quickly must read the same by
/// argument-parser, and both ways must be taken often, so that the agreement is about many
/// lines.
struct QuickReadingAgreement<Line: Equatable> {
  /// The options with a value each, the way most lines are typed.
  let options: [String]
  /// Pieces of lines, typed well or badly.
  let pieces: [String]

  /// Checks 1,000 lines: `start` gives each line's first words, at most `most` more follow.
  func check(
    seed: UInt64, most: Int, start: (inout SeededGenerator) -> [String],
    quick: ([String]) -> Line?, argumentParser: ([String]) -> Line?
  ) {
    var generator = SeededGenerator(seed: seed)
    var (read, left) = (0, 0)
    for _ in 0..<1000 {
      let first = start(&generator)
      var rest = Array(first.dropFirst())
      for _ in 0..<Int.random(in: 0...most, using: &generator) {
        rest +=
          Bool.random(using: &generator)
          ? (options.randomElement(using: &generator) ?? "").split(separator: " ").map(
            String.init)
          : [pieces.randomElement(using: &generator) ?? ""]
      }
      let line = [first[0]] + rest.shuffled(using: &generator)
      guard let quickly = quick(line) else {
        left += 1
        continue
      }
      read += 1
      #expect(argumentParser(line) == quickly, "\(line)")
    }
    #expect(read > 250, "\(read) lines read quickly")
    #expect(left > 250, "\(left) lines left to argument-parser")
  }
}
