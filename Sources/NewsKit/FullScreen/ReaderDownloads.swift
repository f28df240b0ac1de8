import Foundation

/// The reader's enclosure keys in the world: `e` downloads into `download-path` (progress in
/// the status line), `P` plays the downloaded file with the `player`.
extension ReaderActions {
  /// Sets `download`, `downloadedFile` and `play` for a real run.
  mutating func addDownloads(settings: Settings, environment: NewsEnvironment) {
    download = { article, progress in
      guard let (url, target) = EnclosureDownloading.destination(of: article, settings: settings)
      else { throw NewsError.homeNotSet }
      let downloader = EnclosureDownloader(environment: environment, timeout: settings.timeout)
      return try await downloader.download(url, to: target) { progress(target.name, $0) }
    }
    downloadedFile = { article in
      guard let (_, target) = EnclosureDownloading.destination(of: article, settings: settings)
      else { return nil }
      return RegularFile.kind(target.path) == .regular ? target.path : nil
    }
    play = { path in await ProgramOutcome.play(path, settings: settings, environment: environment) }
  }
}
