import CSQLiteShim
import Foundation
import GRDB

/// The full-text index over the articles' folded title and summary, and what keeps it in step.
///
/// The index holds which articles have each word and nothing more: no copy of the text
/// (`content = ''`: the text lives once, in `article`), no word's places or column
/// (`detail = none`) and no lengths (`columnsize = 0`). That is a fifth of the words-and-places
/// index it replaced (28.7 → 5.8 MB over 100,000 articles of typical length); matching words
/// (whole or as prefixes, ANDed) needs nothing more, and `SearchRanking` weighs title and
/// summary from the articles' own text.
///
/// Triggers on `article` feed it the folded text on every insert, change of title or summary,
/// and delete (cascades from a feed's removal included); a contentless index is told what to
/// delete by the text it was given, which the triggers fold again from the row as it was
/// (`news_fold` is `TextFolding.fold`, `news_text` unpacks a packed summary: both on every
/// connection the store opens).
enum SearchIndex {
  /// Defines `news_fold` (`TextFolding.fold`, on SQLite's bytes: `foldText`), and `news_pack`
  /// and `news_text` (`PackedText`), on a connection.
  static func install(on db: Database) throws {
    let connection = UnsafeMutableRawPointer(db.sqliteConnection)
    for code in [
      news_sqlite_create_fold(connection, foldText), news_sqlite_create_packing(connection),
    ] where code != 0 {
      throw DatabaseError(resultCode: ResultCode(rawValue: code))
    }
  }

