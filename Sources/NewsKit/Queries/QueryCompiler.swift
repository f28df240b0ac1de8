import Foundation
import GRDB

/// The SQL an article's attributes are read by, given by the rooms that own the tables: text
/// for every attribute there is, a number for `age` and `date` (seconds since 1970), and a
/// condition for the yes/no ones (`unread`, `saved`). An attribute without SQL is empty text.
public struct QueryColumns: Sendable {
  public var text: [QueryAttribute: String] = [:]
  public var number: [QueryAttribute: String] = [:]
  public var condition: [QueryAttribute: String] = [:]
  /// Where an attribute's text has a second home, read as a set once rather than a row at a
  /// time: a condition with one `?`, the pattern (`article.id IN (SELECT … news_match(?, …))`).
  public var alsoMatching: [QueryAttribute: String] = [:]

  public init() {}

  /// These columns with `other`'s added (other's win).
  public func merging(_ other: QueryColumns) -> QueryColumns {
    var merged = self
    merged.text.merge(other.text) { $1 }
    merged.number.merge(other.number) { $1 }
    merged.condition.merge(other.condition) { $1 }
    merged.alsoMatching.merge(other.alsoMatching) { $1 }
    return merged
  }
}

/// Turns a query into an SQL condition with its arguments: text compared through
/// `news_match` (folded, as search folds), numbers and dates in SQL, so a query runs in the
/// statement that lists the articles and stops where the list does.
public enum QueryCompiler {
  public static func condition(_ query: Query, columns: QueryColumns) -> (
    sql: String, arguments: [DatabaseValueConvertible]
  ) {
    var arguments: [DatabaseValueConvertible] = []
    let sql = condition(query, columns: columns, arguments: &arguments)
    return (sql, arguments)
  }

  static func condition(
    _ query: Query, columns: QueryColumns, arguments: inout [DatabaseValueConvertible]
  ) -> String {
    // A run of one join is written side by side (`(a OR b OR c)`): SQLite's parser holds
    // each nested parenthesis, and 26 nested ones overflow it (a chain of 30 `or`s did).
    switch query {
    case .and, .or:
      let join = if case .and = query { " AND " } else { " OR " }
      return "("
        + query.operands.map { condition($0, columns: columns, arguments: &arguments) }
        .joined(separator: join) + ")"
    case .comparison(let attribute, let comparison, let value):
      return compare(attribute, comparison, value, columns: columns, arguments: &arguments)
    }
  }

  static func compare(
    _ attribute: QueryAttribute, _ comparison: QueryOperator, _ value: QueryValue,
    columns: QueryColumns, arguments: inout [DatabaseValueConvertible]
  ) -> String {
    if let condition = columns.condition[attribute] {
      if comparison == .equal || comparison == .notEqual, case .text(let text) = value {
        let yes = ["yes", "true", "1"].contains(TextFolding.fold(text))
        let no = ["no", "false", "0"].contains(TextFolding.fold(text))
        guard yes || no else { return comparison == .equal ? "0" : "1" }
        return (yes == (comparison == .equal)) ? "(\(condition))" : "NOT (\(condition))"
      }
    }
    if attribute == .date, let date = columns.number[.date],
      let sql = day(comparison, value, date, arguments: &arguments)
    {
      return sql
    }
    let text =
      columns.text[attribute] ?? columns.condition[attribute].map {
        "CASE WHEN \($0) THEN 'yes' ELSE 'no' END"
      } ?? columns.number[attribute].map { "CAST(\($0) AS TEXT)" } ?? "''"
    let number = columns.number[attribute] ?? "CAST(COALESCE(\(text), '') AS INTEGER)"
    func match(_ kind: Character, _ pattern: String, negated: Bool) -> String {
      arguments.append(QueryTextMatch.pattern(kind, pattern))
      var sql = "news_match(?, \(text))"
      if let also = columns.alsoMatching[attribute] {
        arguments.append(QueryTextMatch.pattern(kind, pattern))
        sql = "(\(sql) OR \(also))"
      }
      return (negated ? "NOT " : "") + sql
    }
    let typed = QueryParser.text(of: value)
    switch comparison {
    case .equal, .notEqual:
      if columns.number[attribute] != nil, case .number(let wanted) = value {
        arguments.append(wanted)
        return "COALESCE(\(number) \(comparison == .equal ? "=" : "!=") ?, 0)"
      }
      return match("e", QueryParser.unescaped(typed), negated: comparison == .notEqual)
    case .matches, .notMatches: return match("r", typed, negated: comparison == .notMatches)
    case .contains, .notContains:
      return match(
        attribute == .tags ? "t" : "w", QueryParser.unescaped(typed),
        negated: comparison == .notContains)
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      arguments.append(Self.number(typed))
      return "COALESCE(\(number) \(comparison.rawValue) ?, 0)"
    case .between:
      guard case .range(let low, let high) = value else { return "0" }
      let (a, b) = (Self.number(low), Self.number(high))
      arguments += [min(a, b), max(a, b)]
      return "COALESCE(\(number) BETWEEN ? AND ?, 0)"
    }
  }

  /// A number as newsboat reads one: the digits it starts with (`12abc` is 12), else 0.
  static func number(_ text: String) -> Int {
    let sign = text.hasPrefix("-") ? -1 : 1
    let digits = text.dropFirst(sign < 0 ? 1 : 0).prefix { $0.isASCII && $0.isNumber }.prefix(9)
    return sign * (Int(digits) ?? 0)
  }

  /// A comparison of the date with days (`YYYY-MM-DD`, UTC): `=` is the whole day.
  static func day(
    _ comparison: QueryOperator, _ value: QueryValue, _ date: String,
    arguments: inout [DatabaseValueConvertible]
  ) -> String? {
    let days: [TimeInterval]
    switch value {
    case .text(let text): days = [QueryDate.day(text)].compactMap { $0 }
    case .range(let low, let high): days = [low, high].compactMap(QueryDate.day).sorted()
    case .number: days = []
    }
    guard let first = days.first, let last = days.last else { return nil }
    let next = last + 86_400
    switch comparison {
    case .equal, .notEqual:
      arguments += [first, next]
      let inside = "(\(date) >= ? AND \(date) < ?)"
      return comparison == .equal ? "COALESCE(\(inside), 0)" : "NOT COALESCE(\(inside), 0)"
    case .less: arguments.append(first); return "COALESCE(\(date) < ?, 0)"
    case .lessOrEqual: arguments.append(next); return "COALESCE(\(date) < ?, 0)"
    case .greater: arguments.append(next); return "COALESCE(\(date) >= ?, 0)"
    case .greaterOrEqual: arguments.append(first); return "COALESCE(\(date) >= ?, 0)"
    case .between:
      arguments += [first, next]
      return "COALESCE(\(date) >= ? AND \(date) < ?, 0)"
    case .matches, .notMatches, .contains, .notContains: return nil
    }
  }
}
