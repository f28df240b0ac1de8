import CSQLiteShim

/// SQLite's settings for the whole process, made before anything opens a database.
public enum SQLiteProcess {
  /// Turns SQLite's memory statistics off (`news_sqlite_configure_process`): every allocation
  /// and free it made took a global mutex and updated counters nothing reads, 3 % of a
  /// typical first refresh's instructions. Called once at launch; a later call (SQLite already
  /// in use) changes nothing. Whether the statistics were turned off.
  @discardableResult
  public static func configure() -> Bool {
    news_sqlite_configure_process() == 0
  }
}
