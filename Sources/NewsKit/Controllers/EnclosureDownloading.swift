import Foundation

/// `news download N`: article N's enclosure fetched into `download-path` with progress on a
/// terminal, going on from what a stopped run left, and played with `--play`.
public enum EnclosureDownloading {
  /// Downloads (and plays) the enclosure; the path on stdout (JSON with `--json`).
  public static func run(
    _ number: Int, enclosure: Int?, play: Bool, library: LibraryController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let strings = settings.language.strings.downloads
    let (item, chosen) = try choose(number, enclosure: enclosure, library: library)
    if play, settings.player == nil { throw NewsError.configuration(.noPlayer) }
    guard let root = settings.downloadPath else { throw NewsError.homeNotSet }
    guard let url = URL(string: chosen.url) else { throw NewsError.usage(.noEnclosure(number)) }
    let target = DownloadTarget.of(chosen, article: item.article, root: root)
    let showsProgress = !settings.json && environment.isTerminal(2)
    let width = environment.terminalColumns(2) ?? 80
    InterruptTrap.sayOnInterrupt(ErrorView.prefix + strings.stopped(number) + "\n")
    defer { InterruptTrap.sayOnInterrupt(nil) }
    let downloader = EnclosureDownloader(environment: environment, timeout: settings.timeout)
    let result: DownloadResult
    do {
      result = try await downloader.download(url, to: target) { progress in
        guard showsProgress else { return }
        let line = strings.progress(
          TerminalSanitizer.sanitize(target.name), progress.bytes, progress.total)
        StandardStream.write(
          "\r\u{1B}[K" + DownloadProgressLine.render(line, progress: progress, width: width),
          to: 2)
      }
    } catch {
      if showsProgress { StandardStream.write("\r\u{1B}[K", to: 2) }
      var output = CommandOutput.failure(error, language: settings.language)
      let kept = PartFile(target: target).size()
      if kept > 0 { output.stderr += ErrorView.prefix + strings.kept(kept, number) + "\n" }
      return output
    }
    if showsProgress { StandardStream.write("\r\u{1B}[K", to: 2) }
    var output = CommandOutput(stdout: render(result, settings: settings))
    if play {
      let outcome = await ProgramOutcome.play(
        result.path, settings: settings, environment: environment)
      if let error = outcome.error(.player) {
        output.stderr = CommandOutput.failure(error, language: settings.language).stderr
        output.exitCode = error.exitCode
      }
    }
    return output
  }

  /// The article and the enclosure asked for; usage errors when there is none.
  static func choose(_ number: Int, enclosure: Int?, library: LibraryController) throws -> (
    StoredArticle, Enclosure
  ) {
    let item = try library.article(number)
    let enclosures = item.article.enclosures
    guard !enclosures.isEmpty else { throw NewsError.usage(.noEnclosure(number)) }
    guard let chosen = EnclosureChoice.pick(enclosures, number: enclosure) else {
      throw NewsError.usage(
        .noSuchEnclosure(number, enclosure: enclosure ?? 1, count: enclosures.count))
    }
    return (item, chosen)
  }

  /// Where an article's enclosure (the first audio or video one) is downloaded: its address
  /// and target; nil when it has none or no download folder is known.
  public static func destination(of article: Article, settings: Settings) -> (
    URL, DownloadTarget
  )? {
    guard let chosen = EnclosureChoice.pick(article.enclosures, number: nil),
      let root = settings.downloadPath, let url = URL(string: chosen.url)
    else { return nil }
    return (url, DownloadTarget.of(chosen, article: article, root: root))
  }

  /// What the run says on stdout.
  static func render(_ result: DownloadResult, settings: Settings) -> String {
    if settings.json {
      return JSONValue.object([
        ("url", .string(result.url)), ("path", .string(result.path)), ("bytes", .int(result.bytes)),
        ("resumed_from", .int(result.resumedFrom)), ("already_there", .bool(result.alreadyThere)),
      ]).rendered() + "\n"
    }
    let strings = settings.language.strings.downloads
    let path = TerminalSanitizer.sanitize(result.path)
    if result.alreadyThere { return strings.alreadyThere(path) + "\n" }
    if result.resumedFrom > 0 {
      return strings.resumed(result.bytes, path, result.resumedFrom) + "\n"
    }
    return strings.downloaded(result.bytes, path) + "\n"
  }
}
