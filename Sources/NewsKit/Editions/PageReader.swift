import Foundation

/// Downloads article pages concurrently and reads their text.
///
/// The bounds are feed refresh's: at most `jobs` requests at once and four per host, one
/// attempt per page within `timeout`, compressed transfer, redirects followed, http(s) only.
/// The text is extracted after the request's place is given back, so a slow page never holds
/// a place while it is parsed. Each result goes to `record` as it comes (the store writes it
/// at once: a kill keeps every page read before it).
struct PageReader: Sendable {
  let environment: NewsEnvironment
  let timeout: Double
  let jobs: Int
  /// Whether each article's picture is fetched with its page (editions, unless `images =
  /// "off"`), bounded as `show` fetches one.
  var pictures = false

  /// A page with an address worth asking for: http(s), with a host.
  struct Target: Sendable {
    let page: PendingPage
    let url: URL
    let host: String

    init?(_ page: PendingPage) {
      guard let link = page.link, let url = URL(string: link),
        let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
        let host = url.host
      else { return nil }
      (self.page, self.url, self.host) = (page, url, host)
    }
  }

  /// Reads every page; `record` is called once per page, in the order they finish. Requests
  /// start in the order of `pages` (the edition's), as far as the bounds allow.
  func read(_ pages: [PendingPage], record: @Sendable (PageResult) throws -> Void) async throws {
    let gate = ConcurrencyGate(total: jobs, perHost: FeedRefresher.perHost)
    var targets: [Target] = []
    for page in pages {
      if let target = Target(page) {
        targets.append(target)
      } else {
        try record(
          PageResult(articleID: page.articleID, status: .unavailable, text: nil, downloaded: 0))
      }
    }
    try await withThrowingTaskGroup(of: PageResult.self) { group in
      for (turn, target) in targets.enumerated() {
        group.addTask { await read(target, turn: turn, gate: gate) }
      }
      for try await result in group {
        try record(result)
      }
    }
  }

  /// Whether a failure is the network's (no connection, no answer in time, cut off, a
  /// redirect loop the server may mend), worth another try.
  static func isTransient(_ error: NewsError) -> Bool {
    switch error {
    case .network, .timedOut, .httpUnavailable, .badAnswer(_, .cutOff), .badAnswer(_, .noAnswer):
      true
    default: false
    }
  }

  /// One page: fetched, checked, and read; then the article's picture (the feed's, else the
  /// page's), whatever the page gave.
  func read(_ target: Target, turn: Int, gate: ConcurrencyGate) async -> PageResult {
    var result = await page(target, turn: turn, gate: gate)
    if pictures, let address = target.page.image ?? result.image {
      await picture(address, into: &result, gate: gate)
    }
    return result
  }

  /// One page: fetched, checked, and read.
  func page(_ target: Target, turn: Int, gate: ConcurrencyGate) async -> PageResult {
    var result = PageResult(
      articleID: target.page.articleID, status: .unavailable, text: nil, downloaded: 0)
    let (url, host) = (target.url, target.host)
    await gate.enter(host, turn: turn)
    let answer: Result<HTTPResponse, NewsError>
    do {
      answer = .success(
        try await ResilientSender(
          environment: environment, policy: RetryPolicy(maxRetries: 0), secret: nil
        ).fetch(
          HTTPRequest(
            url: url,
            headers: [
              ("Accept", "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"),
              ("User-Agent", "Mozilla/5.0 (compatible; news/\(NewsVersion.current))"),
            ], timeout: timeout)))
    } catch let error as NewsError {
      answer = .failure(error)
    } catch {
      answer = .failure(.network(host: host))
    }
    await gate.leave(host)
    let response: HTTPResponse
    switch answer {
    case .success(let received): response = received
    case .failure(let error):
      // The network's failures are tried again on resume; an answer that is too large or
      // broken would only be broken again.
      result.status = Self.isTransient(error) ? .failed : .unavailable
      return result
    }
    result.downloaded = response.body.count
    guard (200..<300).contains(response.status) else { return result }
    let type = response.headers["content-type"]?.lowercased() ?? "text/html"
    guard type.contains("html") || type.hasPrefix("text/") else { return result }
    let page = ReadableExtractor.page(
      response.body, contentType: type, url: response.finalURL ?? url)
    result.image = page.image
    if let text = page.text {
      result.status = .text
      result.text = text.stored
    } else {
      result.status = .noText
    }
    return result
  }

  /// The article's picture, fetched within the same bounds per host as pages (its page's turn
  /// is taken: no turn of its own), kept in the result with its bytes counted; a picture that
  /// cannot be had leaves the page as it is.
  func picture(_ address: String, into result: inout PageResult, gate: ConcurrencyGate) async {
    guard let host = URL(string: address)?.host else { return }
    await gate.enter(host)
    let data = try? await PictureFetcher(environment: environment, timeout: timeout, cache: nil)
      .fetch(address)
    await gate.leave(host)
    guard let data else { return }
    result.picture = data
    result.pictureAddress = address
    result.downloaded += data.count
  }
}
