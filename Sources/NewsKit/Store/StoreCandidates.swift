import Foundation
import GRDB

/// What shell completion offers from the store: feed ids and titles, edition ids. The file is
/// opened read-only, without migrating or waiting for a writer, so a completion never changes
/// it or hangs; anything wrong (no store, an older or damaged file) offers nothing.
public enum StoreCandidates {
  /// The subscribed feeds: each id, then each title (what `feed remove` and `read` accept).
  public static func feeds(at url: URL) -> [String] {
    let rows = query(url) { db in
      try Row.fetchAll(db, sql: "SELECT id, title FROM feed ORDER BY id").map(LenientRow.init)
    }
    let titles = rows.compactMap { row -> String? in
      // One line per word offered: a title's own line breaks and escapes go.
      let clean = TerminalSanitizer.sanitize(row.text("title") ?? "")
        .split(whereSeparator: \.isNewline).joined(separator: " ")
        .trimmingCharacters(in: .whitespaces)
      return clean.isEmpty ? nil : clean
    }
    return rows.compactMap { $0.integer("id").map(String.init) } + titles
  }

  /// The editions' ids, newest first.
  public static func editions(at url: URL) -> [String] {
    query(url) {
      try LenientQuery.integers($0, sql: "SELECT id FROM edition ORDER BY created DESC, id DESC")
    }.map(String.init)
  }

  /// Rows read from a read-only connection (its write-ahead log included; as an immutable
  /// file when SQLite cannot open it otherwise, a read-only folder); none when anything fails.
  static func query<T>(_ url: URL, _ read: (Database) throws -> [T]) -> [T] {
    guard FileManager.default.isReadableFile(atPath: url.path) else { return [] }
    var configuration = Configuration()
    configuration.readonly = true
    let immutable = "file:" + QueryEncoding.encodePath(url.path) + "?immutable=1"
    for address in [url.path, immutable] {
      if let database = try? DatabaseQueue(path: address, configuration: configuration),
        let rows = try? database.read(read)
      {
        return rows
      }
    }
    return []
  }
}
