import Foundation
import GRDB
import Testing

@testable import NewsKit

/// A grouping's word counts (`StoryStore.countWords`), written many to a statement.
@Suite("Story word counts written in batches")
struct StoryWordCountTests {
  @Test("Counts are added to the words' kept counts, new words stored, none lost at any batch size")
  func countsAdd() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    // 341 words: batches of 256, 64, 16, 4 and 1 all run.
    let first = Dictionary(uniqueKeysWithValues: (0..<341).map { ("word\($0)", $0 % 7 + 1) })
    let second = ["word0": 5, "word340": 1, "nowe": 3, "żółw": 2]
    try store.database.write { db in
      try StoryStore.countWords(first, in: db)
      try StoryStore.countWords(second, in: db)
      try StoryStore.countWords([:], in: db)
    }
    let rows = try store.database.read { db in
      try Row.fetchAll(db, sql: "SELECT word, documents FROM story_word")
    }
    var kept: [String: Int] = [:]
    for row in rows { kept[row["word"]] = row["documents"] }
    var expected = first
    for (word, count) in second { expected[word, default: 0] += count }
    #expect(kept == expected)
    #expect(kept["word0"] == 6 && kept["word340"] == 340 % 7 + 1 + 1 && kept["żółw"] == 2)
  }
}