  /// `news_fold` as SQLite calls it: a text's bytes folded into memory the caller frees. Text
  /// is read as GRDB reads it (invalid UTF-8 repaired; a BLOB only when it is UTF-8), ASCII
  /// lower-cased without making a String. Through GRDB's `DatabaseFunction` (its values, the
  /// String and the result made again) the function was 2.5 % of a first refresh's
  /// instructions; `SearchFoldTests` holds the two to the same results.
  static let foldText: news_fold_text = { text, length, isBlob, foldedLength in
    guard let text, let foldedLength else { return nil }
    let bytes = UnsafeBufferPointer(start: text, count: Int(length))
    // ASCII lower-cased straight into the result, in one pass that notes any other byte.
    if let memory = malloc(max(1, bytes.count))?.assumingMemoryBound(to: UInt8.self) {
      var high: UInt8 = 0
      // Eight bytes at a time (`ByteScan.lowercasedASCII`), the rest one by one.
      var index = 0
      if let base = bytes.baseAddress {
        var highs: UInt64 = 0
        while index + 8 <= bytes.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          highs |= word
          UnsafeMutableRawPointer(memory + index).storeBytes(
            of: ByteScan.lowercasedASCII(word), as: UInt64.self)
          index += 8
        }
        if highs & 0x8080_8080_8080_8080 != 0 { high = 0x80 }
      }
      while index < bytes.count {
        let byte = bytes[index]
        high |= byte
        memory[index] = byte &+ (byte &- 0x41 < 26 ? 0x20 : 0)
        index += 1
      }
      if high < 0x80 {
        foldedLength.pointee = length
        return memory
      }
      free(memory)
    }
    let folded: [UInt8]
    if isBlob != 0 {
      guard let string = String(data: Data(bytes), encoding: .utf8) else { return nil }
      folded = TextFolding.foldedUTF8(string)
    } else {
      folded = TextFolding.foldedUTF8(String(decoding: bytes, as: UTF8.self))
    }
    guard let memory = malloc(max(1, folded.count))?.assumingMemoryBound(to: UInt8.self) else {
      return nil
    }
    folded.withUnsafeBufferPointer { folded in
      if let start = folded.baseAddress { memory.update(from: start, count: folded.count) }
    }
    foldedLength.pointee = Int32(folded.count)
    return memory
  }

  /// Drops the index and its triggers, whichever layout they have.
  static let drop = """
    DROP TRIGGER IF EXISTS article_search_insert;
    DROP TRIGGER IF EXISTS article_search_update;
    DROP TRIGGER IF EXISTS article_search_delete;
    DROP TABLE IF EXISTS article_search_words;
    DROP TABLE IF EXISTS article_search;
    """

  /// The index and its triggers, for a store that has none (the old index dropped first).
  static let create = """
    CREATE VIRTUAL TABLE article_search USING fts5(
      title, summary, content = '', detail = none, columnsize = 0,
      tokenize = 'unicode61 remove_diacritics 2'
    );
    CREATE VIRTUAL TABLE article_search_words USING fts5vocab(article_search, row);
    CREATE TRIGGER article_search_insert AFTER INSERT ON article BEGIN
      INSERT INTO article_search (rowid, title, summary)
      VALUES (NEW.id, news_fold(NEW.title), news_fold(news_text(NEW.summary)));
    END;
    CREATE TRIGGER article_search_update AFTER UPDATE OF title, summary ON article
      WHEN OLD.title IS NOT NEW.title OR OLD.summary IS NOT NEW.summary
    BEGIN
      INSERT INTO article_search (article_search, rowid, title, summary)
      VALUES ('delete', OLD.id, news_fold(OLD.title), news_fold(news_text(OLD.summary)));
      INSERT INTO article_search (rowid, title, summary)
      VALUES (NEW.id, news_fold(NEW.title), news_fold(news_text(NEW.summary)));
    END;
    CREATE TRIGGER article_search_delete AFTER DELETE ON article BEGIN
      INSERT INTO article_search (article_search, rowid, title, summary)
      VALUES ('delete', OLD.id, news_fold(OLD.title), news_fold(news_text(OLD.summary)));
    END;
    """

  /// The fewest articles a prune removes for the index to be merged into one segment after.
  static let mergeAfter = 1_000

  /// Indexes every article (the index empty), a batch at a time, telling `progress` how many of
  /// how many are done; then merges the index into one segment.
  static func fill(_ db: Database, progress: StoreProgress) throws {
    try ArticleBatches.forEach(in: db, progress: progress) { lower, upper in
      try db.execute(
        sql: """
          INSERT INTO article_search (rowid, title, summary)
          SELECT id, news_fold(title), news_fold(news_text(summary)) FROM article
          WHERE id > ? AND id <= ?
          """, arguments: [lower, upper])
    }
    try db.execute(sql: "INSERT INTO article_search (article_search) VALUES ('optimize')")
  }

  /// An FTS5 query matching every word of a phrase, each as a prefix (or, with `prefix`
  /// false, as a whole word), folded like the index.
  static func query(for phrase: String, prefix: Bool = true) -> String? {
    query(for: SearchWords.split(TextFolding.fold(phrase)), prefix: prefix)
  }

  /// An FTS5 query matching every one of these folded words (`SearchWords`).
  static func query(for words: [Substring], prefix: Bool) -> String? {
    guard prefix else {
      return words.isEmpty ? nil : words.map { quoted($0) }.joined(separator: " ")
    }
    // Each word, or the stems of its inflected forms, as the start of a word.
    let terms = words.map { word in
      let prefixes = [word] + WordForms.stems(word)
      return prefixes.count == 1
        ? quoted(word) + "*"
        : "(" + prefixes.map { quoted($0) + "*" }.joined(separator: " OR ") + ")"
    }
    return terms.isEmpty ? nil : terms.joined(separator: " AND ")
  }

  /// A word as an FTS5 string.
  static func quoted<Word: StringProtocol>(_ word: Word) -> String {
    "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// The FTS5 query to match these folded words with: whole, or as prefixes, spelled out as
  /// the words they start where that can be done (`prefixQuery`); nil when nothing can match.
  static func match(_ words: [Substring], prefix: Bool, in db: Database) -> String? {
    let spelled = prefix ? prefixQuery(for: words, in: db) : nil
    guard let found = spelled ?? query(for: words, prefix: prefix), !found.isEmpty else {
      return nil
    }
    return found
  }

  /// The most indexed words a search word may stand for as a prefix in `prefixQuery`.
  static let prefixTerms = 200

  /// An FTS5 query matching every one of these folded words as the start of a word, each
  /// spelled out as the indexed words it starts (`"missi"` as `("mission" OR "missile")`);
  /// an empty string when one starts none (nothing can match); nil when one starts more than
  /// `prefixTerms` (a very short prefix: it is then matched as a prefix, merging the lists). An index without word places
  /// (`detail = none`) answers a prefix query by merging the whole lists of the words it
  /// starts before the first match comes (70 ms over 1,000,000 articles), where an OR of words
  /// is read newest first and stops at the pool (under 1 ms); finding the words costs a read
  /// of the index's word list (`article_search_words`) over their range (9 ms). A store whose
  /// word list cannot be read (damaged) gets nil: the prefix query, the slow way.
  static func prefixQuery(for words: [Substring], in db: Database) -> String? {
    var groups: [String] = []
    for word in words {
      // The words it starts, and the inflected forms its stems start (`WordForms`).
      let stems = WordForms.stems(word)
      var terms: [String] = []
      for prefix in [word] + stems {
        guard
          let rows = try? Row.fetchAll(
            db.cachedStatement(
              sql: """
                SELECT term FROM article_search_words
                WHERE term >= ?1 AND term <= ?1 || char(1114111) LIMIT \(prefixTerms + 1)
                """), arguments: [String(prefix)])
        else { return nil }
        if rows.count > prefixTerms { return nil }
        for term in rows.compactMap({ LenientRow(row: $0).text("term") })
        where WordForms.matches(word, stems: stems, Substring(term)) && !terms.contains(term) {
          terms.append(term)
        }
      }
      if terms.isEmpty { return "" }
      if terms.count > prefixTerms { return nil }
      groups.append("(" + terms.map(quoted).joined(separator: " OR ") + ")")
    }
    // FTS5 allows an implied AND between phrases only: groups are joined by a spelled one.
    return groups.joined(separator: " AND ")
  }
}
