import Foundation
import Testing

@testable import NewsKit

/// An article's text is kept up to 1 MiB, whole blocks, then a mark: an edition of 32 pages of
/// 8 MiB of text each once took 2.8 GB to print.
@Suite("Full text: at most 1 MiB an article")
struct StoredTextCapTests {
  @Test("Three MB of paragraphs keep whole blocks up to 1 MiB, then […]; the blocks read back")
  func cutAtBlocks() {
    let paragraph = String(repeating: "Zażółć gęślą jaźń. ", count: 500)  // 11,500 bytes
    let text = ReadableText(blocks: Array(repeating: .init(.paragraph, paragraph), count: 270))
    let stored = text.stored
    #expect(stored.utf8.count <= ReadableText.longestStored + 16)
    #expect(stored.hasSuffix("\n\n" + ReadableText.cutMark))
    let back = ReadableText(stored: stored)
    #expect(
      back.blocks.dropLast().allSatisfy {
        $0.text == paragraph.trimmingCharacters(in: .whitespaces)
      })
    #expect(back.blocks.count == 1_048_576 / (paragraph.utf8.count + 2) + 1)
    #expect(back.blocks.last == .init(.paragraph, ReadableText.cutMark))
  }

  @Test("One block longer than the whole allowance is kept in part, on a character's boundary")
  func oneHugeBlock() {
    let text = ReadableText(blocks: [.init(.heading, String(repeating: "ł", count: 700_000))])
    let stored = text.stored
    #expect(stored.hasPrefix("## łł"))
    #expect(stored.hasSuffix("ł\n\n" + ReadableText.cutMark))
    #expect(stored.utf8.count <= ReadableText.longestStored + 16)
    // A text under the allowance is kept whole, with no mark.
    let short = ReadableText(blocks: [.init(.paragraph, "One."), .init(.item, "Two.")])
    #expect(short.stored == "One.\n\n• Two.")
  }
}
