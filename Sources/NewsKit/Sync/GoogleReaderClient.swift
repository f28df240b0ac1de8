import Foundation

/// Speaks the Google Reader API of a reader service (FreshRSS, Miniflux, Inoreader, The Old
/// Reader): ClientLogin, then requests with `Authorization: GoogleLogin auth=…`, and POSTs with
/// the write token `T`.
///
/// The password is used only by `login`; a request the service refuses (401, 403) afterwards is
/// `syncSignInAgain` (exit 77). Every request carries a credential (the password, the token or
/// the write token), so none follows a redirect to another origin. A token or write token with
/// a control character is refused as an answer that cannot be understood. Errors name the
/// reader service, never the news API.
actor GoogleReaderClient {
  let environment: NewsEnvironment
  let timeout: Double
  private(set) var account: SyncAccount
  private var writeToken: String?
  /// The bounds every loop over the server's pages keeps to, and when the whole sync must end.
  let bounds: SyncBounds
  let deadline: Date

  init(
    account: SyncAccount, environment: NewsEnvironment, timeout: Double,
    bounds: SyncBounds = SyncBounds()
  ) {
    self.account = account
    self.environment = environment
    self.timeout = timeout
    self.bounds = bounds
    self.deadline = environment.now().addingTimeInterval(bounds.seconds)
  }

  /// The service's host (and port), as messages name it: never the user information.
  var host: String { ReaderRequest.host(of: account) }

  /// Signs in with the password; the auth token, also kept in `account`.
  func login(password: String) async throws -> String {
    let response = try await send(
      "accounts/ClientLogin", form: [("Email", account.user), ("Passwd", password)])
    guard (200..<300).contains(response.status) else {
      if [401, 403].contains(response.status) {
        throw NewsError.syncRejected(server: host, kind: account.kind)
      }
      throw failure(response.status)
    }
    let text = String(decoding: response.body, as: UTF8.self)
    guard
      let auth = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("Auth=") })
        .map({ String($0.dropFirst(5)).trimmingWhitespace() }), !auth.isEmpty,
      SyncAccount.isPlain(auth)
    else { throw undecodable }
    account.token = auth
    return auth
  }

  /// A GET of an API path; the body of a 2xx answer.
  func get(_ path: String, query: [(String, String)] = []) async throws -> Data {
    try checked(try await send(path, query: query, form: nil))
  }

  /// A POST of a form with the write token; the body of a 2xx answer. A request the server
  /// refuses as such (another 4xx) is `refused` with the server's own words, when given.
  func post(
    _ path: String, form: [(String, String)],
    refused: ((String?) -> NewsError)? = nil
  ) async throws -> Data {
    let token = try await self.token()
    return try checked(try await send(path, form: form + [("T", token)]), refused: refused)
  }

  /// A POST as `post` makes it, but a 400 is handed back as nil with its words, for the
  /// caller to judge (Miniflux answers 400 when none of the items asked for exist).
  func postAllowingBadRequest(_ path: String, form: [(String, String)]) async throws
    -> (body: Data?, refusal: String?)
  {
    let token = try await self.token()
    let response = try await send(path, form: form + [("T", token)])
    if response.status == 400 { return (nil, Self.reason(response.body)) }
    return (try checked(response), nil)
  }

  /// The body of a 2xx answer; a refusal of the sign-in asks to sign in again.
  private func checked(_ response: HTTPResponse, refused: ((String?) -> NewsError)? = nil) throws
    -> Data
  {
    if response.status == 401 || response.status == 403 {
      throw NewsError.syncSignInAgain(server: host)
    }
    if let refused, (400..<500).contains(response.status), response.status != 429 {
      throw refused(Self.reason(response.body))
    }
    // Miniflux refuses a subscription it cannot fetch with a 500 and its words in JSON.
    if let refused, response.status >= 500, let words = Self.jsonReason(response.body) {
      throw refused(words)
    }
    guard (200..<300).contains(response.status) else { throw failure(response.status) }
    return response.body
  }

  /// What a refusal's body says, as one short line of plain text (HTML tags and JSON quoting
  /// taken off), or nil when it says nothing.
  static func reason(_ body: Data) -> String? {
    var text = String(decoding: body.prefix(2_000), as: UTF8.self)
    if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] {
      text = errorWords(object) ?? ""
    }
    guard let plain = TextCleaner.clean(text)?.split(whereSeparator: \.isNewline).first else {
      return nil
    }
    return String(plain.prefix(200))
  }

  /// The words of a JSON error body (`error`, `error_message`, `message`, `errors`), as one
  /// short line; nil when the body is not such an object.
  static func jsonReason(_ body: Data) -> String? {
    guard
      let object = try? JSONSerialization.jsonObject(with: body.prefix(2_000)) as? [String: Any],
      let words = errorWords(object)
    else { return nil }
    return reason(Data(words.utf8))
  }

  static func errorWords(_ object: [String: Any]) -> String? {
    (object["error"] ?? object["error_message"] ?? object["message"] ?? object["errors"]).map {
      "\($0)"
    }
  }

  private func token() async throws -> String {
    if let writeToken { return writeToken }
    let body = try checked(try await send("reader/api/0/token", form: nil))
    let token = String(decoding: body, as: UTF8.self).trimmingWhitespace()
    guard !token.isEmpty, SyncAccount.isPlain(token) else { throw undecodable }
    writeToken = token
    return token
  }

  private func send(
    _ path: String, query: [(String, String)] = [], form: [(String, String)]?
  ) async throws -> HTTPResponse {
    let base = account.server.hasSuffix("/") ? account.server : account.server + "/"
    var address = base + path
    if !query.isEmpty { address += "?" + Self.encode(query) }
    guard let url = URL(string: address) else {
      throw NewsError.usage(.invalidServer(account.displayServer))
    }
    var headers: [(name: String, value: String)] = [("User-Agent", "news/\(NewsVersion.current)")]
    if path != "accounts/ClientLogin" {
      guard let token = account.token else { throw NewsError.syncSignInAgain(server: host) }
      headers.append(("Authorization", "GoogleLogin auth=" + token))
    }
    var body: Data?
    if let form {
      headers.append(("Content-Type", "application/x-www-form-urlencoded"))
      body = Data(Self.encode(form).utf8)
    }
    return try await ReaderRequest(environment: environment).send(
      HTTPRequest(
        url: url, headers: headers, timeout: timeout, body: body,
        bodyCarriesCredentials: body != nil), account: account, undecodable: undecodable)
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

  func failure(_ status: Int) -> NewsError {
    status >= 500 || status == 429 ? .server(status: status) : undecodable
  }
}
