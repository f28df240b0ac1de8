import CSQLiteShim
import GRDB

extension DatabaseQueue {
  /// Ends what only opening needs, on a connection whose schema is migrated: GRDB's statement
  /// authorizer.
  ///
  /// GRDB registers an authorizer on every connection to learn which tables and columns each
  /// statement it prepares reads and writes, for transaction observers and observation this
  /// program never adds, and to forget its cached schema after a statement that changes it
  /// (the migrations, which run before this). Its callback made two Swift strings and a set
  /// for every column a statement names: 173 calls and 3.3 M of a search's 38 M instructions,
  /// half of what preparing its statements cost. Without it SQLite compiles the same
  /// statements; clearing it expires none already prepared (setting one would).
  func settle() {
    writeWithoutTransaction { db in
      _ = news_sqlite_stop_authorizer(UnsafeMutableRawPointer(db.sqliteConnection))
    }
  }
}
