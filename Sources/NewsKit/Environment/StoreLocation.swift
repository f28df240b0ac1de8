import Foundation

/// Where the article store lives: `$XDG_DATA_HOME/news/news.sqlite`, by default under
/// `~/.local/share`.
public enum StoreLocation {
  /// The file name of the database.
  public static let fileName = "news.sqlite"

  /// The database file for an environment; nil when neither `XDG_DATA_HOME` nor `HOME` is set.
  public static func databaseURL(environment: [String: String]) -> URL? {
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("news", isDirectory: true)
      .appendingPathComponent(fileName)
  }
}
