import CSQLiteShim
import GRDB

/// Binds values to a GRDB statement's parameters with SQLite's own calls, for a statement that
/// binds thousands (a refresh's insert of 500 articles binds 8,000): GRDB's arguments box each
/// value, convert it twice and hold it in two arrays, 1,000 instructions a value, 5 % of a
/// first refresh. GRDB runs the statement as any other (`execute()`), its arguments marked as
/// bound.
struct StatementBinder {
  private let statement: UnsafeMutableRawPointer
  /// The first result code other than `SQLITE_OK` a binding gave (0 while none has).
  private var failure: Int32 = 0

  /// Starts binding `statement`: its earlier bindings cleared, GRDB told its arguments are set.
  init(_ statement: Statement) {
    let raw = UnsafeMutableRawPointer(statement.sqliteStatement)
    // GRDB resets the statement with `try!`, which stops the program on the error its last
    // run ended with: reset here first takes that error (the run it belongs to has thrown it
    // already), and GRDB's reset then succeeds.
    _ = news_sqlite_reset(raw)
    statement.setUncheckedArguments(StatementArguments())
    self.statement = raw
  }

  /// Binds a text (its UTF-8 bytes, copied), or NULL, to the `index`th parameter (from 1).
  mutating func bind(_ text: String?, at index: Int) {
    guard var text else { return bindNull(at: index) }
    let code = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        news_sqlite_bind_text(statement, Int32(index), $0.baseAddress, Int32(clamping: $0.count))
      }
    }
    note(code)
  }

  /// Binds a REAL, or NULL.
  mutating func bind(_ value: Double?, at index: Int) {
    guard let value else { return bindNull(at: index) }
    note(news_sqlite_bind_double(statement, Int32(index), value))
  }

  /// Binds bytes as a BLOB (copied).
  mutating func bind(bytes: [UInt8], at index: Int) {
    let code = bytes.withUnsafeBytes {
      news_sqlite_bind_blob(statement, Int32(index), $0.baseAddress, Int32(clamping: $0.count))
    }
    note(code)
  }

  /// Binds an INTEGER, or NULL.
  mutating func bind(_ value: Int64?, at index: Int) {
    guard let value else { return bindNull(at: index) }
    note(news_sqlite_bind_int64(statement, Int32(index), value))
  }

  /// Binds a flag as GRDB does: 1 or 0.
  mutating func bind(_ value: Bool, at index: Int) {
    bind(value ? 1 : 0 as Int64, at: index)
  }

  /// Throws the first failure of a binding (a parameter out of range, a text too large, memory).
  func check() throws {
    guard failure == 0 else { throw DatabaseError(resultCode: ResultCode(rawValue: failure)) }
  }

  /// Runs the bound statement (a query of one integer column) to its first row, and returns
  /// that row's integer; nil when it has none. Throws what SQLite said, as GRDB would.
  func firstInteger(in db: Database) throws -> Int64? {
    try check()
    var value: Int64 = 0
    let code = news_sqlite_first_int64(statement, &value)
    switch code {
    case 100: return value  // SQLITE_ROW
    case 101: return nil  // SQLITE_DONE
    default:
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage)
    }
  }

  /// Binds NULL.
  private mutating func bindNull(at index: Int) {
    note(news_sqlite_bind_text(statement, Int32(index), nil, -1))
  }

  /// Keeps the first failing result code.
  private mutating func note(_ code: Int32) {
    if failure == 0, code != 0 { failure = code }
  }
}
