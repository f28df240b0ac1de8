import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// A query that is accepted runs, whatever its shape: long runs of one join are compiled side by
/// side, and joins nest no deeper than SQLite's parser holds (refused when the query is read).
@Suite("Query language: long and deep queries")
struct QueryDepthTests {
  let base = QueryStoreTests()

  /// Comparisons of every kind of SQL the compiler writes (text, full text, tags, yes/no,
  /// numbers, days).
  static let comparisons = [
    #"title =~ "kernel""#, #"content # "debate""#, #"tags # "free software""#,
    #"unread = "yes""#, "age < 30", #"date = "2026-09-20""#, #"feedtitle = "LWN""#,
    #"author !~ "^x""#, "age between 0:9999999999", #"link =~ "x\.example""#,
  ]

  /// Runs of `and` and `or` alternating `levels` deep, each level a run of `width` comparisons.
  static func nested(_ levels: Int, width: Int = 2) -> String {
    var query = comparisons[levels % comparisons.count]
    for level in 0..<levels {
      let join = level % 2 == 0 ? " and " : " or "
      let others = (0..<(width - 1)).map { comparisons[($0 + level) % comparisons.count] }
      query = (others + ["(" + query + ")"]).joined(separator: join)
    }
    return query
  }

  @Test("150 comparisons joined by one `or` (or `and`) run and pick what they should")
  func longRuns() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try base.store(temporary)
    let misses = (0..<149).map { #"title =~ "nothing\#($0)""# }
    let anyOf = (misses + [#"title =~ "^rust""#]).joined(separator: " or ")
    #expect(anyOf.count > 3_000)
    #expect(try base.titles(anyOf, in: store) == ["Rust in the kernel"])
    let allOf = (0..<150).map { _ in #"title =~ "kernel""# }.joined(separator: " and ")
    #expect(
      try base.titles(allOf, in: store).sorted() == ["Kernel 7.0 released", "Rust in the kernel"])
    #expect(try QueryParser.parse(anyOf).nesting == 1)
  }

  @Test("Joins nested as deep as allowed run over the store; one level more is refused")
  func deepest() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try base.store(temporary)
    for width in [2, 3] {
      let deepest = Self.nested(QueryParser.maximumNesting, width: width)
      #expect(try QueryParser.parse(deepest).nesting == QueryParser.maximumNesting)
      _ = try base.titles(deepest, in: store)
      let deeper = Self.nested(QueryParser.maximumNesting + 1, width: width)
      #expect(throws: QueryProblem.self) { try QueryParser.parse(deeper) }
      do {
        _ = try QueryParser.parse(deeper)
      } catch {
        #expect(error.expected == .shallowerNesting(QueryParser.maximumNesting))
      }
    }
    // Parentheses alone nest nothing in SQL.
    let wrapped =
      String(repeating: "(", count: 60) + #"title =~ "rust""#
      + String(repeating: ")", count: 60)
    #expect(try base.titles(wrapped, in: store) == ["Rust in the kernel"])
  }

  @Test("Random queries: each is refused when read, or runs over the store")
  func randomShapes() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let store = try base.store(temporary)
    var generator = SeededGenerator(seed: 56)
    var ran = 0
    var deepest = 0
    for _ in 0..<150 {
      var text = ""
      var open = 0
      for term in 0..<Int.random(in: 1...60, using: &generator) {
        if term > 0 { text += Bool.random(using: &generator) ? " and " : " or " }
        while Int.random(in: 0..<3, using: &generator) == 0 {
          text += "("
          open += 1
        }
        text += Self.comparisons.randomElement(using: &generator) ?? "age > 1"
        while open > 0, Bool.random(using: &generator) {
          text += ")"
          open -= 1
        }
      }
      text += String(repeating: ")", count: open)
      let query: Query
      do {
        query = try QueryParser.parse(text)
      } catch {
        // Only for nesting: parentheses deeper than the parser reads, or joins than SQL.
        #expect(
          error.expected == .shallowerNesting(QueryParser.maximumNesting)
            || error.expected == .joinOrEnd, "\(text)")
        continue
      }
      #expect(query.nesting <= QueryParser.maximumNesting)
      _ = try base.titles(text, in: store)
      ran += 1
      deepest = max(deepest, query.nesting)
    }
    #expect(ran > 50 && deepest >= 8, "\(ran) ran, \(deepest) deep")
  }
}
