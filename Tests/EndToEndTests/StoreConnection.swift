import CSQLiteShim
import GRDB
import NewsKit

/// A connection to a store outside `news`, for tests that change it by hand (damage, free
/// pages): with `news_fold`, the function the search index's triggers fold text with, and
/// `news_pack` and `news_text`, which pack and unpack summaries, so that changing an article's
/// title or deleting one works as it does in `news`.
enum StoreConnection {
  static func open(_ path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.prepareDatabase {
      $0.add(
        function: DatabaseFunction("news_fold", argumentCount: 1, pure: true) {
          String.fromDatabaseValue($0[0]).map(TextFolding.fold)
        })
      let code = news_sqlite_create_packing(UnsafeMutableRawPointer($0.sqliteConnection))
      guard code == 0 else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
    }
    return try DatabaseQueue(path: path, configuration: configuration)
  }
}
