import Foundation

/// What `feed refresh` and `read` do once their options are parsed: the work, the progress
/// line, and the words and exit code of the outcome.
public enum FeedCommandRuns {
  /// `feed refresh`: fetches the subscriptions with a progress line on a terminal, prints the
  /// summary (or JSON) and the failures, and when every feed due failed says so in one line
  /// with the exit code a script can act on. Signed in to a reader service, the feeds it has
  /// come from a sync instead, and only the others are fetched here.
  public static func refresh(
    _ feeds: FeedsController, _ references: [String], force: Bool, jobs: Int,
    settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let strings = settings.language.strings
    let offline = await syncFirst(settings: settings, environment: environment)
    let showProgress = !settings.json && environment.isTerminal(2)
    // A feed named here is fetched whatever its <ttl> asked: the user asked for it now.
    let results = try await feeds.refresh(
      references, force: force || !references.isEmpty, jobs: jobs,
      progress: { done, total in
        guard showProgress else { return }
        StandardStream.write("\r\u{1B}[K" + strings.feeds.progress(done, total), to: 2)
      },
      grouping: { done, total in
        // A line for grouping only when it takes batches (more than 2,000 new articles).
        guard showProgress, total > 2_000 else { return }
        StandardStream.write("\r\u{1B}[K" + strings.feeds.grouping(done, total), to: 2)
      })
    if showProgress { StandardStream.write("\r\u{1B}[K", to: 2) }
    let exitCode = FeedRefreshResult.exitCode(results)
    // When every feed due failed, stderr says so in one line: a script sees why it got 69.
    let due = results.filter { $0.outcome != .skipped }.count
    let why = exitCode == 0 ? "" : ErrorView.prefix + strings.feeds.allFailed(due) + "\n"
    // The reader service could not be reached: its feeds stay; the others were refreshed
    // here, if there are any.
    let notice =
      offline.isEmpty
      ? ""
      : ErrorView.prefix
        + (due > 0 ? strings.sync.refreshOfflineNotice : strings.sync.refreshOfflineNoticeNoneHere)
        + "\n"
    if settings.json {
      return CommandOutput(
        stdout: FeedRefreshView.renderJSON(results), stderr: notice + why, exitCode: exitCode)
    }
    let text = FeedRefreshView.render(
      results, strings: strings, width: TerminalDecisions.stdoutWidth(environment))
    return CommandOutput(
      stdout: text.stdout, stderr: notice + text.stderr + why, exitCode: exitCode)
  }

  /// Signed in to a reader service, a sync within `--timeout` (the server fetches the feeds it
  /// has); a notice when it could not be done, nothing otherwise or when not signed in.
  static func syncFirst(settings: Settings, environment: NewsEnvironment, notice: String? = nil)
    async -> String
  {
    let sync = SyncController(environment: environment, settings: settings)
    guard sync.account != nil else { return "" }
    if let store = try? NewsSchema.required(settings: settings, environment: environment).store,
      await sync.sync(store: store, within: settings.timeout)
    {
      return ""
    }
    return ErrorView.prefix + (notice ?? settings.language.strings.sync.offlineNotice) + "\n"
  }

  /// `read`: the newest articles of the feeds, after a refresh (or, signed in to a reader
  /// service, a sync) unless offline; which feeds failed said on stderr.
  public static func read(
    _ feeds: FeedsController, _ references: [String], tags: [String] = [], query: String? = nil,
    only: ReadFilter, offline: Bool, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    // `@NAME` names a saved query; several queries must all match. A malformed query is said
    // before anything is fetched.
    let named = try references.filter(QueriesController.isReference).map {
      try QueriesController.open(settings: settings, environment: environment).named($0)
    }
    let references = references.filter { !QueriesController.isReference($0) }
    let expressions = named.map(\.expression) + (query.map { [$0] } ?? [])
    let combined =
      expressions.count > 1
      ? expressions.map { "(" + $0 + ")" }.joined(separator: " and ") : expressions.first
    let parsed = try combined.map(QueryParser.query)
    // Signed in to a reader service, the server fetches the feeds it has: a sync first, and
    // the refresh fetches only the feeds it does not have. A sync that fails (unreachable, slow
    // beyond --timeout) leaves the stored articles, with a notice.
    var notice = offline ? "" : await syncFirst(settings: settings, environment: environment)
    let reading = try await feeds.reading(
      references, tags: tags, query: parsed, only: only, limit: settings.count,
      offline: offline, page: settings.page)
    var heading: NewsListView.Heading =
      tags.isEmpty || !references.isEmpty
      ? try heading(feeds, references) : .tagged(try feeds.spelled(tags))
    if let combined {
      if !tags.isEmpty, references.isEmpty {
        heading = .taggedQuery(try feeds.spelled(tags), combined)
      } else {
        heading =
          named.count == 1 && query == nil
          ? .savedQuery(named[0].name, expression: combined) : .query(combined)
      }
    } else if only != .all, heading != .noSubscriptions {
      heading = .only(only, heading)
    }
    var output = await CommandOutput.listing(
      Listing(model: reading.model), heading: heading, settings: settings,
      environment: environment)
    // The stored list is shown either way; which feeds failed is said, and when every feed
    // due failed the exit code says so too (as `feed refresh`'s).
    notice += FeedRefreshView.notRefreshed(reading.refreshed, strings: settings.language.strings)
    output.stderr = notice + output.stderr
    if output.exitCode == 0 { output.exitCode = FeedRefreshResult.exitCode(reading.refreshed) }
    return output
  }

