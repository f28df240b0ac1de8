import Foundation
import Testing

@testable import NewsKit

/// Passing over the bytes that start nothing (`QueryRegexSkip`) gives the answers reading
/// every byte gives.
@Suite("Query regular expressions: bytes passed over")
struct QueryRegexSkipTests {
  typealias Random = QueryRegexTests.Random

  @Test("The next wanted byte, 8 at a time, is the one a byte-by-byte scan finds, at every offset")
  func nextAgreesWithScan() throws {
    var random = Random(state: 7)
    for round in 0..<400 {
      let wanted = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        UInt8.random(in: 0x20..<0x80, using: &random)
      }
      let skip = try #require(QueryRegexSkip(wanted))
      // Mostly bytes not wanted, some wanted, some outside ASCII.
      let text: [UInt8] = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return wanted.randomElement(using: &random) ?? 0x41
        case 1: return UInt8.random(in: 0x80...0xFF, using: &random)
        default: return UInt8.random(in: 0x00..<0x80, using: &random)
        }
      }
      text.withUnsafeBufferPointer { buffer in
        for start in 0...text.count {
          let expected =
            text[start...].firstIndex { $0 >= 0x80 || wanted.contains($0) } ?? text.count
          let found = buffer.baseAddress.map {
            skip.next(in: $0, from: start, count: text.count)
          }
          #expect(
            found ?? text.count == expected, "round \(round), from \(start) in \(text), \(wanted)")
        }
      }
    }
    #expect(QueryRegexSkip(Array(0x61...0x65)) == nil)
  }

  @Test("A literal skips; a class most bytes leave the start by does not")
  func whenItSkips() throws {
    #expect(QueryRegexMatcher(try QueryRegex("zzzq")).skip != nil)
    #expect(QueryRegexMatcher(try QueryRegex("ab|cd")).skip != nil)
    #expect(QueryRegexMatcher(try QueryRegex("[^a]b")).skip == nil)
    #expect(QueryRegexMatcher(try QueryRegex("zzzq"), skipping: false).skip == nil)
  }

  @Test("Skipping agrees with reading every byte on 4,000 random patterns and long texts")
  func agreesWithReadingEveryByte() throws {
    var random = Random(state: 1_234)
    let letters: [Character] = Array("abcxyzAB -.ółŁé") + ["\u{2014}"]
    var skipped = 0
    for _ in 0..<4_000 {
      var pattern = QueryRegexTests.pattern(depth: 2, using: &random)
      // Literals too, which leave the start on few bytes.
      if Int.random(in: 0..<2, using: &random) == 0 {
        pattern = String(
          (0..<Int.random(in: 1...4, using: &random)).map { _ in
            "abxyzł".randomElement(using: &random)!
          })
      }
      let regex = try QueryRegex(pattern)
      let fast = QueryRegexMatcher(regex)
      let slow = QueryRegexMatcher(regex, skipping: false)
      if fast.skip != nil { skipped += 1 }
      for _ in 0..<4 {
        let text = String(
          (0..<Int.random(in: 0...60, using: &random)).map { _ in
            Int.random(in: 0..<3, using: &random) == 0
              ? letters.randomElement(using: &random)! : " "
          })
        #expect(fast.matches(text) == slow.matches(text), "\(pattern) on “\(text)”")
      }
    }
    // Most of them skip: the test says something about skipping.
    #expect(skipped > 2_000, "\(skipped)")
  }

  /// Patterns without groups (nested repeats make Foundation's backtracking give up on long
  /// texts and answer no match).
  @Test("Agrees with Foundation's engine on 1,000 random patterns over texts of up to 60 bytes")
  func longTextsAgreeWithFoundation() throws {
    try QueryRegexTests.agreeWithFoundation(
      count: 1_000, seed: 99, depth: 0, longest: 60, letters: "abcAB      ")
  }

  @Test("Letters outside ASCII match as their folds do, through the flat table of folds")
  func foldsOutsideASCII() throws {
    var random = Random(state: 5)
    let scalars: [String] = [
      "a", "A", "o", "ó", "Ó", "ł", "Ł", "l", "ß", "s", "æ", "Æ", "e", "é", "e\u{301}", "—", "“",
      "ﬁ", "ñ", "😀", "Σ", "σ", "Ж", "ж", " ", "z", "Ż", "ź",
    ]
    for _ in 0..<2_000 {
      let pattern = String(
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
          "aolsezж".randomElement(using: &random)!
        })
      let matcher = QueryRegexMatcher(try QueryRegex(pattern))
      let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        scalars.randomElement(using: &random)!
      }.joined()
      // A pattern of letters is found where its folded letters stand in the folded text.
      let expected = TextFolding.fold(text).contains(TextFolding.fold(pattern))
      #expect(matcher.matches(text) == expected, "\(pattern) on “\(text)”")
    }
  }
}
