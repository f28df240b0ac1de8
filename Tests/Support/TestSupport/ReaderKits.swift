import Foundation

/// A real reader service on loopback, from one of the kits in `../shared` (FreshRSS, Miniflux,
/// tt-rss), as the sync scenarios use it: where `news` signs in, where the server fetches test
/// feeds from, and what only the server's own side can do (fetch now, delete an article,
/// change the password, start from nothing).
///
/// FreshRSS starts anew for each scenario (`FreshRSSServer`); Miniflux and tt-rss are started
/// once by `.ci/run` (or by hand, see docs/sync.md) and reset between scenarios through their
/// PostgreSQL databases.
public protocol ReaderKit: AnyObject, Sendable {
  /// The server's name, as scenarios are labelled.
  var name: String { get }
  /// What `news sync login` takes.
  var server: String { get }
  var user: String { get }
  var password: String { get }
  /// Starts a scenario from nothing: no subscriptions, the kit's password.
  func begin() async throws
  /// Ends a scenario.
  func end()
  /// Serves a feed where this server can fetch it (replacing one of the same name); its
  /// address.
  func publish(_ name: String, _ document: Data) throws -> String
  /// Stops serving a feed: the server's next fetch of it gets 404.
  func unpublish(_ name: String) async throws
  /// Makes the server fetch every feed now.
  func refresh() async throws
  /// Deletes the server's copy of the article with this title.
  func deleteArticle(titled title: String) async throws
  /// Sets the password `news` signs in with.
  func setPassword(_ password: String) async throws
}

/// The kits the scenarios run against, and whether each is up.
public enum ReaderKits {
  /// Every kit's name, as the scenarios take them.
  public static let names = ["FreshRSS", "Miniflux", "tt-rss"]

  /// The kit of that name; throws when it cannot be had here.
  public static func kit(_ name: String) throws -> any ReaderKit {
    switch name {
    case "FreshRSS": return try FreshRSSKit()
    case "Miniflux": return MinifluxKit()
    default: return TTRSSKit()
    }
  }

  /// Whether the scenarios run: always in CI (a kit that is not up fails them there), else
  /// when PHP is installed and both PostgreSQL-backed kits answer.
  public static var available: Bool {
    RequiredPrograms.inCI
      || (FreshRSSServer.available && listens(MinifluxKit.port) && listens(TTRSSKit.port))
  }

  /// Whether something listens on this loopback port.
  static func listens(_ port: Int) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  /// Runs SQL on a kit's PostgreSQL (trust authentication on loopback); what it printed.
  @discardableResult
  static func sql(_ statement: String, port: Int, user: String, database: String) async throws
    -> String
  {
    let run = try await Program.run([
      "psql", "-h", "127.0.0.1", "-p", String(port), "-U", user, "-d", database,
      "-v", "ON_ERROR_STOP=1", "-Atq", "-c", statement,
    ])
    guard run.exitCode == 0 else { throw KitError(what: "psql: \(run.stderr)") }
    return run.stdout
  }

  /// A string as an SQL literal.
  static func literal(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}

/// Something a kit could not do; what it said.
public struct KitError: Error, CustomStringConvertible {
  public let what: String
  public var description: String { what }
}

/// A shelf of feed documents served on loopback, for the servers that fetch from any port.
final class FeedShelf: @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [String: Data] = [:]
  private(set) var server: LoopbackServer?

  func start() throws {
    server = try LoopbackServer { [weak self] request in
      let name = String(request.path.split(separator: "/").last ?? "")
      guard let body = self?.lock.withLock({ self?.documents[name] }) else {
        return CannedResponse(status: 404, body: Data())
      }
      return CannedResponse(
        status: 200, headers: [("Content-Type", "application/rss+xml")], body: body)
    }
  }

  func put(_ name: String, _ document: Data) -> String {
    lock.withLock { documents[name + ".xml"] = document }
    return (server?.baseURL ?? "") + name + ".xml"
  }

  func remove(_ name: String) {
    _ = lock.withLock { documents.removeValue(forKey: name + ".xml") }
  }

  func stop() {
    server?.stop()
    server = nil
  }
}
