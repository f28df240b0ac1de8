import Foundation
import GRDB
import TestSupport
import Testing

@testable import NewsKit

/// A story's articles are kept with their times, so that a list reads a story's newest
/// coverage through an index instead of reading every article of the story to sort them.
@Suite("Stories in the store: a story's articles in time order")
struct StoryMemberTimesTests {
  typealias Stories = StoryStoreTests

  /// The titles of the story's coverage, as a list reads it.
  static func coverage(of title: String, in store: ArticleStore) throws -> [String] {
    let id = try #require(
      try store.database.read {
        try Int64.fetchOne($0, sql: "SELECT id FROM article WHERE title = ?", arguments: [title])
      })
    let story = try #require(try StoryStore(store).stories(of: [id])[id])
    return story.members.compactMap(\.coverage.title)
  }

  @Test("Coverage is newest first by the articles' times, whatever order they were stored in")
  func newestFirst() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let first = "Russia withdraws troops from Snake Island"
    try Stories.keep(
      [Stories.story(first, link: "https://a/1", hours: 5, source: "a")], in: store, hours: 5)
    try StoryStore(store).groupNew()
    // Stored later, one of them dated before the first (a feed's late item).
    let later = "Russia withdraws its troops from Snake Island"
    let earlier = "Russian troops withdraw from Snake Island"
    try Stories.keep(
      [
        Stories.story(later, link: "https://b/1", hours: 6, source: "b"),
        Stories.story(earlier, link: "https://c/1", hours: 1, source: "c"),
      ], in: store, hours: 6)
    try StoryStore(store).groupNew()
    #expect(try Self.coverage(of: first, in: store) == [later, first, earlier])
    // A feed moves the newest one's date back: its place in the story moves with it.
    try store.database.write { db in
      try db.execute(
        sql: "UPDATE article SET published = ? WHERE title = ?",
        arguments: [Stories.start.timeIntervalSince1970, later])
    }
    #expect(try Self.coverage(of: first, in: store) == [first, earlier, later])
  }

  @Test("A story's newest coverage is read through the index of its articles by time")
  func readThroughTheIndex() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let plan = try Stories.plan(of: StoryStore.membersStatement, arguments: [1], in: store)
    #expect(plan.contains { $0.contains("story_article_by_story") }, "\(plan)")
    #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
  }

  @Test("A store of before keeps its stories' order once upgraded: every story's articles timed")
  func upgraded() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try temporary.open()
    let titles = [
      "Russia withdraws troops from Snake Island", "Russia withdraws its troops from Snake Island",
      "Russian troops withdraw from Snake Island",
    ]
    try Stories.keep(
      titles.enumerated().map { index, title in
        Stories.story(title, link: "https://\(index)/1", hours: Double(index), source: "s\(index)")
      }, in: store, hours: 3)
    try StoryStore(store).groupNew()
    // As a version 37 store had it: no times.
    try store.database.write { try $0.execute(sql: "UPDATE story_article SET at = NULL") }
    try store.database.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          DROP TRIGGER story_article_time;
          DROP INDEX story_article_by_story;
          CREATE INDEX story_article_by_story ON story_article(story_id)
            WHERE story_id IS NOT NULL;
          """)
      try db.execute(
        sql: "DELETE FROM grdb_migrations WHERE identifier = 'v22-story-member-times'")
      try db.execute(sql: "ALTER TABLE story_article DROP COLUMN at")
      try db.execute(sql: "PRAGMA user_version = 0")
    }
    let reopened = try temporary.open()
    let untimed = try reopened.database.read {
      try Int.fetchOne(
        $0, sql: "SELECT COUNT(*) FROM story_article WHERE story_id IS NOT NULL AND at IS NULL")
    }
    #expect(untimed == 0)
    #expect(try Self.coverage(of: titles[0], in: reopened) == titles.reversed())
  }
}
