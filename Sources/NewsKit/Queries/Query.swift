import Foundation

/// A query of newsboat's filter language, parsed: comparisons of an article's attributes,
/// joined by `and` and `or` (equal in precedence, grouped from the right, as newsboat groups
/// them).
public indirect enum Query: Sendable, Equatable {
  case comparison(QueryAttribute, QueryOperator, QueryValue)
  case and(Query, Query)
  case or(Query, Query)

  /// The operands of a run of one join, read through (`a or (b or c)` is `a`, `b`, `c`): SQL
  /// takes them side by side, without nesting.
  var operands: [Query] {
    var found: [Query] = []
    var waiting = [self]
    while let next = waiting.popLast() {
      switch (self, next) {
      case (.and, .and(let left, let right)), (.or, .or(let left, let right)):
        waiting += [right, left]
      default: found.append(next)
      }
    }
    return found
  }

  /// How deep runs of `and` and `or` nest in one another (`a and b and c` is 1, `a and (b or
  /// c)` 2, a comparison 0): what SQLite's parser has to hold.
  public var nesting: Int {
    guard case .comparison = self else { return 1 + (operands.map(\.nesting).max() ?? 0) }
    return 0
  }

  /// Every attribute the query looks at.
  public var attributes: Set<QueryAttribute> {
    switch self {
    case .comparison(let attribute, _, _): return [attribute]
    case .and(let left, let right), .or(let left, let right):
      return left.attributes.union(right.attributes)
    }
  }
}

/// What a comparison looks at.
public enum QueryAttribute: String, Sendable, CaseIterable {
  case title, content, author, link, feedtitle, feedurl, tags, unread, flags, saved, age, date
  case source, lang, guid, feedindex
  case enclosureURL = "enclosure_url"
  case enclosureType = "enclosure_type"

  /// The attribute a name stands for: its own, or newsboat's other name for it (`rssurl` is
  /// `feedurl`).
  init?(spelled name: String) {
    if name == "rssurl" {
      self = .feedurl
    } else {
      self.init(rawValue: name)
    }
  }
}

/// How it compares.
public enum QueryOperator: String, Sendable, CaseIterable {
  case equal = "="
  case notEqual = "!="
  case matches = "=~"
  case notMatches = "!~"
  case contains = "#"
  case notContains = "!#"
  case less = "<"
  case greater = ">"
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
  case between

  /// The operator's spellings, longest first where one starts another (`=~` before `=`);
  /// `==` is newsboat's other `=`.
  static let spellings: [(String, QueryOperator)] = [
    ("=~", .matches), ("==", .equal), ("=", .equal), ("!~", .notMatches), ("!=", .notEqual),
    ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater),
    ("between", .between), ("#", .contains), ("!#", .notContains),
  ]
}

/// What it compares with: text (a quoted string, as typed, backslashes kept for a regular
/// expression), a number, or a range `a:b` for `between`.
public enum QueryValue: Sendable, Equatable {
  case text(String)
  case number(Int)
  case range(String, String)
}

/// Why a query could not be read: where (a character offset from 0) and what was expected.
public struct QueryProblem: Error, Equatable, Sendable {
  public typealias Expected = QueryExpectation

  public var offset: Int
  public var expected: Expected

  public init(offset: Int, expected: Expected) {
    self.offset = offset
    self.expected = expected
  }
}

extension Query {
  /// The words a person would name the query by: the texts it looks for (`title =~ "Tusk" and
  /// feedtitle = "PAP"` is `Tusk · PAP`), not the ones it excludes; empty when it compares
  /// only numbers, dates or marks.
  public var lookedFor: [String] {
    switch self {
    case .comparison(_, let comparison, .text(let text))
    where [.equal, .matches, .contains].contains(comparison):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty || ["yes", "no"].contains(trimmed) ? [] : [trimmed]
    case .comparison: return []
    case .and(let left, let right), .or(let left, let right):
      return left.lookedFor + right.lookedFor
    }
  }
}
