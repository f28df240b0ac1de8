import Foundation

/// Speaks the Google Reader API of a reader service (FreshRSS, Miniflux, Inoreader, The Old
/// Reader): ClientLogin, then requests with `Authorization: GoogleLogin auth=…`, and POSTs with
/// the write token `T`.
///
/// A 401 on a request signed with a stored token renews it once with the stored password (the
/// new token goes back to the account file); a second 401 is `syncRejected` (exit 77). The
/// password and tokens travel only in a POST body or the Authorization header, which traces
/// mask whole, and never appear in an error.
actor GoogleReaderClient {
  let environment: NewsEnvironment
  let timeout: Double
  private(set) var account: SyncAccount
  private var writeToken: String?
  /// The one renewal of the token a client may make; requests refused meanwhile wait for it.
  private var renewal: Task<Void, Error>?
  /// Called with the account after its token changed, to keep it.
  let keep: @Sendable (SyncAccount) -> Void

  init(
    account: SyncAccount, environment: NewsEnvironment, timeout: Double,
    keep: @escaping @Sendable (SyncAccount) -> Void = { _ in }
  ) {
    self.account = account
    self.environment = environment
    self.timeout = timeout
    self.keep = keep
  }

  var host: String { URL(string: account.server)?.host ?? account.server }

  /// Signs in with the password; the auth token.
  func login() async throws -> String {
    let response = try await send(
      "accounts/ClientLogin", form: [("Email", account.user), ("Passwd", account.password)],
      signed: false)
    guard (200..<300).contains(response.status) else {
      if [401, 403].contains(response.status) { throw NewsError.syncRejected(server: host) }
      throw Self.failure(response.status, host: host)
    }
    let text = String(decoding: response.body, as: UTF8.self)
    guard
      let auth = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("Auth=") })
        .map({ String($0.dropFirst(5)).trimmingWhitespace() }), !auth.isEmpty
    else { throw NewsError.syncUndecodable(server: host) }
    account.token = auth
    return auth
  }

  /// A GET of an API path; the body of a 2xx answer.
  func get(_ path: String, query: [(String, String)] = []) async throws -> Data {
    try await signed { try await self.send(path, query: query, form: nil, signed: true) }
  }

  /// A POST of a form with the write token; the body of a 2xx answer.
  func post(_ path: String, form: [(String, String)]) async throws -> Data {
    try await signed {
      let token = try await self.token()
      return try await self.send(path, form: form + [("T", token)], signed: true)
    }
  }

  /// Runs a signed request, signing in first when there is no token and renewing an expired
  /// one once.
  private func signed(_ request: () async throws -> HTTPResponse) async throws -> Data {
    if account.token == nil {
      _ = try await login()
      keep(account)
    }
    let used = account.token
    var response = try await request()
    if response.status == 401 || response.status == 403 {
      // Requests run in parallel: the first refused one renews, the others wait for it.
      if account.token == used, renewal == nil {
        writeToken = nil
        renewal = Task {
          _ = try await self.login()
          self.keep(self.account)
        }
      }
      try await renewal?.value
      response = try await request()
    }
    if response.status == 401 || response.status == 403 {
      throw NewsError.syncRejected(server: host)
    }
    guard (200..<300).contains(response.status) else {
      throw Self.failure(response.status, host: host)
    }
    return response.body
  }

  private func token() async throws -> String {
    if let writeToken { return writeToken }
    let response = try await send("reader/api/0/token", form: nil, signed: true)
    guard response.status == 200 else {
      if [401, 403].contains(response.status) { throw NewsError.syncRejected(server: host) }
      throw Self.failure(response.status, host: host)
    }
    let token = String(decoding: response.body, as: UTF8.self).trimmingWhitespace()
    writeToken = token
    return token
  }

  private func send(
    _ path: String, query: [(String, String)] = [], form: [(String, String)]?, signed: Bool
  ) async throws -> HTTPResponse {
    let base = account.server.hasSuffix("/") ? account.server : account.server + "/"
    var address = base + path
    if !query.isEmpty { address += "?" + Self.encode(query) }
    guard let url = URL(string: address) else { throw NewsError.usage(.invalidServer(base)) }
    var headers: [(name: String, value: String)] = [("User-Agent", "news/\(NewsVersion.current)")]
    if signed, let token = account.token {
      headers.append(("Authorization", "GoogleLogin auth=" + token))
    }
    var body: Data?
    if let form {
      headers.append(("Content-Type", "application/x-www-form-urlencoded"))
      body = Data(Self.encode(form).utf8)
    }
    let sender = ResilientSender(
      environment: environment, policy: RetryPolicy(maxRetries: 0), secret: account.password)
    return try await sender.fetch(
      HTTPRequest(url: url, headers: headers, timeout: timeout, body: body))
  }

  /// `name=value&…`, every byte but the unreserved ones percent-encoded.
  static func encode(_ pairs: [(String, String)]) -> String {
    let allowed = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    func escape(_ text: String) -> String {
      text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
    return pairs.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
  }

  static func failure(_ status: Int, host: String) -> NewsError {
    status >= 500 || status == 429 ? .server(status: status) : .syncUndecodable(server: host)
  }
}
