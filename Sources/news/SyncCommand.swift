import ArgumentParser
import Foundation
import NewsKit

/// `news sync`: two-way sync with a reader service; `login`, `status`, `logout`.
struct SyncCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
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
struct SyncNowCommand: SyncSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "now", abstract: HelpLanguage.strings.help.syncAbstract,
      shouldDisplay: false)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  @OptionGroup var network: NetworkOptions

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    let controller = SyncController(environment: environment, settings: settings)
    let session = try StoreSession.required(settings: settings, environment: environment)
    guard let store = session.store else { throw NewsError.storeUnavailable(session.url.path) }
    let summary = try await controller.sync(store: store)
    // What went wrong without stopping the sync (a refused subscription, a bound reached) is
    // said on stderr, and the command fails with the first one's code.
    let strings = settings.language.strings
    let problems = summary.problems.map { ErrorView.render($0, strings: strings) }.joined()
    let code = summary.problems.first?.exitCode ?? 0
    if settings.json {
      return CommandOutput(stdout: SyncView.renderJSON(summary), stderr: problems, exitCode: code)
    }
    return CommandOutput(
      stdout: SyncView.render(
        summary, strings: strings, width: TerminalDecisions.stdoutWidth(environment)),
      stderr: problems, exitCode: code)
  }
}

/// `news sync login <server-url> --user <name>`
struct SyncLoginCommand: SyncSubcommand {
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

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.help.serverArgument, valueName: HelpLanguage.strings.help.serverValue))
  var server: String

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, timeout: network.timeout, json: output.json, verbose: network.verbose)
  }

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    let strings = settings.language.strings
    let answer = PasswordReader.read(prompt: strings.sync.passwordPrompt, environment: environment)
    guard case .password(let password) = answer else { return CommandOutput(exitCode: 130) }
    let account = try await SyncController(environment: environment, settings: settings)
      .login(server: server, user: user, password: password)
    if settings.json {
      return CommandOutput(
        stdout: ChangeJSONView.account(
          signedIn: true, server: account.displayServer, user: account.user, changed: true))
    }
    return CommandOutput(
      stdout: strings.sync.signedIn(
        TerminalSanitizer.sanitize(account.user), TerminalSanitizer.sanitize(account.displayServer))
        + "\n")
  }
}

/// `news sync status`
struct SyncStatusCommand: SyncSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "status", abstract: HelpLanguage.strings.help.syncStatusAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang, json: output.json) }

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    let controller = SyncController(environment: environment, settings: settings)
    guard controller.account != nil else {
      // Not being signed in is a state to report, not a failure (exit 0).
      if settings.json {
        return CommandOutput(stdout: SyncView.renderJSON(nil))
      }
      return CommandOutput(
        stdout: TextWrapper.paragraphs(
          [settings.language.strings.sync.statusNotSignedIn],
          width: TerminalDecisions.stdoutWidth(environment)))
    }
    let session = try StoreSession.required(settings: settings, environment: environment)
    guard let store = session.store else { throw NewsError.storeUnavailable(session.url.path) }
    let status = try controller.status(store: store)
    if settings.json { return CommandOutput(stdout: SyncView.renderJSON(status)) }
    return CommandOutput(
      stdout: SyncView.render(status, strings: settings.language.strings, now: environment.now()))
  }
}

/// `news sync logout`
struct SyncLogoutCommand: SyncSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "logout", abstract: HelpLanguage.strings.help.syncLogoutAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang, json: output.json) }

  func act(settings: Settings, environment: NewsEnvironment) async throws -> CommandOutput {
    let strings = settings.language.strings.sync
    let removed = SyncController(environment: environment, settings: settings).logout()
    if settings.json {
      return CommandOutput(
        stdout: ChangeJSONView.account(signedIn: false, server: nil, user: nil, changed: removed))
    }
    return CommandOutput(stdout: (removed ? strings.signedOut : strings.wasNotSignedIn) + "\n")
  }
}
