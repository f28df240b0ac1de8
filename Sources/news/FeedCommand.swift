import ArgumentParser
import Foundation
import NewsKit

/// `news feed`: subscriptions to RSS, Atom and JSON feeds.
struct FeedCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "feed", abstract: HelpLanguage.strings.help.feedAbstract,
      subcommands: [
        FeedAddCommand.self, FeedRemoveCommand.self, FeedListCommand.self,
        FeedRefreshCommand.self, FeedImportCommand.self, FeedExportCommand.self,
      ])
  }
}

/// What the feed subcommands share: open the store, act, print its notices first.
protocol FeedSubcommand: ParsableCommand, NewsCommand, CommandOptions {
  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput

  /// Whether a success changes what a signed-in reader service should know (subscriptions,
  /// stars), so that it is sent at once.
  var changesSyncedState: Bool { get }
}

extension FeedSubcommand {
  var changesSyncedState: Bool { false }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      let settings = try self.settings(in: environment)
      let feeds = try FeedsController.open(settings: settings, environment: environment)
      var output: CommandOutput
      do {
        output = try await act(on: feeds, settings: settings, environment: environment)
      } catch {
        output = .failure(error, language: HelpLanguage.current)
      }
      output.stderr =
        ListPresenter.render(feeds.notices, settings: settings, environment: environment)
        + output.stderr
      if changesSyncedState, output.exitCode == 0 {
        await SyncPush.afterChange(&output, settings: settings, environment: environment)
      }
      return output
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}

/// `news feed add <url>...`
struct FeedAddCommand: FeedSubcommand {
  var changesSyncedState: Bool { true }

  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "add", abstract: HelpLanguage.strings.help.feedAddAbstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var network: NetworkOptions
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.feedAddressArgument, valueName: HelpLanguage.strings.help.urlValue))
  var addresses: [String]

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
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
}

/// `news feed remove <feed>...`
struct FeedRemoveCommand: FeedSubcommand {
  var changesSyncedState: Bool { true }

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "remove", abstract: HelpLanguage.strings.help.feedRemoveAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.feedReferenceArgument,
      valueName: HelpLanguage.strings.help.feedValue))
  var references: [String]

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang, json: output.json) }

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let removed = try feeds.remove(references)
    if settings.json { return CommandOutput(stdout: ChangeJSONView.removed(removed)) }
    let strings = settings.language.strings
    return CommandOutput(
      stdout: TextWrapper.paragraphs(
        removed.map { strings.feeds.removed(TerminalSanitizer.sanitize($0.name)) },
        width: TerminalDecisions.stdoutWidth(environment)))
  }
}

/// `news feed import <file|->`
struct FeedImportCommand: FeedSubcommand {
  var changesSyncedState: Bool { true }

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "import", abstract: HelpLanguage.strings.help.feedImportAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.opmlFileArgument, valueName: HelpLanguage.strings.help.fileValue))
  var file: String

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang, json: output.json) }

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let data: Data
    if file == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else if let contents = FileManager.default.contents(atPath: file) {
      data = contents
    } else {
      throw NewsError.usage(.unreadableFile(file))
    }
    let result = try feeds.importOPML(data, name: file == "-" ? "stdin" : file)
    if settings.json { return CommandOutput(stdout: ChangeJSONView.imported(result)) }
    let text = settings.language.strings.feeds.imported(
      result.added, result.alreadySubscribed, result.ignored)
    return CommandOutput(
      stdout: TextWrapper.paragraphs([text], width: TerminalDecisions.stdoutWidth(environment)))
  }
}
