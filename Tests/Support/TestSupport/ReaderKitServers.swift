import Foundation

/// FreshRSS from `../shared/freshrss`: a new server for each scenario, feeds from a loopback
/// shelf, its SQLite file for what only the server side can do.
public final class FreshRSSKit: ReaderKit, @unchecked Sendable {
  public let name = "FreshRSS"
  public let user = FreshRSSServer.user
  public let password = FreshRSSServer.password
  private var running: FreshRSSServer?
  private let shelf = FeedShelf()

  init() throws {}

  public var server: String { running?.base ?? "" }

  public func begin() async throws {
    running = try await FreshRSSServer()
    try shelf.start()
  }

  public func end() {
    running?.stop()
    shelf.stop()
  }

  public func publish(_ name: String, _ document: Data) throws -> String {
    shelf.put(name, document)
  }

  public func unpublish(_ name: String) async throws { shelf.remove(name) }

  public func refresh() async throws {
    try await running?.actualize()
  }

  var database: String {
    (running?.data.path ?? "") + "/FreshRSS/data/users/\(user)/db.sqlite"
  }

  public func deleteArticle(titled title: String) async throws {
    let run = try await Program.run([
      "python3", "-c",
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
        + "c.execute('DELETE FROM entry WHERE title = ?', (sys.argv[2],)); c.commit()",
      database, title,
    ])
    guard run.exitCode == 0 else { throw KitError(what: run.stderr) }
  }

  public func setPassword(_ password: String) async throws {
    let cli = (running?.data.path ?? "") + "/FreshRSS/cli/update-user.php"
    let run = try await Program.run(["php", cli, "--user", user, "--api-password", password])
    guard run.exitCode == 0 else { throw KitError(what: run.stdout + run.stderr) }
  }
}

/// Miniflux 2.2.6 from `../shared/miniflux/kit.sh` on its default ports: the Google Reader API
/// user `greader` (the admin's integration), feeds from a loopback shelf, the REST API and
/// PostgreSQL for the server's own side.
public final class MinifluxKit: ReaderKit, @unchecked Sendable {
  public let name = "Miniflux"
  public let user = "greader"
  public let password = "greader-pass"
  static let port = 8380
  static let databasePort = 55433
  public var server: String { "http://127.0.0.1:\(Self.port)" }
  private let shelf = FeedShelf()

  @discardableResult
  func sql(_ statement: String) async throws -> String {
    try await ReaderKits.sql(
      statement, port: Self.databasePort, user: "postgres", database: "miniflux")
  }

  public func begin() async throws {
    try shelf.start()
    try await sql(
      """
      DELETE FROM feeds WHERE user_id = (SELECT id FROM users WHERE username = 'admin');
      DELETE FROM categories WHERE title <> 'All'
        AND user_id = (SELECT id FROM users WHERE username = 'admin');
      """)
    try await setPassword(password)
  }

  public func end() { shelf.stop() }

  public func publish(_ name: String, _ document: Data) throws -> String {
    shelf.put(name, document)
  }

  public func unpublish(_ name: String) async throws { shelf.remove(name) }

  public func refresh() async throws {
    // Each feed refreshed in its own request, which answers once the feed is fetched.
    let ids = try await sql("SELECT id FROM feeds").split(separator: "\n")
    for id in ids {
      let run = try await Program.run([
        "curl", "-sf", "-u", "admin:admin-pass", "-X", "PUT",
        "\(server)/v1/feeds/\(id)/refresh",
      ])
      guard run.exitCode == 0 else { throw KitError(what: "refresh of feed \(id) failed") }
    }
  }

  public func deleteArticle(titled title: String) async throws {
    try await sql("DELETE FROM entries WHERE title = \(ReaderKits.literal(title))")
  }

  public func setPassword(_ password: String) async throws {
    try await sql(
      """
      UPDATE integrations SET googlereader_enabled = 't', googlereader_username = 'greader',
        googlereader_password = crypt(\(ReaderKits.literal(password)), gen_salt('bf', 4))
      WHERE user_id = (SELECT id FROM users WHERE username = 'admin')
      """)
  }
}

/// tt-rss from `../shared/ttrss/kit.sh` on its default ports: the user `tester`, feeds from
/// the kit's own feed folder on 127.0.0.1:80 (tt-rss fetches nothing else), PostgreSQL and
/// its `update.php` for the server's own side.
public final class TTRSSKit: ReaderKit, @unchecked Sendable {
  public init() {}
  public let name = "tt-rss"
  public let user = "tester"
  public let password = "tester-pass"
  static let api = "http://127.0.0.1:8280/api/"
  static let port = 8280
  public var server: String { "http://127.0.0.1:8280" }
  /// Where the kit's feed server serves from: `NEWS_TTRSS_FEEDS`, else the kit's default.
  let feeds =
    ProcessInfo.processInfo.environment["NEWS_TTRSS_FEEDS"] ?? "/tmp/news-ttrss/feeds"

  @discardableResult
  func sql(_ statement: String) async throws -> String {
    try await ReaderKits.sql(statement, port: 55432, user: "ttrss", database: "ttrss")
  }

  public func begin() async throws {
    try await sql(
      """
      DELETE FROM ttrss_feeds WHERE owner_uid = (SELECT id FROM ttrss_users WHERE login = 'tester');
      DELETE FROM ttrss_feed_categories
        WHERE owner_uid = (SELECT id FROM ttrss_users WHERE login = 'tester');
      """)
    try await setPassword(password)
    try await setAPIAccess(true)
  }

  public func end() {}

  public func publish(_ name: String, _ document: Data) throws -> String {
    try document.write(to: URL(fileURLWithPath: feeds).appendingPathComponent(name + ".xml"))
    return "http://[::ffff:127.0.0.1]/\(name).xml"
  }

  public func unpublish(_ name: String) async throws {
    try FileManager.default.removeItem(
      at: URL(fileURLWithPath: feeds).appendingPathComponent(name + ".xml"))
  }

  public func refresh() async throws {
    // update.php fetches only feeds it thinks due: make them all due.
    try await sql("UPDATE ttrss_feeds SET last_updated = '1970-01-01', last_update_started = NULL")
    let run = try await Program.run(
      [
        "setpriv", "--reuid=www-data", "--regid=www-data", "--init-groups", "php",
        "-d", "display_errors=0", "update.php", "--feeds", "--quiet",
      ], in: URL(fileURLWithPath: "/usr/share/tt-rss/www"))
    guard run.exitCode == 0 else { throw KitError(what: "update.php: \(run.stderr)") }
  }

  public func deleteArticle(titled title: String) async throws {
    try await sql("DELETE FROM ttrss_entries WHERE title = \(ReaderKits.literal(title))")
  }

  /// Switches the user's API access (a preference in tt-rss) on or off.
  public func setAPIAccess(_ on: Bool) async throws {
    try await sql(
      """
      UPDATE ttrss_user_prefs SET value = '\(on)' WHERE pref_name = 'ENABLE_API_ACCESS'
        AND owner_uid = (SELECT id FROM ttrss_users WHERE login = 'tester')
      """)
  }

  public func setPassword(_ password: String) async throws {
    try await sql(
      """
      UPDATE ttrss_users SET
        pwd_hash = 'MODE2:' || encode(sha256(convert_to(salt || \(ReaderKits.literal(password)),
          'UTF8')), 'hex')
      WHERE login = 'tester'
      """)
  }
}
