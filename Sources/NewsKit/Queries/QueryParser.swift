import Foundation

/// Reads newsboat's filter language into a `Query`: `attribute operator value` comparisons,
/// `and`, `or`, parentheses, spaces between; a regular expression is checked as it is read, so
/// a bad one is told with its place in the query.
public struct QueryParser {
  let characters: [Character]
  var position = 0

  /// The longest query taken, in characters.
  public static let maximumLength = 4_000
  /// How deep parentheses and joins may nest.
  static let maximumDepth = 64
  /// How deep runs of `and` and `or` may nest in one another (`Query.nesting`): SQLite's
  /// parser overflows at 26 such levels of the compiled condition.
  public static let maximumNesting = 16
  /// The most digits of a number (ages and counts fit; more is no number of an article).
  public static let maximumDigits = 10

  /// A query typed on a command line or in a file, or the usage error that says where it
  /// went wrong.
  public static func query(_ text: String) throws(NewsError) -> Query {
    do {
      return try parse(text)
    } catch {
      throw NewsError.usage(
        .invalidQuery(String(text.prefix(200)), offset: error.offset, expected: error.expected))
    }
  }

  public static func parse(_ text: String) throws(QueryProblem) -> Query {
    guard text.count <= maximumLength else {
      throw QueryProblem(offset: maximumLength, expected: .joinOrEnd)
    }
    var parser = QueryParser(characters: Array(text))
    parser.skipSpaces()
    let query = try parser.expression(depth: 0)
    parser.skipSpaces()
    guard parser.position == parser.characters.count else {
      throw QueryProblem(offset: parser.position, expected: .joinOrEnd)
    }
    guard query.nesting <= maximumNesting else {
      throw QueryProblem(offset: parser.position, expected: .shallowerNesting(maximumNesting))
    }
    return query
  }

  mutating func skipSpaces() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  func starts(with word: String) -> Bool {
    let end = position + word.count
    guard end <= characters.count, String(characters[position..<end]) == word else {
      return false
    }
    // A word ends at a space, a parenthesis or the end: `order` is no `or`.
    return end == characters.count || characters[end].isWhitespace || characters[end] == "("
      || characters[end] == "\""
  }

  /// Terms joined by `and`/`or`, grouped from the right (`a and b or c` is `a and (b or c)`);
  /// read in a loop, so only parentheses nest.
  mutating func expression(depth: Int) throws(QueryProblem) -> Query {
    var terms = [try term(depth: depth)]
    var joins: [(Query, Query) -> Query] = []
    while true {
      skipSpaces()
      guard
        let (word, join) = [("and", Query.and), ("or", Query.or)].first(where: {
          starts(with: $0.0)
        })
      else { break }
      position += word.count
      skipSpaces()
      joins.append(join)
      terms.append(try term(depth: depth))
    }
    var query = terms.removeLast()
    while let join = joins.popLast() { query = join(terms.removeLast(), query) }
    return query
  }

  /// A comparison or a parenthesised query.
  mutating func term(depth: Int) throws(QueryProblem) -> Query {
    guard depth < Self.maximumDepth else {
      throw QueryProblem(offset: position, expected: .joinOrEnd)
    }
    let left: Query
    if position < characters.count, characters[position] == "(" {
      position += 1
      skipSpaces()
      left = try expression(depth: depth + 1)
      skipSpaces()
      guard position < characters.count, characters[position] == ")" else {
        throw QueryProblem(offset: position, expected: .closingParenthesis)
      }
      position += 1
    } else {
      left = try comparison()
    }
    return left
  }

  mutating func comparison() throws(QueryProblem) -> Query {
    let start = position
    while position < characters.count,
      characters[position].isASCII,
      characters[position].isLetter || characters[position].isNumber
        || "_-.".contains(characters[position])
    {
      position += 1
    }
    let name = String(characters[start..<position])
    guard !name.isEmpty else { throw QueryProblem(offset: start, expected: .attribute) }
    guard let attribute = QueryAttribute(spelled: name.lowercased()) else {
      throw QueryProblem(offset: start, expected: .knownAttribute(name))
    }
    skipSpaces()
    let operatorStart = position
    guard
      let (spelling, found) = QueryOperator.spellings.first(where: { starts(operator: $0.0) })
    else { throw QueryProblem(offset: operatorStart, expected: .comparisonOperator) }
    position += spelling.count
    skipSpaces()
    let valueStart = position
    let value = try value()
    try Self.check(attribute, found, value, at: valueStart)
    return .comparison(attribute, found, value)
  }

  func starts(operator spelling: String) -> Bool {
    let end = position + spelling.count
    return end <= characters.count && String(characters[position..<end]) == spelling
  }
}
