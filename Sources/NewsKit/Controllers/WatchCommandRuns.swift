import Foundation

/// What `watch run`, `watch install` and `watch uninstall` do once their options are parsed:
/// the work and the words of its outcome.
public enum WatchCommandRuns {
  /// `watch run`: the run behind a spinner, its matches (or JSON) on stdout; on stderr the
  /// sources that failed, the notifier's troubles and what the filters hid; 0 unless every
  /// source failed (69). Another run holding the lock: said, and 0.
  public static func run(
    _ watches: WatchesController, _ ids: [String], offline: Bool, notify: Bool,
    settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let label = settings.language.strings.screen.runningWatches
    let run = try await withProgress(settings, environment, label) {
      try await watches.run(ids, offline: offline, notify: notify)
    }
    let strings = settings.language.strings
    if run.busy { return CommandOutput(stderr: ErrorView.prefix + strings.watches.busy + "\n") }
    // Which feeds failed, and each watch whose provider failed, named: what happened, then
    // what to do.
    var stderr = FeedRefreshView.notRefreshed(run.refreshed, strings: strings)
    for result in run.results {
      guard let error = result.error else { continue }
      let text = ErrorView.text(error, strings: strings)
      stderr +=
        ErrorView.prefix + strings.watches.sourceFailed(result.watch.id, text.what) + "\n"
        + text.fix + "\n"
    }
    for line in run.notifierNotes { stderr += ErrorView.prefix + line + "\n" }
    stderr += ListPresenter.render(
      .hiding(run.hidden, of: run.examined), settings: settings, environment: environment)
    return CommandOutput(
      stdout: settings.json
        ? WatchView.runJSON(run, strings: strings) : view(settings, environment).run(run),
      stderr: stderr, exitCode: run.exitCode)
  }

  /// `watch install`: the units written for this program's absolute path, and the timer
  /// enabled or the crontab line.
  public static func install(every: String, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let minutes = try WatchTimer.minutes(every)
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let installed = try await WatchTimer.install(
      minutes: minutes, executable: executable, language: settings.language.rawValue,
      environment: environment)
    return CommandOutput(
      stdout: WatchTimerView.installed(
        installed, minutes: minutes, strings: settings.language.strings,
        width: TerminalDecisions.stdoutWidth(environment)))
  }

  /// `watch uninstall`: the two units removed, or that there were none.
  public static func uninstall(settings: Settings, environment: NewsEnvironment) async throws
    -> CommandOutput
  {
    let folder = try await WatchTimer.uninstall(environment: environment)
    let words = settings.language.strings.watches
    return CommandOutput(
      stdout: TextWrapper.paragraphs(
        [
          folder.map { words.uninstalled(TerminalSanitizer.sanitize($0)) }
            ?? words.nothingToUninstall
        ],
        width: TerminalDecisions.stdoutWidth(environment)))
  }

  /// The view for a run.
  static func view(_ settings: Settings, _ environment: NewsEnvironment) -> WatchView {
    WatchView(
      context: RenderContext(settings: settings, environment: environment),
      now: environment.now())
  }

  /// `watch add`: the watch's id and phrase (or its JSON); a topic named by id or name.
  public static func add(
    _ words: [String], topic: String?, feedsOnly: Bool, query: String? = nil,
    watches: WatchesController, settings: Settings, environment: NewsEnvironment
  ) throws -> CommandOutput {
    let chosen = try topic.map { try TopicController.topic(named: $0) }
    let watch = try watches.add(words, topic: chosen, feedsOnly: feedsOnly, query: query)
    return CommandOutput(
      stdout: settings.json
        ? WatchView.addedJSON(watch) : view(settings, environment).added(watch))
  }

  /// `watch list`: the watches (or their JSON).
  public static func list(
    _ watches: WatchesController, settings: Settings, environment: NewsEnvironment
  ) throws -> CommandOutput {
    let list = try watches.list()
    return CommandOutput(
      stdout: settings.json ? WatchView.listJSON(list) : view(settings, environment).list(list))
  }

  /// `watch remove`: each watch removed (or their JSON).
  public static func remove(
    _ ids: [String], watches: WatchesController, settings: Settings,
    environment: NewsEnvironment
  ) throws -> CommandOutput {
    let removed = try watches.remove(ids)
    return CommandOutput(
      stdout: settings.json
        ? WatchView.listJSON(removed) : view(settings, environment).removed(removed))
  }
}
