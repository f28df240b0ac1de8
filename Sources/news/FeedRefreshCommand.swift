import ArgumentParser
import Foundation
import NewsKit

/// `news feed refresh [<feed>...]`: fetches the subscriptions concurrently.
struct FeedRefreshCommand: FeedSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "refresh", abstract: HelpLanguage.strings.help.feedRefreshAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.force))
  var force = false

  @Option(
    name: .customLong("jobs"), parsing: .unconditional,
    help: ArgumentHelp(HelpLanguage.strings.help.jobs, valueName: "n"))
  var jobCount: Int?

  /// `--jobs`, else the default (which the help text states in words, in either language).
  var jobs: Int { jobCount ?? FeedsController.defaultJobs }

  @OptionGroup var network: NetworkOptions

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.feedReferenceArgument,
      valueName: HelpLanguage.strings.help.feedValue))
  var references: [String] = []

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }

  func validate() throws {
    guard (1...256).contains(jobs) else {
      throw ValidationError.outOfRange("--jobs", jobs, 1...256)
    }
  }

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let strings = settings.language.strings
    let showProgress = !settings.json && environment.isTerminal(2)
    let results = try await feeds.refresh(references, force: force, jobs: jobs) { done, total in
      guard showProgress else { return }
      StandardStream.write(
        "\r\u{1B}[K" + strings.feeds.progress(done, total), to: 2)
    }
    if showProgress { StandardStream.write("\r\u{1B}[K", to: 2) }
    let exitCode = FeedRefreshResult.exitCode(results)
    // When every feed due failed, stderr says so in one line: a script sees why it got 69.
    let due = results.filter { $0.outcome != .skipped }.count
    let why = exitCode == 0 ? "" : ErrorView.prefix + strings.feeds.allFailed(due) + "\n"
    if settings.json {
      return CommandOutput(
        stdout: FeedRefreshView.renderJSON(results), stderr: why, exitCode: exitCode)
    }
    let text = FeedRefreshView.render(
      results, strings: strings, width: TerminalDecisions.stdoutWidth(environment))
    return CommandOutput(stdout: text.stdout, stderr: text.stderr + why, exitCode: exitCode)
  }
}

/// `news read [<feed>...]`: the newest articles across the subscriptions.
struct ReadCommand: FeedSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "read", abstract: HelpLanguage.strings.help.readAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.unread))
  var unread = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.readOffline))
  var offline = false

  @OptionGroup var paging: PageOption

  @OptionGroup var network: NetworkOptions

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.feedReferenceArgument,
      valueName: HelpLanguage.strings.help.feedValue))
  var references: [String] = []

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, count: count.count, page: paging.page, theme: style.theme,
      color: style.color, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    // Signed in to a reader service, the server does the fetching: a sync instead of a refresh.
    // One that fails (unreachable, slow beyond --timeout) leaves the stored articles, with a
    // notice.
    var notice = ""
    let sync = SyncController(environment: environment, settings: settings)
    var fetchHere = !offline
    if !offline, sync.account != nil {
      fetchHere = false
      var synced = false
      if let store = try? StoreSession.required(settings: settings, environment: environment).store
      {
        synced = await sync.sync(store: store, within: settings.timeout)
      }
      if !synced {
        notice = "news: " + settings.language.strings.sync.offlineNotice + "\n"
      }
    }
    let reading = try await feeds.reading(
      references, unreadOnly: unread, limit: settings.count, offline: !fetchHere,
      page: settings.page)
    var output = CommandOutput.listing(
      Listing(model: reading.model), heading: try heading(feeds), settings: settings,
      environment: environment)
    // The stored list is shown either way; which feeds failed is said, and when every feed
    // due failed the exit code says so too (as `feed refresh`'s).
    notice += FeedRefreshView.notRefreshed(reading.refreshed, strings: settings.language.strings)
    output.stderr = notice + output.stderr
    if output.exitCode == 0 { output.exitCode = FeedRefreshResult.exitCode(reading.refreshed) }
    return output
  }

  /// One feed named: its name heads the list; otherwise the feeds' heading.
  func heading(_ feeds: FeedsController) throws -> NewsListView.Heading {
    guard references.count == 1 else { return try feeds.list().isEmpty ? .noSubscriptions : .feeds }
    return .feed(try feeds.subscription(references[0]).name)
  }
}
