import Foundation
import Localization

/// What the `sync` commands do once their options are parsed: the work and the words of its
/// outcome.
public enum SyncCommandRuns {
  /// `sync`: two-way sync. A subscription the server refused is said on stderr, once, and the
  /// sync still succeeds; a bound reached is said too, and fails the command with its code.
  public static func now(settings: Settings, environment: NewsEnvironment) async throws
    -> CommandOutput
  {
    let controller = SyncController(environment: environment, settings: settings)
    let session = try NewsSchema.required(settings: settings, environment: environment)
    guard let store = session.store else { throw NewsError.storeUnavailable(session.url.path) }
    let summary = try await controller.sync(store: store)
    // What went wrong without stopping the sync is said on stderr: a refused subscription
    // (exit 0: the rest synced, the feed stays here), a bound reached (its code).
    let strings = settings.language.strings
    let problems = (summary.refused + summary.problems).map {
      ErrorView.render($0, strings: strings)
    }.joined()
    let code = summary.problems.first?.exitCode ?? 0
    if settings.json {
      return CommandOutput(stdout: SyncView.renderJSON(summary), stderr: problems, exitCode: code)
    }
    return CommandOutput(
      stdout: SyncView.render(
        summary, strings: strings, width: TerminalDecisions.stdoutWidth(environment)),
      stderr: problems, exitCode: code)
  }

  /// `sync login`: the API password from NEWS_SYNC_PASSWORD, stdin or a prompt; signed in.
  public static func login(
    server: String, user: String, kind: String? = nil, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let strings = settings.language.strings
    // `--kind greader` is told apart further at sign-in (FreshRSS, Miniflux).
    let kinds: [String: ReaderServerKind] = ["greader": .greader, "ttrss": .ttrss]
    if let kind, kinds[kind] == nil {
      throw NewsError.usage(
        .invalidValue(option: "--kind", value: kind, allowed: ["greader", "ttrss"]))
    }
    let answer = PasswordReader.read(prompt: strings.sync.passwordPrompt, environment: environment)
    guard case .password(let password) = answer else { return CommandOutput(exitCode: 130) }
    let account = try await SyncController(environment: environment, settings: settings)
      .login(server: server, user: user, password: password, kind: kind.flatMap { kinds[$0] })
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

  /// `sync status`: the account and what waits for the server; not being signed in is a
  /// state to report (exit 0), not a failure.
  public static func status(settings: Settings, environment: NewsEnvironment) throws
    -> CommandOutput
  {
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
    let session = try NewsSchema.required(settings: settings, environment: environment)
    guard let store = session.store else { throw NewsError.storeUnavailable(session.url.path) }
    let status = try controller.status(store: store)
    if settings.json { return CommandOutput(stdout: SyncView.renderJSON(status)) }
    return CommandOutput(
      stdout: SyncView.render(status, strings: settings.language.strings, now: environment.now()))
  }

  /// `sync logout`: the account file removed, or that there was none.
  public static func logout(settings: Settings, environment: NewsEnvironment) -> CommandOutput {
    let strings = settings.language.strings.sync
    let store = try? NewsSchema.required(settings: settings, environment: environment).store
    let removed = SyncController(environment: environment, settings: settings).logout(store: store)
    if settings.json {
      return CommandOutput(
        stdout: ChangeJSONView.account(signedIn: false, server: nil, user: nil, changed: removed))
    }
    return CommandOutput(stdout: (removed ? strings.signedOut : strings.wasNotSignedIn) + "\n")
  }
}
