import Foundation
import Testing

@testable import NewsKit

/// newsboat's filter language as `news` reads it: newsboat's own examples parse the way
/// newsboat groups them, and a malformed query says where and what was expected.
@Suite("Query language: parsing")
struct QueryParserTests {
  func parse(_ text: String) throws -> Query { try QueryParser.parse(text) }

  @Test("newsboat's examples: operators, values, ranges, parentheses")
  func newsboatExamples() throws {
    #expect(try parse(#"unread = "yes""#) == .comparison(.unread, .equal, .text("yes")))
    #expect(try parse(#"title=="a""#) == .comparison(.title, .equal, .text("a")))
    #expect(try parse("age between 1:7") == .comparison(.age, .between, .range("1", "7")))
    #expect(try parse(#"tags !# "x""#) == .comparison(.tags, .notContains, .text("x")))
    #expect(try parse("age <= -3") == .comparison(.age, .lessOrEqual, .number(-3)))
    #expect(
      try parse(#"  ( title =~ "^Re:" )  "#) == .comparison(.title, .matches, .text("^Re:")))
    // A backslash keeps the next character, and stays for the regular expression to read.
    #expect(try parse(#"title =~ "a\"b\.c""#) == .comparison(.title, .matches, .text(#"a\"b\.c"#)))
  }

  @Test("and and or bind equally, from the right, as newsboat's parser groups them")
  func grouping() throws {
    let (a, b, c) = (
      Query.comparison(.unread, .equal, .text("yes")), Query.comparison(.age, .less, .number(3)),
      Query.comparison(.saved, .equal, .text("yes"))
    )
    #expect(try parse(#"unread = "yes" and age < 3 or saved = "yes""#) == .and(a, .or(b, c)))
    #expect(try parse(#"(unread = "yes" and age < 3) or saved = "yes""#) == .or(.and(a, b), c))
    // "order" is an attribute-like word, not "or" + "der".
    #expect(throws: QueryProblem(offset: 15, expected: .joinOrEnd)) {
      try parse(#"unread = "yes" order"#)
    }
  }

  @Test("Where a query goes wrong, and what was expected there")
  func problems() {
    let cases: [(String, Int, QueryExpectation)] = [
      ("", 0, .attribute), (#"titel = "x""#, 0, .knownAttribute("titel")),
      ("title", 5, .comparisonOperator), ("title ~ 1", 6, .comparisonOperator),
      ("title = ", 8, .value), (#"title = "open"#, 8, .value),
      (#"(title = "x""#, 12, .closingParenthesis), (#"title = "x" and"#, 15, .attribute),
      (#"title = "x" "y""#, 12, .joinOrEnd), ("age between 3", 12, .value),
      ("age = 1:2", 6, .value), (#"title =~ "a(b""#, 11, .regex(.unbalancedParenthesis)),
      (#"title =~ "x\bz""#, 11, .regex(.badEscape)), (#"date > "2026-02-30""#, 7, .date),
      (#"date = 5"#, 7, .date),
      // Said for what they are: a number too long, a date no article has.
      ("age between 1:99999999999999999999", 14, .shorterNumber(10)),
      ("age > 12345678901", 6, .shorterNumber(10)),
      (#"date = "0001-01-01""#, 7, .dateInRange),
      (#"date between "1969-12-31":"2026-01-01""#, 13, .dateInRange),
    ]
    for (text, offset, expected) in cases {
      #expect(throws: QueryProblem(offset: offset, expected: expected), "\(text)") {
        try QueryParser.parse(text)
      }
    }
  }

  @Test("Bounded: a long query, a deep one, a long value are refused, never a crash")
  func bounds() throws {
    #expect(throws: QueryProblem.self) {
      try QueryParser.parse(String(repeating: "(", count: 200) + #"title = "x""#)
    }
    #expect(throws: QueryProblem.self) {
      try QueryParser.parse(#"title = ""# + String(repeating: "x", count: 4_000) + "\"")
    }
    // A long chain is read in a loop, not by nesting: 200 terms parse and compile.
    let chain = Array(repeating: #"age < 1"#, count: 200).joined(separator: " or ")
    let query = try #require(try? QueryParser.parse(chain))
    #expect(
      QueryCompiler.condition(query, columns: NewsSchema.all.queryColumns(now: Date())).arguments
        .count == 200)
  }

  @Test("A command's query error is a usage error (exit 64) with the query and the place")
  func usageError() {
    #expect(
      throws: NewsError.usage(
        .invalidQuery(#"title = "x" oops"#, offset: 12, expected: .joinOrEnd))
    ) { try QueryParser.query(#"title = "x" oops"#) }
    #expect(NewsError.usage(.invalidQuery("x", offset: 0, expected: .attribute)).exitCode == 64)
  }
}
