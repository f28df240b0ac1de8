import Foundation

/// Who `news` syncs as: the reader service's Google Reader API address, the user, the API
/// password (kept to renew an expired token once) and the auth token.
public struct SyncAccount: Sendable, Equatable {
  public var server: String
  public var user: String
  public var password: String
  public var token: String?

  public init(server: String, user: String, password: String, token: String? = nil) {
    self.server = server
    self.user = user
    self.password = password
    self.token = token
  }
}

/// Reads and writes `$XDG_CONFIG_HOME/news/sync.toml`: created with mode 0600 (never readable by
/// others, not even for a moment), replaced atomically, never echoed in an error.
public enum SyncAccountFile {
  /// The file's place for an environment.
  public static func path(environment: [String: String]) -> String? {
    ConfigLoader.path(environment: environment).map {
      URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("sync.toml").path
    }
  }

  /// The account, or nil when not signed in (no file, or a file without server and user).
  public static func load(environment: NewsEnvironment) -> SyncAccount? {
    guard let path = path(environment: environment.variables),
      let contents = environment.readFile(path)
    else { return nil }
    return parse(contents.text)
  }

  static func parse(_ text: String) -> SyncAccount? {
    var values: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = String(parts[0]).trimmingWhitespace()
      let value = String(parts[1]).trimmingWhitespace()
      guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { continue }
      values[name] = unescape(value.dropFirst().dropLast())
    }
    guard let server = values["server"], let user = values["user"] else { return nil }
    return SyncAccount(
      server: server, user: user, password: values["password"] ?? "", token: values["token"])
  }

  /// A quoted value's text: `\"` and `\\` read left to right, as `render` wrote them.
  static func unescape(_ quoted: Substring) -> String {
    var text = ""
    var escaped = false
    for character in quoted {
      if escaped || character != "\\" {
        text.append(character)
        escaped = false
      } else {
        escaped = true
      }
    }
    return text
  }

  static func render(_ account: SyncAccount) -> String {
    func quoted(_ value: String) -> String {
      "\""
        + value.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = [
      "# news: the reader service it syncs with. Private: keep this file mode 0600.",
      "server = " + quoted(account.server), "user = " + quoted(account.user),
      "password = " + quoted(account.password),
    ]
    if let token = account.token { lines.append("token = " + quoted(token)) }
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
