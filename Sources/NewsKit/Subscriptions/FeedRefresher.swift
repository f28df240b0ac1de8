import Foundation

/// Fetches feeds concurrently and turns each answer into a `FeedRefreshRecord`.
///
/// At most `jobs` requests run at once and at most four against one host. Each feed gets one
/// attempt bounded by `--timeout` (a slow feed never holds the others up); requests are
/// conditional (ETag, Last-Modified) and compressed; redirects are followed and a permanent
/// chain moves the subscription. A feed that asked not to be fetched yet (Retry-After, `<ttl>`,
/// Cache-Control max-age) is skipped unless forced; 410 marks it gone.
struct FeedRefresher: Sendable {
  static let perHost = 4
  /// New articles that have the finished feeds written at once.
  static let writeArticles = 2_000
  /// The longest a finished feed waits to be written with those finishing after it, in
  /// seconds: an interrupted refresh (Ctrl-C, SIGTERM, a cron timeout) keeps every feed that
  /// finished this long before. A transaction a feed made 1,000 commits of a 1,000-feed refresh.
  /// At 0.2 s a refresh of 100 feeds wrote all of its articles after its last download; at
  /// 0.1 s half of them are written while the rest download (0.289 -> 0.259 s, the floor's
  /// time); at 0.05 s a refresh of 1,000 feeds took 15 % more CPU for its 36 transactions.
  static let writeDelay = 0.1
  /// How long a gone feed (410) is left alone unless forced: a year.
  static let goneFor: TimeInterval = 365 * 86_400

  let environment: NewsEnvironment
  let timeout: Double
  let jobs: Int
  let force: Bool
  /// The API key in use, kept from the programs command feeds run.
  var apiKey: String? = nil
  /// Called after each feed, with how many are done of how many, for a progress line.
  var progress: @Sendable (Int, Int) -> Void = { _, _ in }
  /// Called as each feed's answer is read, with how many items it gave (none when not
  /// modified), before it waits to be written.
  var arrived: @Sendable (Int) -> Void = { _ in }

  /// What the refresh's tasks give: a feed's record, or the end of a wait to write.
  enum Arrival: Sendable {
    case feed(Int, FeedRefreshRecord)
    case tick
  }

  /// The records of every feed, in the order given, each as `write` returned it but without
  /// its articles (`write` has them). Records are written in batches as feeds finish
  /// (`writeArticles`, `writeDelay`), so storing overlaps the transfers still running.
  func refresh(
    _ feeds: [FeedSubscription],
    write: @Sendable ([FeedRefreshRecord]) throws -> [FeedRefreshRecord] = { $0 }
  ) async throws -> [FeedRefreshRecord] {
    let gate = ConcurrencyGate(total: jobs, perHost: Self.perHost)
    let now = environment.now()
    let counter = Counter()
    return try await withThrowingTaskGroup(of: Arrival.self) { group in
      for (index, feed) in feeds.enumerated() {
        group.addTask {
          let record: FeedRefreshRecord
          if !force, let due = feed.dueAt, due > now {
            record = FeedRefreshRecord(feedID: feed.id, outcome: .skipped)
          } else {
            let host = URL(string: feed.url)?.host ?? feed.url
            await gate.enter(host)
            let answer = await download(feed)
            // The slot is for the request: parsing happens after it is given back.
            await gate.leave(host)
            record = interpret(answer, feed: feed)
          }
          progress(await counter.next(), feeds.count)
          return .feed(index, record)
        }
      }
      var records = [FeedRefreshRecord?](repeating: nil, count: feeds.count)
      var pending: [(Int, FeedRefreshRecord)] = []
      var pendingArticles = 0
      var remaining = feeds.count
      var waiting = false
      func flush() throws {
        guard !pending.isEmpty else { return }
        for ((index, _), var written) in zip(pending, try write(pending.map(\.1))) {
          // Its articles are stored: not held to the end (100,000 of them were 70 MB).
          written.items = []
          records[index] = written
        }
        pending.removeAll()
        pendingArticles = 0
      }
      while remaining > 0, let arrival = try await group.next() {
        switch arrival {
        case .feed(let index, let record):
          arrived(record.items.count)
          remaining -= 1
          pending.append((index, record))
          pendingArticles += record.items.count
          if pendingArticles >= Self.writeArticles {
            try flush()
          } else if !waiting, remaining > 0 {
            waiting = true
            group.addTask {
              try? await environment.sleep(Self.writeDelay)
              return .tick
            }
          }
        case .tick:
          waiting = false
          try flush()
        }
      }
      // A wait still under way ends now.
      group.cancelAll()
      try flush()
      return records.compactMap { $0 }
    }
  }

