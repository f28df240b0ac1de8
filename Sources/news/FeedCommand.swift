import ArgumentParser
import Foundation
import NewsKit

/// `news feed`: subscriptions to RSS, Atom and JSON feeds.
struct FeedCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "feed", abstract: HelpLanguage.strings.help.feedAbstract,
      subcommands: [
        FeedAddCommand.self, FeedRemoveCommand.self, FeedListCommand.self,
        FeedRefreshCommand.self, FeedImportCommand.self, FeedExportCommand.self,
        FeedTagCommand.self, FeedUntagCommand.self, FeedRenameCommand.self,
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
    await onStore(self, in: environment, open: FeedsController.open, notices: \.notices) {
      var output = try await act(on: $0, settings: $1, environment: environment)
      if changesSyncedState, output.exitCode == 0 {
        await SyncPush.afterChange(&output, settings: $1, environment: environment)
      }
      return output
    }
  }
}

/// `news feed add <url>...`
struct FeedAddCommand: FeedSubcommand, NetworkedCommand {
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

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try await FeedCommandRuns.add(
      addresses, feeds: feeds, settings: settings, environment: environment)
  }
}

/// `news feed remove <feed>...`
struct FeedRemoveCommand: FeedSubcommand, LanguageJSONCommand {
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
      valueName: HelpLanguage.strings.help.feedValue),
    completion: .custom { _, _, _ in ShellCompletion.feeds(in: .live()) })
  var references: [String]

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try FeedCommandRuns.remove(
      references, feeds: feeds, settings: settings, environment: environment)
  }
}

/// `news feed import <file|->`
struct FeedImportCommand: FeedSubcommand, LanguageJSONCommand {
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

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try FeedCommandRuns.importOPML(
      file, feeds: feeds, settings: settings, environment: environment)
  }
}
