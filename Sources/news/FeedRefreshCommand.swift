import ArgumentParser
import Foundation
import NewsKit

/// `news feed refresh [<feed>...]`: fetches the subscriptions concurrently.
struct FeedRefreshCommand: FeedSubcommand, NetworkedCommand {
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
      valueName: HelpLanguage.strings.help.feedValue),
    completion: .custom { _, _, _ in ShellCompletion.feeds(in: .live()) })
  var references: [String] = []

  func validate() throws {
    guard (1...256).contains(jobs) else {
      throw ValidationError.outOfRange("--jobs", jobs, 1...256)
    }
  }

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try await FeedCommandRuns.refresh(
      feeds, references, force: force, jobs: jobs, settings: settings, environment: environment)
  }
}

/// `news read [<feed>...]`: the newest articles across the subscriptions.
struct ReadCommand: ParsableCommand, NewsCommand, CommandOptions, TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "read", abstract: HelpLanguage.strings.help.readAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.unread))
  var unread = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.new))
  var new = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.readOffline))
  var offline = false

  @OptionGroup var paging: PageOption

  @OptionGroup var network: NetworkOptions
  @OptionGroup var stories: StoriesOption

  @Option(
    name: .customLong("tag"),
    help: ArgumentHelp(
      HelpLanguage.strings.tags.tagOption, valueName: HelpLanguage.strings.tags.tagValue))
  var tags: [String] = []

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.queries.queryOption,
      valueName: HelpLanguage.strings.queries.queryValue))
  var query: String?

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.feedReferenceArgument,
      valueName: HelpLanguage.strings.help.feedValue),
    completion: .custom { _, _, _ in ShellCompletion.readable(in: .live()) })
  var references: [String] = []

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, count: count.count, page: paging.page, theme: style.theme,
      color: style.color, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }

  /// What argument-parser read, as `ReadCommandLine.parse` reads a line: one run for both.
  var line: ReadCommandLine {
    ReadCommandLine(
      references: references, tags: tags, query: query, unread: unread, new: new,
      offline: offline, options: values)
  }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await line.execute(in: environment)
  }
}

/// A `read` line, run on the store as a feed subcommand runs.
extension ReadCommandLine: NewsCommand, CommandOptions {
  var values: CommandLineOptions { options }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: FeedsController.open, notices: \.notices) {
      try await run(on: $0, settings: $1, environment: environment)
    }
  }
}
