import Foundation

/// Where the article store lives: `$XDG_DATA_HOME/news/news.sqlite`, by default under
/// `~/.local/share`.
public enum StoreLocation {
  /// The file name of the database.
  public static let fileName = "news.sqlite"

  /// The database file for an environment; nil when neither `XDG_DATA_HOME` nor `HOME` is set.
  public static func databaseURL(environment: [String: String]) -> URL? {
    let base: String
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = data
    } else if let home = environment["HOME"], !home.isEmpty {
      base = (home.hasSuffix("/") ? home : home + "/") + ".local/share"
    } else {
      return nil
    }
    // The path put together as text and made a URL once: three URLs, each parsed and appended
    // to, were 457,000 instructions before a search's store could open.
    return URL(
      fileURLWithPath: (base.hasSuffix("/") ? base : base + "/") + "news/" + fileName,
      isDirectory: false)
  }
}
