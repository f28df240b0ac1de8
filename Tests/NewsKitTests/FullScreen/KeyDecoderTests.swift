import Foundation
import Testing

@testable import NewsKit

@Suite("The key decoder")
struct KeyDecoderTests {
  /// Decodes bytes arriving all at once at time 0.
  func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes, at: 0)
  }

  func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

  @Test("Arrows, Home, End, PgUp, PgDn and Delete in CSI, SS3 and the rxvt/linux forms")
  func sequences() {
    let table: [(String, Key)] = [
      ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
      ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
      ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
      ("\u{1B}[1;5A", .up), ("\u{1B}[1;2B", .down), ("\u{1B}[5;5~", .pageUp),
      ("\u{1B}OM", .enter),
    ]
    for (sequence, key) in table {
      #expect(keys(sequence) == [key], "\(sequence.debugDescription)")
    }
  }

  @Test("A terminal's late answers (kitty's APC, DA1, a cell size, OSC) are no keys")
  func lateAnswers() {
    // Answers to the pictures' burst that came after it gave up: the reader must not take
    // kitty's "Gi=31;OK" for G, i, … (G would jump to the end, i would fetch a picture).
    #expect(keys("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4cj") == [.character("j")])
    #expect(keys("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}k") == [.character("k")])
    #expect(keys("\u{1B}P>|kitty(0.26.5)\u{1B}\\q") == [.character("q")])
    // One that has not ended yet waits; Alt with a key is still Esc then the key, at the timeout.
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}_Gi=31".utf8), at: 0) == [])
    #expect(decoder.decode(Array(";OK\u{1B}\\".utf8), at: 1) == [])
    #expect(decoder.decode(Array("\u{1B}P".utf8), at: 2) == [])
    #expect(decoder.flush(at: 2 + KeyDecoder.escapeTimeout) == [.escape, .character("P")])
  }

  @Test("Plain keys, Enter in both forms, Backspace in both forms, control keys")
  func plain() {
    #expect(keys("jk/?") == [.character("j"), .character("k"), .character("/"), .character("?")])
    #expect(keys([0x0D, 0x0A]) == [.enter, .enter])
    #expect(keys([0x7F, 0x08]) == [.backspace, .backspace])
    #expect(
      keys([0x03, 0x15, 0x1A, 0x0C]) == [
        .control("c"), .control("u"), .control("z"), .control("l"),
      ])
    #expect(keys([0x09]) == [.tab])
  }

  @Test("UTF-8 characters, also when a read cuts one in two; invalid bytes are dropped")
  func utf8() {
    #expect(keys("żółć") == [.character("ż"), .character("ó"), .character("ł"), .character("ć")])
    var decoder = KeyDecoder()
    let bytes = Array("ś🎾".utf8)
    #expect(decoder.decode([bytes[0]], at: 0) == [])
    #expect(decoder.decode(Array(bytes[1...2]), at: 1) == [.character("ś")])
    #expect(decoder.decode(Array(bytes[3...]), at: 2) == [.character("🎾")])
    #expect(keys([0xFF, 0x61]) == [.character("a")])
    #expect(keys([0xC5, 0x61]) == [.character("a")])
  }

  @Test("Unknown sequences mean no key and never arrive as text")
  func unknown() {
    #expect(keys("\u{1B}[200~x") == [.character("x")])
    #expect(keys("\u{1B}[?1;2c") == [])
    #expect(keys("\u{1B}[15~") == [])
  }

  @Test("A lone Esc waits for the timeout on the injected clock, then is Esc")
  func escapeTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B], at: 1_000) == [])
    #expect(decoder.deadline == 1_000 + KeyDecoder.escapeTimeout)
    #expect(decoder.flush(at: 1_000 + KeyDecoder.escapeTimeout - 1) == [])
    #expect(decoder.flush(at: 1_000 + KeyDecoder.escapeTimeout) == [.escape])
    #expect(decoder.deadline == nil)
  }

  @Test("A sequence split across reads inside the timeout is one key, not Esc and letters")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B], at: 0) == [])
    #expect(decoder.flush(at: 10_000_000) == [])
    #expect(decoder.decode(Array("[".utf8), at: 20_000_000) == [])
    #expect(decoder.decode(Array("6~".utf8), at: 30_000_000) == [.pageDown])
    #expect(decoder.deadline == nil)
    // SS3 split after the O.
    #expect(decoder.decode([0x1B, 0x4F], at: 0) == [])
    #expect(decoder.decode([0x41], at: 1) == [.up])
  }

  @Test("Esc then a letter after the timeout is Esc, then the letter; Esc Esc is two")
  func escapeThenKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B], at: 0) == [])
    #expect(decoder.flush(at: KeyDecoder.escapeTimeout) == [.escape])
    #expect(decoder.decode(Array("q".utf8), at: KeyDecoder.escapeTimeout + 1) == [.character("q")])
    #expect(keys([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
  }

  @Test("The start of a sequence cut off by the timeout is Esc and the rest read as keys")
  func cutSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8), at: 0) == [])
    #expect(decoder.flush(at: KeyDecoder.escapeTimeout) == [.escape, .character("[")])
  }
}
