import Foundation
import Localization

/// Words `news query`: the saved queries, what was saved or removed, as text and as JSON.
public enum SavedQueryView {
  /// `query list`: a heading and one line per query (`@name · expression`), or what to do when
  /// there is none.
  public static func list(_ queries: [SavedQuery], strings: StringTable, width: Int) -> String {
    let words = strings.queries
    guard !queries.isEmpty else {
      return TextWrapper.paragraphs([words.noQueries, words.noQueriesHint], width: width)
    }
    let rows = queries.map {
      "@" + TerminalSanitizer.sanitize($0.name) + " · " + TerminalSanitizer.sanitize($0.expression)
    }
    return TextWrapper.paragraphs([words.queriesHeading] + rows, width: width)
  }

  /// `query add`: saved, or changed when a query of that name was there.
  public static func added(_ query: SavedQuery, replaced: Bool, strings: StringTable, width: Int)
    -> String
  {
    let name = TerminalSanitizer.sanitize(query.name)
    let expression = TerminalSanitizer.sanitize(query.expression)
    return TextWrapper.paragraphs(
      [
        replaced
          ? strings.queries.queryChanged(name, expression)
          : strings.queries.queryAdded(name, expression)
      ], width: width)
  }

  /// `query remove`: each query removed.
  public static func removed(_ queries: [SavedQuery], strings: StringTable, width: Int) -> String {
    TextWrapper.paragraphs(
      queries.map { strings.queries.queryRemoved(TerminalSanitizer.sanitize($0.name)) },
      width: width)
  }

  /// One saved query as JSON: `{"name", "query"}`.
  static func json(_ query: SavedQuery) -> JSONValue {
    .object([("name", .string(query.name)), ("query", .string(query.expression))])
  }

  /// `query list --json` (and `query remove --json`, those removed): `{"queries": [...]}`.
  public static func listJSON(_ queries: [SavedQuery]) -> String {
    JSONValue.object([("queries", .array(queries.map(json)))]).rendered() + "\n"
  }

  /// `query add --json`: the query's object, with `"replaced"`.
  public static func addedJSON(_ query: SavedQuery, replaced: Bool) -> String {
    JSONValue.object([
      ("name", .string(query.name)), ("query", .string(query.expression)),
      ("replaced", .bool(replaced)),
    ]).rendered() + "\n"
  }
}
