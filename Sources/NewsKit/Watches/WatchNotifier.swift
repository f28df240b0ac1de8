import Foundation

/// Tells the desktop of a run's new matches: the notification program once per watch with new
/// matches, given a title and a body as its last two arguments (never through a shell), with an
/// environment without news' secrets, its output discarded, stopped when it hangs. The command
/// (`NEWS_NOTIFY_COMMAND`, `watch.notify`) is split into words as a shell would split it,
/// quotes and backslashes respected, nothing expanded: `tee -a notes.txt` works.
public enum WatchNotifier {
  /// How long the notification program may take.
  public static let seconds = 10.0

  /// Notifies of each watch's new matches; returns what the reader should be told (a program
  /// that cannot be started is said once, and the run goes on).
  public static func notify(_ run: WatchRunResult, settings: Settings, environment: NewsEnvironment)
    async -> [String]
  {
    let strings = settings.language.strings.watches
    let command = settings.notifyCommand
    guard let split = ShellWords.split(command), !split.isEmpty else {
      return [strings.notifierUnreadable(oneLine(command))]
    }
    let words = ShellWords.expandingHome(split, home: environment.variables["HOME"])
    let program = words[0]
    let variables = ChildEnvironment.variables(for: environment, apiKey: settings.apiKey)
    var said: [String] = []
    for result in run.results where result.newCount > 0 {
      let title = strings.notificationTitle(
        result.watch.name.map(oneLine) ?? strings.watchNumber(result.watch.id), result.newCount)
      let body = result.shown.prefix(3).compactMap { $0.title.map(oneLine) }
        .joined(separator: "\n")
      switch await environment.runQuietly(words + [title, body], variables, seconds) {
      case .exited(0): continue
      case .exited(let status): said.append(strings.notifierFailed(oneLine(program), status))
      case .stopped: said.append(strings.notifierStopped(oneLine(program), Int(seconds)))
      case .notStarted:
        said.append(strings.notifierMissing(oneLine(program), program.contains("/")))
        return said
      }
    }
    return said
  }

  /// Text for one argument line: no escape sequences, controls or bidi overrides, line breaks
  /// as spaces.
  static func oneLine(_ text: String) -> String {
    TextCleaner.collapseWhitespace(
      TerminalSanitizer.sanitize(
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")))
  }
}
