import CSQLiteShim
import Foundation
import GRDB

/// Text the store keeps packed: an article's summary, the bulk of its row.
///
/// A summary of 96 bytes or more is written through `news_pack` (CSQLiteShim: after a marker
/// byte, a canned Huffman code for a summary under 1 KB of text it suits, else zlib's raw
/// deflate; kept as a BLOB only when smaller) and read through `news_text`, so that every
/// reader, trigger and query sees the text. Real Polish and English summaries pack to about
/// 0.65 of their size; short ones, and those written by an older version or another tool, stay
/// TEXT and read the same; those packed with deflate by an older version read the same too. A
/// packed value that does not unpack (a damaged store) reads as no summary. Both functions are
/// defined on every connection the store opens (`SearchIndex.install`); a tool without them
/// (the `sqlite3` shell) sees the BLOBs.
enum PackedText {
  /// A packed value's text, as `news_text` reads it; nil when the bytes are not a packed text
  /// or are damaged (the fuzz target `store-row` drives this with any bytes).
  static func unpack(_ bytes: Data) -> String? {
    bytes.withUnsafeBytes { raw -> String? in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count <= Int(Int32.max)
      else { return nil }
      var text: UnsafeMutablePointer<UInt8>?
      let length = news_text_unpack(base, Int32(raw.count), &text)
      defer { free(text) }
      guard length >= 0, let text else { return nil }
      return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF8.self)
    }
  }

  /// The SQL that reads a packed column as text.
  static func read(_ column: String) -> String { "news_text(\(column))" }

  /// Packs the summaries of a store written before packing, and makes its fetch times whole
  /// seconds (`Date.storeSeconds`), a batch of ids at a time, telling `progress`.
  static func packStore(_ db: Database, progress: StoreProgress) throws {
    try ArticleBatches.forEach(in: db, progress: progress) { lower, upper in
      try db.execute(sql: packBatch, arguments: [lower, upper])
    }
  }

  /// One batch of `packStore`: the articles with ids in `lower <.. upper`. A time that is not
  /// a number (a damaged row) is left as it is.
  static let packBatch = """
    UPDATE article SET summary = news_pack(summary),
      first_fetched_at = CASE typeof(first_fetched_at)
        WHEN 'real' THEN CAST(first_fetched_at AS INTEGER) ELSE first_fetched_at END,
      last_fetched_at = CASE typeof(last_fetched_at)
        WHEN 'real' THEN CAST(last_fetched_at AS INTEGER) ELSE last_fetched_at END
    WHERE id > ? AND id <= ?
    """
}
