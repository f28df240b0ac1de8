import ArgumentParser
import Foundation
import NewsKit

/// `news sync`: two-way sync with a reader service; `login`, `status`, `logout`.
struct SyncCommand: TopLevelCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "sync", abstract: HelpLanguage.strings.help.syncAbstract,
      usage: "news sync [login | status | logout]",
      discussion: HelpLanguage.strings.help.syncDiscussion,
      subcommands: [
        SyncNowCommand.self, SyncLoginCommand.self, SyncStatusCommand.self,
        SyncLogoutCommand.self,
      ], defaultSubcommand: SyncNowCommand.self)
  }
}

/// What the sync subcommands share: resolve settings, act, turn errors into output.
protocol SyncSubcommand: ParsableCommand, NewsCommand, CommandOptions {
  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput
}

extension SyncSubcommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      let settings = try self.settings(in: environment)
      return try await act(settings: settings, environment: environment)
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}

/// `news sync` itself: push local changes, pull the server's.
struct SyncNowCommand: SyncSubcommand, NetworkedCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "now", abstract: HelpLanguage.strings.help.syncAbstract,
      shouldDisplay: false)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  @OptionGroup var network: NetworkOptions

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    try await SyncCommandRuns.now(settings: settings, environment: environment)
  }
}

/// `news sync login <server-url> --user <name>`
struct SyncLoginCommand: SyncSubcommand, NetworkedCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "login", abstract: HelpLanguage.strings.help.syncLoginAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var network: NetworkOptions
  @OptionGroup var output: JSONOption

  @Option(
    help: ArgumentHelp(
      HelpLanguage.strings.help.userOption, valueName: HelpLanguage.strings.help.nameValue))
  var user: String

  @Option(help: ArgumentHelp(HelpLanguage.strings.help.kindOption, valueName: "greader|ttrss"))
  var kind: String?

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.serverArgument, valueName: HelpLanguage.strings.help.serverValue))
  var server: String

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    try await SyncCommandRuns.login(
      server: server, user: user, kind: kind, settings: settings, environment: environment)
  }
}

/// `news sync status`
struct SyncStatusCommand: SyncSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "status", abstract: HelpLanguage.strings.help.syncStatusAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    try SyncCommandRuns.status(settings: settings, environment: environment)
  }
}

/// `news sync logout`
struct SyncLogoutCommand: SyncSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "logout", abstract: HelpLanguage.strings.help.syncLogoutAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    SyncCommandRuns.logout(settings: settings, environment: environment)
  }
}