  /// One feed named: its name heads the list; otherwise the feeds' heading.
  /// The list's heading: one feed's name, or the feeds.
  static func heading(_ feeds: FeedsController, _ references: [String]) throws
    -> NewsListView.Heading
  {
    guard references.count == 1 else {
      return try feeds.list(counting: false).isEmpty ? .noSubscriptions : .feeds
    }
    return .feed(try feeds.subscription(references[0]).name)
  }

  /// `feed add`: each address's outcome (or JSON); the last failure's exit code.
  public static func add(
    _ addresses: [String], feeds: FeedsController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let outcomes = await feeds.add(addresses)
    let text = FeedListView.render(
      outcomes, strings: settings.language.strings,
      width: TerminalDecisions.stdoutWidth(environment))
    let failures = outcomes.compactMap { if case .failed(_, let error) = $0 { error } else { nil } }
    let stdout =
      settings.json
      ? ChangeJSONView.added(outcomes, addresses: addresses, strings: settings.language.strings)
      : text.stdout
    return CommandOutput(
      stdout: stdout, stderr: text.stderr, exitCode: failures.last?.exitCode ?? 0)
  }

  /// `feed remove`: each subscription removed, named (or JSON).
  public static func remove(
    _ references: [String], feeds: FeedsController, settings: Settings,
    environment: NewsEnvironment
  ) throws -> CommandOutput {
    let removed = try feeds.remove(references)
    if settings.json { return CommandOutput(stdout: ChangeJSONView.removed(removed)) }
    let strings = settings.language.strings
    return CommandOutput(
      stdout: TextWrapper.paragraphs(
        removed.map { strings.feeds.removed(TerminalSanitizer.sanitize($0.name)) },
        width: TerminalDecisions.stdoutWidth(environment)))
  }

  /// `feed tag` and `feed untag`: the feed's tags after the change (JSON: the feed as `feed
  /// list --json` gives it).
  public static func tags(
    of feed: FeedSubscription, settings: Settings, environment: NewsEnvironment
  ) -> CommandOutput {
    if settings.json { return CommandOutput(stdout: FeedListView.renderJSON([feed])) }
    let strings = settings.language.strings.tags
    let safe = FeedListView.sanitized(feed)
    let line = safe.tags.isEmpty ? strings.noTags(safe.name) : strings.tagged(safe.name, safe.tags)
    return CommandOutput(
      stdout: TextWrapper.paragraphs([line], width: TerminalDecisions.stdoutWidth(environment)))
  }

  /// `feed untag`: the tags left, and the tags typed that the feed did not have (stderr).
  public static func untagged(
    _ result: (feed: FeedSubscription, missing: [String]), settings: Settings,
    environment: NewsEnvironment
  ) -> CommandOutput {
    var output = tags(of: result.feed, settings: settings, environment: environment)
    if !result.missing.isEmpty {
      let name = FeedListView.sanitized(result.feed).name
      output.stderr = TextWrapper.paragraphs(
        [
          settings.language.strings.tags.hadNoTag(
            name, result.missing.map(TerminalSanitizer.sanitize))
        ],
        width: TerminalDecisions.stdoutWidth(environment))
    }
    return output
  }

  /// `feed rename`: the feed's number and its new name.
  public static func renamed(
    _ feed: FeedSubscription, settings: Settings, environment: NewsEnvironment
  ) -> CommandOutput {
    if settings.json { return CommandOutput(stdout: FeedListView.renderJSON([feed])) }
    let safe = FeedListView.sanitized(feed)
    return CommandOutput(
      stdout: TextWrapper.paragraphs(
        [settings.language.strings.tags.renamed(safe.id, safe.name)],
        width: TerminalDecisions.stdoutWidth(environment)))
  }

  /// `feed import`: an OPML file (`-` for stdin); how many were added, known, ignored.
  public static func importOPML(
    _ file: String, feeds: FeedsController, settings: Settings, environment: NewsEnvironment
  ) throws -> CommandOutput {
    let data: Data
    if file == "-" {
      data = (try? FileHandle.standardInput.read(upToCount: OPML.maximumFileBytes)) ?? Data()
    } else if let contents = try RegularFile.read(file, limit: OPML.maximumFileBytes) {
      data = contents
    } else {
      throw NewsError.usage(.unreadableFile(file))
    }
    let result = try feeds.importOPML(data, name: file)
    if settings.json { return CommandOutput(stdout: ChangeJSONView.imported(result)) }
    let text = settings.language.strings.feeds.imported(
      result.added, result.alreadySubscribed, result.ignored)
    return CommandOutput(
      stdout: TextWrapper.paragraphs([text], width: TerminalDecisions.stdoutWidth(environment)))
  }
}
