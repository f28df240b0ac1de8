import ArgumentParser
import Foundation
import NewsKit

/// `news edition make`: gathers the articles, downloads every page, keeps the readable text.
struct EditionMakeCommand: EditionSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "make", abstract: HelpLanguage.strings.editions.makeAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Option(
    name: .customLong("topic"),
    help: ArgumentHelp(
      HelpLanguage.strings.editions.topicOption, valueName: HelpLanguage.strings.help.topicValue),
    completion: .list(Topic.allCases.map(\.rawValue)))
  var topics: [String] = []

  @Flag(help: ArgumentHelp(HelpLanguage.strings.editions.feedsFlag))
  var feeds = false

  @Option(
    name: .customLong("per-topic"),
    help: ArgumentHelp(HelpLanguage.strings.editions.perTopic, valueName: "n"))
  var perTopic: Int?

  @Flag(help: ArgumentHelp(HelpLanguage.strings.editions.background))
  var background = false

  @Flag(help: ArgumentHelp(HelpLanguage.strings.editions.resumeFlag))
  var resume = false

  @OptionGroup var download: EditionDownloadOptions

  @OptionGroup var source: SourceOptions

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, api: source.api, timeout: download.network.timeout,
      provider: source.provider,
      json: output.json, verbose: download.network.verbose)
  }

  func validate() throws {
    if let perTopic, !(1...100).contains(perTopic) {
      throw ValidationError.outOfRange("--per-topic", perTopic, 1...100)
    }
  }

  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try await EditionCommandRuns.make(
      try editions.recipe(topics: topics, feeds: feeds, perTopic: perTopic), resume: resume,
      background: background, jobs: download.jobs, verbose: download.network.verbose,
      editions: editions, settings: settings, environment: environment)
  }
}

/// `news edition resume [<id>]`: downloads what an interrupted edition is missing.
struct EditionResumeCommand: EditionSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "resume", abstract: HelpLanguage.strings.editions.resumeAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  @OptionGroup var download: EditionDownloadOptions

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.editions.idArgument, valueName: HelpLanguage.strings.help.idValue))
  var id: String?

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, timeout: download.network.timeout, json: output.json,
      verbose: download.network.verbose)
  }

  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try await EditionCommandRuns.resume(
      id, jobs: download.jobs, editions: editions, settings: settings, environment: environment)
  }
}

/// `--jobs`, `--timeout`, `--verbose`: how pages are downloaded.
struct EditionDownloadOptions: ParsableArguments {
  @Option(
    name: .customLong("jobs"), parsing: .unconditional,
    help: ArgumentHelp(HelpLanguage.strings.editions.jobs, valueName: "n"))
  var jobCount: Int?

  /// `--jobs`, else the default (which the help text states in words, in either language).
  var jobs: Int { jobCount ?? FeedsController.defaultJobs }

  @OptionGroup var network: NetworkOptions

  func validate() throws {
    guard (1...256).contains(jobs) else {
      throw ValidationError.outOfRange("--jobs", jobs, 1...256)
    }
  }
}
