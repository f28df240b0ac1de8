import Foundation
import Localization

/// Who `news` syncs as: the reader service's API address, its kind, the user and the auth
/// token (a tt-rss session id is one too). The password is never kept: it is used once, to sign
/// in; when the service stops taking the token, the user signs in again.
public struct SyncAccount: Sendable, Equatable {
  /// The API's address: the Google Reader API's base, or tt-rss's `…/api/`.
  public var server: String
  public var user: String
  public var token: String?
  public var kind: ReaderServerKind

  public init(
    server: String, user: String, token: String? = nil, kind: ReaderServerKind? = nil
  ) {
    self.server = server
    self.user = user
    self.token = token
    self.kind = kind ?? Self.guessedKind(server)
  }

  /// The kind an address stands for when nothing else says: FreshRSS's API ends in
  /// `greader.php`; anything else is a Google Reader API server `news` cannot name.
  static func guessedKind(_ server: String) -> ReaderServerKind {
    let path = URL(string: server)?.path ?? ""
    return path.hasSuffix("/greader.php") || path.hasSuffix("/greader.php/") ? .freshRSS : .greader
  }

  /// The server's address as messages and JSON show it: without `user:password@`.
  public var displayServer: String { Self.masked(server) }

  /// An address without the user information a URL may carry.
  public static func masked(_ address: String) -> String {
    Redactor.withoutUserInfo(address)
  }

  /// Whether a value can be kept and sent as it is: no control character (a line break, an
  /// escape, DEL, a C1 control) that could end a header or a TOML line.
  public static func isPlain(_ value: String) -> Bool {
    !value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}

/// Reads and writes `$XDG_CONFIG_HOME/news/sync.toml`: created with mode 0600 (never readable by
/// others, not even for a moment), replaced atomically, never echoed in an error. It holds the
/// server, the user and the token, as TOML basic strings; a `password` an older `news` wrote
/// there is dropped the first time the file is read.
public enum SyncAccountFile {
  /// The file's place for an environment.
  public static func path(environment: [String: String]) -> String? {
    SyncAccountLocation.path(environment: environment)
  }

  /// The account, or nil when not signed in (no file, or a file without server and user).
  public static func load(environment: NewsEnvironment) -> SyncAccount? {
    guard let path = path(environment: environment.variables),
      let contents = environment.readFile(path)
    else { return nil }
    guard let account = parse(contents.text) else { return nil }
    if TOMLStrings.parse(contents.text)["password"] != nil {
      // A password left by an older news: rewrite the file without it.
      try? save(account, environment: environment.variables)
    }
    return account
  }

  /// The account a file's text holds, or nil without server and user.
  static func parse(_ text: String) -> SyncAccount? {
    let values = TOMLStrings.parse(text)
    guard let server = values["server"], let user = values["user"] else { return nil }
    return SyncAccount(
      server: server, user: user, token: values["token"],
      kind: values["kind"].flatMap(ReaderServerKind.init(rawValue:)))
  }

  static func render(_ account: SyncAccount) -> String {
    var lines = [
      "# news: the reader service it syncs with. Private: keep this file mode 0600.",
      "server = " + TOMLStrings.quoted(account.server),
      "user = " + TOMLStrings.quoted(account.user),
      "kind = " + TOMLStrings.quoted(account.kind.rawValue),
    ]
    if let token = account.token { lines.append("token = " + TOMLStrings.quoted(token)) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the account: a new file of mode 0600 renamed over the old one.
  public static func save(_ account: SyncAccount, environment: [String: String]) throws {
    guard let path = path(environment: environment) else {
      throw NewsError.syncAccountNotWritable("sync.toml")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let temporary = path + ".new"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      unlink(temporary)
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw NewsError.syncAccountNotWritable(path) }
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      try handle.write(contentsOf: Data(render(account).utf8))
      try handle.close()
      guard rename(temporary, path) == 0 else { throw NewsError.syncAccountNotWritable(path) }
    } catch {
      unlink(temporary)
      throw NewsError.syncAccountNotWritable(path)
    }
  }

  /// Forgets the account; whether there was one.
  public static func remove(environment: [String: String]) -> Bool {
    guard let path = path(environment: environment) else { return false }
    return unlink(path) == 0
  }
}
