import Foundation

/// How `TTRSSClient` sends a call and reads its answer, and how it reads tt-rss's values.
extension TTRSSClient {
  /// Calls an API method with its parameters (and the session id, once signed in); the answer's
  /// `content`. An error tt-rss names in `accepting` gives nil instead of throwing.
  func call(_ op: String, _ parameters: [String: Any], accepting: Set<String> = [])
    async throws -> Any?
  {
    var body = parameters
    body["op"] = op
    if op != "login" {
      guard let session = account.token else { throw NewsError.syncSignInAgain(server: host) }
      body["sid"] = session
    }
    guard let url = URL(string: account.server),
      let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
    else { throw NewsError.usage(.invalidServer(account.displayServer)) }
    let response = try await ReaderRequest(environment: environment).send(
      HTTPRequest(
        url: url,
        headers: [
          ("User-Agent", "news/\(NewsVersion.current)"), ("Content-Type", "application/json"),
        ],
        timeout: timeout, body: data, bodyCarriesCredentials: true),
      account: account, undecodable: undecodable)
    if response.status >= 500 || response.status == 429 {
      throw NewsError.server(status: response.status)
    }
    if response.status == 401 || response.status == 403 {
      throw op == "login"
        ? NewsError.syncRejected(server: host, kind: .ttrss)
        : NewsError.syncSignInAgain(server: host)
    }
    // tt-rss answers its errors with 200 too: the status inside says.
    guard
      let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
      let status = Self.integer(object["status"])
    else { throw undecodable }
    let content = object["content"]
    guard status != 0 else { return content }
    let error = (content as? [String: Any])?["error"] as? String ?? ""
    if accepting.contains(error) { return nil }
    switch error {
    case "LOGIN_ERROR": throw NewsError.syncRejected(server: host, kind: .ttrss)
    case "API_DISABLED": throw NewsError.syncAPIDisabled(server: host)
    case "NOT_LOGGED_IN":
      throw op == "login"
        ? NewsError.syncRejected(server: host, kind: .ttrss)
        : NewsError.syncSignInAgain(server: host)
    default: throw undecodable
    }
  }

  /// A whole number as tt-rss sends one: a number or a string of digits.
  static func integer(_ value: Any?) -> Int? {
    if let number = value as? NSNumber {
      let double = number.doubleValue
      guard double == double.rounded(), abs(double) < 9e15 else { return nil }
      return number.intValue
    }
    return (value as? String).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// The number of a stream id `feed/<number>`.
  static func feedNumber(_ stream: String) -> Int? {
    stream.hasPrefix("feed/") ? Int(stream.dropFirst(5)) : nil
  }

  /// An article as `getArticle` sends it; nil without an id, or with neither title nor link.
  static func item(_ entry: [String: Any]) -> RemoteItem? {
    guard let id = integer(entry["id"]), id > 0 else { return nil }
    let title = TextCleaner.clean(entry["title"] as? String)
    let link = LinkPolicy.web(entry["link"] as? String)
    guard title != nil || link != nil else { return nil }
    let updated =
      (entry["updated"] as? NSNumber)?.doubleValue
      ?? (entry["updated"] as? String).flatMap(Double.init)
    let article = Article(
      title: title,
      summary: TextCleaner.clean(entry["content"] as? String).map { String($0.prefix(600)) },
      published: updated.flatMap { Date.representable(secondsSince1970: $0) },
      source: TextCleaner.clean(entry["feed_title"] as? String),
      link: link,
      author: TextCleaner.clean(entry["author"] as? String))
    return RemoteItem(
      id: String(id), feed: integer(entry["feed_id"]).map { "feed/\($0)" }, article: article)
  }
}
