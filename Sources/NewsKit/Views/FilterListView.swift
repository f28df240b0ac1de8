import Foundation
import Localization

/// Words `news filter`: the list, what was added or removed, as text and as JSON.
public enum FilterListView {
  /// What a filter hides, in the reader's words.
  static func describe(_ filter: ListFilter, strings: StringTable) -> String {
    let phraseOrSource = strings.watches.filterDescription(
      filter.phrase.map(TerminalSanitizer.sanitize), filter.source.map(TerminalSanitizer.sanitize))
    guard let query = filter.query.map(TerminalSanitizer.sanitize) else { return phraseOrSource }
    let label = strings.queries.queryLabel(query)
    return filter.phrase == nil && filter.source == nil ? label : phraseOrSource + ", " + label
  }

  /// `filter list`: a heading and one line per filter (id, what it hides, what it hid), or
  /// what to do when there is none.
  public static func render(_ filters: [ListFilter], strings: StringTable, width: Int) -> String {
    let watches = strings.watches
    guard !filters.isEmpty else {
      return TextWrapper.paragraphs([watches.noFilters, watches.noFiltersHint], width: width)
    }
    let rows = filters.map { filter in
      "\(filter.id). " + describe(filter, strings: strings) + " · "
        + watches.hidLast(filter.hidLast)
    }
    return TextWrapper.paragraphs([watches.filtersHeading] + rows, width: width)
  }

  /// `filter add`: the new filter's id and what it hides.
  public static func added(_ filter: ListFilter, strings: StringTable, width: Int) -> String {
    TextWrapper.paragraphs(
      [strings.watches.filterAdded(filter.id, describe(filter, strings: strings))], width: width)
  }

  /// `filter remove`: each filter removed.
  public static func removed(_ filters: [ListFilter], strings: StringTable, width: Int) -> String {
    TextWrapper.paragraphs(
      filters.map { strings.watches.filterRemoved(describe($0, strings: strings)) }, width: width)
  }

  /// One filter as JSON: `{"id", "phrase", "source", "query", "hid_last"}`.
  static func json(_ filter: ListFilter) -> JSONValue {
    .object([
      ("id", .int(Int(filter.id))), ("phrase", .string(filter.phrase)),
      ("source", .string(filter.source)), ("query", .string(filter.query)),
      ("hid_last", .int(filter.hidLast)),
    ])
  }

  /// `filter list --json` (and `filter remove --json`, the filters removed):
  /// `{"filters": [...]}`.
  public static func renderJSON(_ filters: [ListFilter]) -> String {
    JSONValue.object([("filters", .array(filters.map(json)))]).rendered() + "\n"
  }

  /// `filter add --json`: the filter's object.
  public static func addedJSON(_ filter: ListFilter) -> String {
    json(filter).rendered() + "\n"
  }

  /// `filter add`: as JSON, or in words.
  public static func added(_ filter: ListFilter, settings: Settings, width: Int) -> String {
    settings.json
      ? addedJSON(filter) : added(filter, strings: settings.language.strings, width: width)
  }

  /// `filter list`: as JSON, or in words.
  public static func list(_ filters: [ListFilter], settings: Settings, width: Int) -> String {
    settings.json
      ? renderJSON(filters) : render(filters, strings: settings.language.strings, width: width)
  }

  /// `filter remove`: as JSON, or in words.
  public static func removed(_ filters: [ListFilter], settings: Settings, width: Int) -> String {
    settings.json
      ? renderJSON(filters) : removed(filters, strings: settings.language.strings, width: width)
  }
}
