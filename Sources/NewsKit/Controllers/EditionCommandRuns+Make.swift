import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs an edition's download in this process (with a progress bar on a terminal) or in a
/// detached one (`--background`), and words what came of it.
extension EditionCommandRuns {
  /// Downloads what is missing, with the progress bar on stderr when it is a terminal; the
  /// summary on stdout. As `feed refresh`: exit 0 when something was downloaded, the pages the
  /// network failed said on stderr (the edition is then interrupted, and `edition resume`
  /// fetches them); 69 only when the network failed every page.
  public static func run(
    _ id: Int64, resumed: Bool, jobs: Int, editions: EditionsController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let strings = settings.language.strings.editions
    let context = RenderContext(settings: settings, environment: environment)
    let view = EditionView(context: context)
    let showsProgress = !settings.json && environment.isTerminal(2)
    let width = environment.terminalColumns(2) ?? 80
    var notes = ""
    if resumed, !settings.json {
      let pending = try editions.summary(id)
      let line = "news: " + strings.resuming(id, pending.articles - pending.done) + "\n"
      if showsProgress {
        StandardStream.write(line, to: 2)
      } else {
        notes += line
      }
    }
    // Ctrl-C says how to go on (the handler writes text prepared here).
    InterruptTrap.sayOnInterrupt(ErrorView.prefix + strings.stoppedByUser(id) + "\n")
    defer { InterruptTrap.sayOnInterrupt(nil) }
    let result = try await editions.download(id, jobs: jobs) { progress in
      guard showsProgress else { return }
      StandardStream.write(
        "\r\u{1B}[K" + view.progress(progress, width: width), to: 2)
    }
    if showsProgress { StandardStream.write("\r\u{1B}[K", to: 2) }
    if !result.pruned.isEmpty { notes += "news: " + strings.pruned(result.pruned) + "\n" }
    if result.alreadyRunning {
      notes += "news: " + strings.alreadyRunning(id) + "\n"
    }
    let failed = result.summary.state != .complete && !result.alreadyRunning
    let stdout =
      settings.json
      ? EditionView.renderJSON([result.summary], strings: settings.language.strings)
      : result.alreadyRunning
        ? ""
        : TextWrapper.wrap(view.summary(result), width: context.width).joined(separator: "\n")
          + "\n"
    if failed {
      let missing = result.summary.articles - result.summary.done
      notes += ErrorView.prefix + strings.pagesFailed(missing, result.summary.articles, id) + "\n"
    }
    return CommandOutput(
      stdout: stdout, stderr: notes, exitCode: failed && result.summary.done == 0 ? 69 : 0)
  }

  /// Starts `news edition resume <id>` detached from this terminal and session (its own
  /// session, output to /dev/null), waits until it holds the edition's lock, and returns.
  public static func detach(
    _ id: Int64, jobs: Int, verbose: Bool, settings: Settings, editions: EditionsController
  ) throws -> CommandOutput {
    var arguments = [
      "edition", "resume", String(id), "--jobs", String(jobs), "--timeout",
      String(settings.timeout), "--lang", settings.language.rawValue,
    ]
    if verbose { arguments.append("--verbose") }
    let started = ProcessLauncher.spawnDetached(arguments)
    // The new process takes the lock within milliseconds (seconds on a loaded machine); until
    // it does, the library would call the edition interrupted.
    for _ in 0..<500 where started {
      if (try? editions.summary(id).state) != .interrupted { break }
      usleep(10_000)
    }
    let strings = settings.language.strings.editions
    let summary = try editions.summary(id)
    if settings.json {
      return CommandOutput(
        stdout: EditionView.renderJSON([summary], strings: settings.language.strings))
    }
    return CommandOutput(stdout: strings.inBackground(id) + "\n")
  }

  /// `edition make`: gathers the articles of a recipe, then downloads them here, or in a
  /// detached process with `background`; the topics that gave nothing said on stderr.
  public static func make(
    _ recipe: EditionRecipe, resume: Bool = false, background: Bool, jobs: Int, verbose: Bool,
    editions: EditionsController, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let label = settings.language.strings.screen.gatheringArticles
    let start = try await withProgress(settings, environment, label) {
      try await editions.prepare(recipe, resume: resume)
    }
    let strings = settings.language.strings.editions
    if let running = start.running {
      return CommandOutput(stderr: ErrorView.prefix + strings.alreadyRunning(running) + "\n")
    }
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
      var output = try detach(
        id, jobs: jobs, verbose: verbose, settings: settings, editions: editions)
      output.stderr = notes + output.stderr
      return output
    }
    var output = try await run(
      id, resumed: start.resumed, jobs: jobs, editions: editions,
      settings: settings, environment: environment)
    output.stderr = notes + output.stderr
    return output
  }

  /// `edition resume`: the edition named, else the newest one not complete, else the newest;
  /// a complete one says so.
  public static func resume(
    _ id: String?, jobs: Int, editions: EditionsController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
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
    return try await run(
      edition.id, resumed: true, jobs: jobs, editions: editions, settings: settings,
      environment: environment)
  }
}
