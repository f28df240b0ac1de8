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
      HelpLanguage.strings.editions.topicOption, valueName: HelpLanguage.strings.help.topicValue))
  var topics: [String] = []

  @Flag(help: ArgumentHelp(HelpLanguage.strings.editions.feedsFlag))
  var feeds = false

  @Option(
    name: .customLong("per-topic"),
    help: ArgumentHelp(HelpLanguage.strings.editions.perTopic, valueName: "n"))
  var perTopic: Int?

  @Flag(help: ArgumentHelp(HelpLanguage.strings.editions.background))
  var background = false

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
    let recipe = try editions.recipe(topics: topics, feeds: feeds, perTopic: perTopic)
    let start = try await withProgress(settings, environment) { try await editions.prepare(recipe) }
    let strings = settings.language.strings.editions
    var notes = ""
    if !start.missingTopics.isEmpty {
      notes +=
        "news: "
        + strings.missingTopics(
          start.missingTopics.map { $0.name(in: settings.language.strings) }) + "\n"
    }
    guard let id = start.id else {
      return CommandOutput(stdout: strings.nothingToRead + "\n", stderr: notes)
    }
    if background {
      var output = try EditionDownloading.detach(
        id, jobs: download.jobs, verbose: download.network.verbose, settings: settings,
        editions: editions)
      output.stderr = notes + output.stderr
      return output
    }
    var output = try await EditionDownloading.run(
      id, resumed: start.resumed, jobs: download.jobs, editions: editions,
      settings: settings, environment: environment)
    output.stderr = notes + output.stderr
    return output
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
    // Without an id: the newest edition that is not complete, else the newest.
    let edition =
      try id.map { try editions.find($0) }
      ?? editions.list().first { $0.state != .complete } ?? editions.find(nil)
    if edition.state == .complete {
      let text = settings.language.strings.editions.alreadyComplete(edition.id)
      return settings.json
        ? CommandOutput(
          stdout: EditionView.renderJSON([edition], strings: settings.language.strings))
        : CommandOutput(stdout: text + "\n")
    }
    return try await EditionDownloading.run(
      edition.id, resumed: true, jobs: download.jobs, editions: editions, settings: settings,
      environment: environment)
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
