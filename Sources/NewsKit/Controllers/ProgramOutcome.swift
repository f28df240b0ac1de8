import Foundation
import Localization

/// How running a program the configuration names went: the browser, the bookmark command, a
/// macro.
public enum ProgramOutcome: Sendable, Equatable {
  /// It ran and succeeded.
  case done
  /// None is configured and none is installed (the browser: the link is the answer).
  case none
  /// The program named could not be started (not there, not executable).
  case notStarted(program: String)
  /// It started and failed: its exit status.
  case failed(program: String, status: Int32)

  /// The error it is for a program of this kind; nil when it ran or none was there.
  public func error(_ kind: ProgramKind) -> NewsError? {
    switch self {
    case .done, .none: nil
    case .notStarted(let program): .configuration(.program(kind, name: program, status: nil))
    case .failed(let program, let status):
      .configuration(.program(kind, name: program, status: status))
    }
  }

  /// Runs a command's words with the terminal, without a shell and without news' secrets: the
  /// first word looked up on `PATH` unless it is a path.
  public static func run(_ words: [String], settings: Settings, environment: NewsEnvironment)
    async -> ProgramOutcome
  {
    guard let name = words.first else { return .none }
    let program = (name as NSString).lastPathComponent
    guard
      let path = BrowserLauncher.resolve(
        name, in: BrowserLauncher.searchPath(environment.variables), environment.isExecutable)
    else { return .notStarted(program: program) }
    let variables = ChildEnvironment.variables(for: environment, apiKey: settings.apiKey)
    switch await environment.launch([path] + words.dropFirst(), variables) {
    case 0: return .done
    case nil: return .notStarted(program: program)
    case let status?: return .failed(program: program, status: status)
    }
  }

  /// Bookmarks an article as newsboat's `bookmark-cmd` is run: the command's words, then the
  /// address, title, summary and feed (or source) name as four arguments.
  public static func bookmark(
    _ article: Article, settings: Settings, environment: NewsEnvironment
  ) async -> ProgramOutcome {
    guard let command = settings.bookmarkCommand, let link = article.link.flatMap(Hyperlink.target),
      let split = ShellWords.split(command), !split.isEmpty
    else { return .none }
    let words = ShellWords.expandingHome(split, home: environment.variables["HOME"])
    let clean = { (text: String?) in TerminalSanitizer.sanitize(text ?? "") }
    return await run(
      words + [
        link, clean(article.title), clean(article.summary),
        clean(article.feed?.title ?? article.source),
      ], settings: settings, environment: environment)
  }

  /// Runs a macro (`[macros]`): its words with `%u` for the article's address.
  public static func macro(
    _ command: String, link: String, settings: Settings, environment: NewsEnvironment
  ) async -> ProgramOutcome {
    // Only an http(s) address, percent-encoded, reaches the program.
    guard let target = Hyperlink.target(link) else { return .none }
    guard
      let words = CommandTemplate.words(
        command, address: target, home: environment.variables["HOME"])
    else { return .notStarted(program: command) }
    return await run(words, settings: settings, environment: environment)
  }
}

extension ProgramOutcome {
  /// Plays a downloaded file with the configured `player`: its words, `%f` (or newsboat's
  /// `%u`) for the file, appended when neither is there.
  public static func play(_ path: String, settings: Settings, environment: NewsEnvironment)
    async -> ProgramOutcome
  {
    guard let player = settings.player else { return .none }
    let command = player.replacingOccurrences(of: "%f", with: "%u")
    guard
      let words = CommandTemplate.words(command, address: path, home: environment.variables["HOME"])
    else { return .notStarted(program: player) }
    return await run(words, settings: settings, environment: environment)
  }
}