  /// One feed's request: the answer, or the failure that stands for it.
  func download(_ feed: FeedSubscription) async -> Result<HTTPResponse, FeedFailure> {
    // A feed the user's own command makes: run, through its address for a filter.
    if let command = FeedCommand(feed.url) {
      var body: Data?
      if let address = command.filtered {
        var plain = feed
        plain.url = address.absoluteString
        plain.etag = nil
        plain.lastModified = nil
        switch await download(plain) {
        case .success(let answer) where (200..<300).contains(answer.status): body = answer.body
        case .success(let answer): return .success(answer)
        case .failure(let failure): return .failure(failure)
        }
      }
      return await command.run(input: body, environment: environment, apiKey: apiKey)
        .map { HTTPResponse(status: 200, body: $0) }
    }
    guard let url = URL(string: feed.url) else { return .failure(.notAFeed) }
    var headers: [(name: String, value: String)] = [
      ("Accept", "application/rss+xml, application/atom+xml, application/feed+json, */*;q=0.5"),
      ("User-Agent", "news/\(NewsVersion.current)"),
    ]
    if let etag = feed.etag { headers.append(("If-None-Match", etag)) }
    if let modified = feed.lastModified { headers.append(("If-Modified-Since", modified)) }
    let sender = ResilientSender(
      environment: environment, policy: RetryPolicy(maxRetries: 0), secret: nil)
    do {
      return .success(
        try await sender.fetch(HTTPRequest(url: url, headers: headers, timeout: timeout)))
    } catch NewsError.timedOut {
      return .failure(.timedOut)
    } catch NewsError.undecodable(.tooLarge) {
      return .failure(.tooLarge)
    } catch NewsError.badAnswer(_, .untrusted) {
      return .failure(.untrusted)
    } catch NewsError.badAnswer {
      return .failure(.brokenAnswer)
    } catch {
      return .failure(.network)
    }
  }

  /// What an answer means for the feed: new items, validators, schedule, outcome.
  func interpret(_ answer: Result<HTTPResponse, FeedFailure>, feed: FeedSubscription)
    -> FeedRefreshRecord
  {
    var record = FeedRefreshRecord(feedID: feed.id, outcome: .notModified)
    let response: HTTPResponse
    switch answer {
    case .success(let received): response = received
    case .failure(let failure):
      record.outcome = .failed(failure)
      return record
    }
    // A command feed's links resolve against the address it filters (an exec: feed has none).
    let command = FeedCommand(feed.url)
    guard
      let url = command.map({ $0.filtered ?? URL(fileURLWithPath: "/") })
        ?? URL(string: feed.url)
    else {
      record.outcome = .failed(.notAFeed)
      return record
    }
    let now = environment.now()
    if response.movedPermanently, let moved = response.finalURL {
      record.movedTo = moved.absoluteString
    }
    record.dueAt = Self.cacheExpiry(response.headers["cache-control"], now: now)
    switch response.status {
    case 304:
      record.outcome = .notModified
      // Unchanged: the <ttl> the feed gave last time still holds.
      if let ttl = feed.ttlMinutes, ttl > 0 {
        record.dueAt = max(record.dueAt ?? now, now.addingTimeInterval(Double(ttl) * 60))
      }
    case 200..<300:
      record.etag = response.headers["etag"]
      record.lastModified = response.headers["last-modified"]
      guard
        let parsed = try? FeedParser.parse(
          response.body, url: response.finalURL ?? url,
          contentType: response.headers["content-type"])
      else {
        record.outcome = .failed(.notAFeed)
        return record
      }
      record.title = parsed.title?.cleaned
      record.items = parsed.items.map { (FeedArticles.article($0, feed: parsed, url: url), $0.id) }
      record.outcome = .updated(new: 0)
      record.ttlMinutes = parsed.ttlMinutes ?? 0
      if let ttl = parsed.ttlMinutes {
        record.dueAt = max(record.dueAt ?? now, now.addingTimeInterval(Double(ttl) * 60))
      }
    case 410:
      record.outcome = .failed(.gone)
      record.dueAt = now.addingTimeInterval(Self.goneFor)
    default:
      record.outcome = .failed(.http(response.status))
      if let after = RetryAfter.seconds(response.headers["retry-after"], now: now) {
        record.dueAt = now.addingTimeInterval(Double(after))
      }
    }
    return record
  }

  /// When a `Cache-Control: max-age=N` answer goes stale; nil without one.
  static func cacheExpiry(_ header: String?, now: Date) -> Date? {
    guard let header else { return nil }
    for directive in header.lowercased().split(separator: ",") {
      let parts = directive.trimmingCharacters(in: .whitespaces).split(separator: "=")
      if parts.count == 2, parts[0] == "max-age", let seconds = Int(parts[1]), seconds > 0 {
        return now.addingTimeInterval(Double(min(seconds, 7 * 86_400)))
      }
    }
    return nil
  }

  /// Counts finished feeds across tasks.
  actor Counter {
    var done = 0
    func next() -> Int {
      done += 1
      return done
    }
  }
}

/// Turns feed entries into articles.
enum FeedArticles {
  static func article(_ item: FeedItem, feed: Feed, url: URL) -> Article {
    var article = Article(
      title: item.title?.cleaned,
      summary: item.summary?.cleaned ?? item.content?.cleaned.map { String($0.prefix(600)) },
      published: item.published, publishedHasTime: item.publishedHasTime,
      source: feed.title?.cleaned ?? url.host, link: LinkPolicy.web(item.link),
      author: item.author.flatMap(TextCleaner.cleanPlain))
    article.summary = article.summary.map(shortened)
    article.enclosures = item.enclosures
    article.image = item.image
    return article
  }

  /// A summary of more than 600 characters cut to its first 600 and an ellipsis. Counting every
  /// character of every summary was 1 % of a refresh's instructions: one of at most 600 bytes
  /// has at most 600 characters, and a longer one is walked only to its 600th.
  static func shortened(_ summary: String) -> String {
    guard summary.utf8.count > 600,
      let cut = summary.index(summary.startIndex, offsetBy: 600, limitedBy: summary.endIndex),
      cut < summary.endIndex
    else { return summary }
    return String(summary[..<cut]) + "…"
  }
}
