import Foundation
import GRDB

/// How shell completion reads the store: the file is opened read-only, without migrating or
/// waiting for a writer, so a completion never changes it or hangs; anything wrong (no store,
/// an older or damaged file) offers nothing. The rooms ask for their own rows
/// (`FeedStore.completions(at:)`, `EditionStore.completions(at:)`).
public enum StoreCandidates {
  /// Rows read from a read-only connection (its write-ahead log included; as an immutable
  /// file when SQLite cannot open it otherwise, a read-only folder); none when anything fails.
  static func query<T>(_ url: URL, _ read: (Database) throws -> [T]) -> [T] {
    guard FileManager.default.isReadableFile(atPath: url.path) else { return [] }
    var configuration = Configuration()
    configuration.readonly = true
    let immutable = "file:" + QueryEncoding.encodePath(url.path) + "?immutable=1"
    for address in [url.path, immutable] {
      if let database = try? DatabaseQueue(path: address, configuration: configuration),
        let rows = try? database.reading(read)
      {
        return rows
      }
    }
    return []
  }
}
