import CSQLiteShim
import Foundation
import GRDB

/// The key that makes an article one row, as the store keeps it: 8 bytes, SipHash-2-4 of the
/// key's text (`StoredArticle.key(for:)`, `feed:<id>:id:<guid>`, `greader:<item>`) under a
/// salt of the store's own.
///
/// A key's text is as long as a feed's guid or an article's address (often 60–100 bytes), and
/// was kept twice, in the row and in its unique index: 36 of the 122 bytes of index an article
/// cost. Its text is never read back, only compared, so 8 bytes do: `news_key(text)` in SQL,
/// on every connection the store opens (`install`). The salt is random, made once a store
/// (kept in `setting`), so a feed cannot choose items whose keys meet another article's.
enum ArticleKeys {
  /// The setting that holds the salt, as 32 hexadecimal digits.
  static let saltSetting = "store.key-salt"
  /// Set when a salt is made for a store that has articles already (its salt was deleted or
  /// garbled): the newest first-fetch time of the articles keyed under the lost salt, which
  /// are then found again by their address (`rekeyed`), and `news doctor` says so.
  static let replacedSetting = "store.key-salt-replaced"

  /// Defines `news_key` on a connection with the store's salt. A store without one gets one
  /// when `creating` (a store made before keys were hashed gets it from its upgrade, which
  /// hashes its keys; one whose salt was lost starts a new one: the articles its feeds still
  /// carry are stored once more, nothing is lost). Before the store has its settings table
  /// (a new file, before its first migration), nothing is defined: the upgrade that hashes keys
  /// installs it.
  static func install(on db: Database, creating: Bool) throws {
    guard try TableLookup.exists("setting", in: db) else { return }
    var salt = try read(in: db)
    if salt == nil, creating {
      var made = SystemRandomNumberGenerator()
      let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &made) }
      try db.execute(
        sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
        arguments: [saltSetting, hex(bytes)])
      salt = bytes
      if try TableLookup.exists("article", in: db),
        let newest = try LenientQuery.text(
          db, sql: "SELECT CAST(MAX(first_fetched_at) AS TEXT) FROM article")
      {
        try db.execute(
          sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
          arguments: [replacedSetting, newest])
      }
    }
    // A read-only store that has no salt compares no key; a fixed one keeps `news_key` defined.
    let bytes = salt ?? [UInt8](repeating: 0, count: 16)
    let code = bytes.withUnsafeBufferPointer {
      news_sqlite_create_keys(UnsafeMutableRawPointer(db.sqliteConnection), $0.baseAddress)
    }
    guard code == 0 else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
  }

  /// The newest first-fetch time of the articles keyed under a salt that was replaced; nil
  /// when the salt was never replaced.
  static func replacedThrough(in db: Database) throws -> Double? {
    // Asked for every new article of a refresh: one compiled statement, one indexed row.
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(sql: "SELECT value FROM setting WHERE key = ?"),
        arguments: [replacedSetting])
    else { return nil }
    return LenientRow(row: row).text("value").flatMap(Double.init)
  }

  /// After a salt was replaced: the row of an article of `feed` at `link` that was keyed under
  /// the lost salt and not yet found again, given `key` under the new one, so that it keeps
  /// its read and saved marks instead of coming again as a new, unread article. Its id, or nil.
  static func rekeyed(
    link: String?, feed: Int64, key: String, through: Double, at now: Date, in db: Database
  ) throws -> Int64? {
    guard let link else { return nil }
    guard
      let id = try LenientQuery.integer(
        db.cachedStatement(
          sql: """
            SELECT id FROM article WHERE feed_id = ? AND link = ? AND first_fetched_at <= ?
              AND last_fetched_at <= ? ORDER BY id LIMIT 1
            """), arguments: [feed, link, through, through])
    else { return nil }
    try db.cachedStatement(
      sql: "UPDATE article SET key = news_key(?), last_fetched_at = ? WHERE id = ?"
    ).execute(arguments: [key, now.storeSeconds, id])
    return id
  }

  /// The store's salt; nil when it has none, or what it has is not 16 bytes in hexadecimal.
  static func read(in db: Database) throws -> [UInt8]? {
    try LenientQuery.text(
      db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [saltSetting]
    ).flatMap(salt(hex:))
  }

  /// A salt written as 32 hexadecimal digits; nil for anything else.
  static func salt(hex text: String) -> [UInt8]? {
    guard text.utf8.count == 32 else { return nil }
    var bytes: [UInt8] = []
    var digits = text.utf8.makeIterator()
    while let high = digits.next(), let low = digits.next() {
      guard let high = nibble(high), let low = nibble(low) else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  /// A key's 8 bytes under `salt`, as `news_key` gives them, as one number (most significant
  /// byte first, as SQL's `hex` of the key reads).
  static func hash(_ utf8: [UInt8], salt: [UInt8]) -> UInt64 {
    salt.withUnsafeBufferPointer { salt in
      utf8.withUnsafeBufferPointer {
        news_key_hash(salt.baseAddress, $0.baseAddress, Int32(clamping: $0.count))
      }
    }
  }

  /// A key's 8 bytes under `salt` in hexadecimal, as SQL's `hex` of the key gives them.
  static func hexKey(_ text: String, salt: [UInt8]) -> String {
    let hash = hash(Array(text.utf8), salt: salt)
    return hex((0..<8).map { UInt8(truncatingIfNeeded: hash >> (56 - 8 * $0)) })
  }

  /// Bytes as upper-case hexadecimal, two digits each.
  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = []
    for byte in bytes { text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
    return String(decoding: text, as: UTF8.self)
  }

  private static func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
