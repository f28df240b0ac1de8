import Foundation
import GRDB

/// Reads a store row without trusting it: every column is taken as whatever SQLite holds.
///
/// A store written by an older version, another program or by hand may hold text where a date
/// belongs, a blob title, a number too large for a date, or NULL anywhere. GRDB's typed
/// subscripts stop the program on such values; these accessors convert what makes sense and
/// give nil for the rest, so one bad row never takes down a list.
struct LenientRow {
  let row: Row
  /// The row's column names, read once: GRDB finds a column by name by lower-casing every
  /// name of the row at every look-up, a third of the instructions of reading a stored list.
  private let names: [String]

  init(row: Row) {
    self.row = row
    names = Array(row.columnNames)
  }

  /// A row of a cursor whose statement's column names were read once (`Statement.columnNames`):
  /// copying them at every row was 26 M of the 288 M instructions of reading a refresh's 7,480
  /// seeds.
  init(row: Row, names: [String]) {
    self.row = row
    self.names = names
  }

  /// The value of `column`, found by its exact name, else in any ASCII case; NULL for a
  /// column the row lacks, where GRDB's subscript stops the program.
  func databaseValue(_ column: String) -> DatabaseValue {
    index(of: column).map { row[$0] } ?? .null
  }

  /// Whether the row has `column`, in any ASCII case.
  func has(_ column: String) -> Bool {
    index(of: column) != nil
  }

  /// Where `column` is: its exact name (the store's queries name every column as it is asked
  /// for), else the first name equal to it in any ASCII case, as GRDB finds it.
  private func index(of column: String) -> Int? {
    names.firstIndex(of: column)
      ?? names.firstIndex {
        $0.utf8.count == column.utf8.count
          && $0.utf8.elementsEqual(column.utf8) { lowered($0) == lowered($1) }
      }
  }

  /// An ASCII capital as its small letter; any other byte as it is.
  private func lowered(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// What names one value of the store: its column and its row's id (or the whole row).
  func key(_ column: String) -> String {
    let id = has("id") ? "\(databaseValue("id"))" : row.description
    return column + "@" + id
  }

  /// Text: a string, a blob read as UTF-8 (invalid bytes replaced), or a number written out.
  func text(_ column: String) -> String? {
    switch databaseValue(column).storage {
    case .string(let value): return value
    case .blob(let data) where data.isEmpty:
      // What a length check in SQL gives for a value too long to copy (`StoredArticle`).
      StoreDamage.noteValue(key(column))
      return nil
    case .blob(let data):
      StoreDamage.noteValue(key(column))
      return String(decoding: data, as: UTF8.self)
    case .int64(let value): return String(value)
    case .double(let value): return value.isFinite ? String(value) : nil
    case .null: return nil
    }
  }

  /// Bytes: a blob as it is, text as its UTF-8; nil for anything else.
  func data(_ column: String) -> Data? {
    switch databaseValue(column).storage {
    case .blob(let data): return data
    case .string(let value): return Data(value.utf8)
    default: return nil
    }
  }

  /// A finite number: a real, an integer, or text that reads as one.
  func number(_ column: String) -> Double? {
    let value: Double?
    switch databaseValue(column).storage {
    case .double(let number): value = number
    case .int64(let number): value = Double(number)
    case .string(let text): value = Double(text.trimmingWhitespace())
    case .blob: value = nil
    case .null: return nil
    }
    guard let value, value.isFinite else {
      StoreDamage.noteValue(key(column))
      return nil
    }
    return value
  }

  /// A whole number that fits in 64 bits.
  func integer(_ column: String) -> Int64? {
    switch databaseValue(column).storage {
    case .int64(let number): return number
    case .null: return nil
    case .double(let number) where number.isFinite && abs(number) < 9e18: return Int64(number)
    case .string(let text):
      if let number = Int64(text.trimmingWhitespace()) { return number }
    case .double, .blob: break
    }
    StoreDamage.noteValue(key(column))
    return nil
  }

  /// A date stored as seconds since 1970, only within the years 1 to 9999.
  func date(_ column: String) -> Date? {
    guard let seconds = number(column) else { return nil }
    guard let date = Date.representable(secondsSince1970: seconds) else {
      StoreDamage.noteValue(key(column))
      return nil
    }
    return date
  }

  /// A flag: a non-zero number, or text such as `1` or `true`.
  func flag(_ column: String) -> Bool? {
    if let number = number(column) { return number != 0 }
    guard let text = text(column)?.lowercased() else { return nil }
    return ["true", "yes"].contains(text) ? true : ["false", "no"].contains(text) ? false : nil
  }
}

/// Single values and columns of a query, read as leniently as `LenientRow` reads a row: the
/// one way the store reads a number or a text (a lint test keeps GRDB's typed fetches, which
/// stop the program or throw on a value of the wrong type, out of the code).
enum LenientQuery {
  /// The first column of the first row as a whole number.
  static func integer(_ statement: Statement, arguments: StatementArguments = []) throws -> Int64? {
    try Row.fetchOne(statement, arguments: arguments).flatMap { first($0).integer("value") }
  }

  /// The first column of the first row as a whole number.
  static func integer(_ db: Database, sql: String, arguments: StatementArguments = []) throws
    -> Int64?
  {
    try integer(db.cachedStatement(sql: sql), arguments: arguments)
  }

  /// The first column of the first row as text.
  static func text(_ db: Database, sql: String, arguments: StatementArguments = []) throws
    -> String?
  {
    try Row.fetchOne(db.cachedStatement(sql: sql), arguments: arguments).flatMap {
      first($0).text("value")
    }
  }

  /// The first column of every row as a whole number; rows where it is not one are skipped.
  static func integers(_ db: Database, sql: String, arguments: StatementArguments = []) throws
    -> [Int64]
  {
    try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { first($0).integer("value") }
  }

  /// The first column of every row of a statement whose values are bound already
  /// (`StatementBinder`), as a whole number; rows where it is not one are skipped.
  static func integers(bound statement: Statement) throws -> [Int64] {
    guard let column = statement.columnNames.first else { return [] }
    var found: [Int64] = []
    try forEachRow(statement) { if let number = $0.integer(column) { found.append(number) } }
    return found
  }

  /// Each row of `statement` (run with `arguments`, or as bound when nil), read where SQLite
  /// holds it through a cursor, with the statement's column names read once: GRDB's copy of
  /// every row, and of its column names at every row, was half of reading a thousand feeds.
  static func forEachRow(
    _ statement: Statement, arguments: StatementArguments? = nil,
    _ body: (LenientRow) throws -> Void
  ) throws {
    let names = statement.columnNames
    let rows =
      try arguments.map { try Row.fetchCursor(statement, arguments: $0) }
      ?? Row.fetchCursor(statement)
    while let row = try rows.next() { try body(LenientRow(row: row, names: names)) }
  }

  /// The first column of every row as text; rows where it is NULL are skipped.
  static func texts(_ db: Database, sql: String, arguments: StatementArguments = []) throws
    -> [String]
  {
    try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { first($0).text("value") }
  }

  /// A row's first column under the name `value`.
  private static func first(_ row: Row) -> LenientRow {
    LenientRow(row: Row(["value": row.count > 0 ? (row[0] as DatabaseValue) : .null]))
  }
}
