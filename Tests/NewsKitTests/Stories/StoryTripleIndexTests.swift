import Testing

@testable import NewsKit

/// The near-copy index: each triple's oldest holders, in order, however the table grew.
@Suite("Stories: the index of word triples")
struct StoryTripleIndexTests {
  static func holders(of triple: UInt64, in index: StoryTripleIndex) -> [Int] {
    var found: [Int] = []
    index.forEachHolder(of: triple) { found.append($0) }
    return found
  }

  @Test("A triple names its oldest holders, at most perTriple, in the order they were added")
  func oldestInOrder() {
    var index = StoryTripleIndex(perTriple: 3)
    for holder in 0..<5 { index.add(42, holder: holder) }
    index.add(7, holder: 9)
    #expect(Self.holders(of: 42, in: index) == [0, 1, 2])
    #expect(Self.holders(of: 7, in: index) == [9])
    #expect(Self.holders(of: 8, in: index).isEmpty)
    #expect(index.entries == 4)
  }

  @Test("Growing from 16 slots to thousands keeps every triple's holders and their order")
  func growthKeepsOrder() {
    var index = StoryTripleIndex(perTriple: 4)
    // 3,000 triples, most with one holder, every tenth with four (added far apart).
    for round in 0..<4 {
      for triple in 0..<3_000 where round == 0 || triple % 10 == 0 {
        index.add(UInt64(triple) &* 1_000_003, holder: round * 10_000 + triple)
      }
    }
    for triple in [0, 10, 2_990] {
      #expect(
        Self.holders(of: UInt64(triple) &* 1_000_003, in: index)
          == [triple, 10_000 + triple, 20_000 + triple, 30_000 + triple])
    }
    #expect(Self.holders(of: 1_000_003, in: index) == [1])
    #expect(index.entries == 3_000 + 3 * 300)
  }

  @Test("Room made ahead holds what it was made for, without losing what was there")
  func reserve() {
    var index = StoryTripleIndex(perTriple: 2)
    index.add(1, holder: 1)
    index.reserve(10_000)
    for triple in 2..<10_002 { index.add(UInt64(triple), holder: triple) }
    #expect(Self.holders(of: 1, in: index) == [1])
    #expect(Self.holders(of: 10_001, in: index) == [10_001])
    #expect(index.entries == 10_001)
  }
}
