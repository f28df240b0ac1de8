import Foundation
import Localization

/// What a command produced: text for stdout and stderr, and the exit code.
public struct CommandOutput: Sendable {
  /// What goes to stdout, made a part at a time as it is written (see `StreamedText`).
  public var streamedStdout = StreamedText("")
  public var stderr = ""
  public var exitCode: Int32 = 0
  /// A store the command may leave open until the process ends (`Listing.openStore`).
  public var openStore: StoreSession?

  /// An output of these texts and code.
  public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
    self.streamedStdout = StreamedText(stdout)
    self.stderr = stderr
    self.exitCode = exitCode
  }

  /// Output for an error: its localized lines on stderr and its exit code.
  public static func failure(_ error: Error, language: Language) -> CommandOutput {
    let newsError = error as? NewsError ?? .undecodable(.unexpectedShape)
    return CommandOutput(
      stderr: ErrorView.render(newsError, strings: language.strings),
      exitCode: newsError.exitCode)
  }

  /// Writes both texts to their streams; notices first, so that on a terminal they come before
  /// the list they are about. Returns the exit code to end with: a stdout that cannot be
  /// written is said in one line on stderr with 74; a pipe whose reader left ends quietly
  /// with 0, as ripgrep does (nobody is left to read an error).
  public func write(language: Language) -> Int32 {
    if !stderr.isEmpty { StandardStream.write(stderr, to: 2) }
    guard let failure = writeStdout() else { return exitCode }
    switch failure {
    case .brokenPipe:
      return 0
    case .failed(let diskFull):
      let error = NewsError.outputNotWritable(diskFull: diskFull)
      StandardStream.write(ErrorView.render(error, strings: language.strings), to: 2)
      return error.exitCode
    }
  }
}

extension CommandOutput {
  /// All of stdout as one text; setting it replaces any streamed parts.
  public var stdout: String {
    get { streamedStdout.joined() }
    set { streamedStdout = StreamedText(newValue) }
  }

  /// Writes stdout a part at a time, each rendered just before it is written; the first
  /// failure ends the writing.
  func writeStdout() -> StandardStream.Failure? {
    for index in 0..<streamedStdout.count {
      let text = streamedStdout.part(index)
      guard !text.isEmpty else { continue }
      if let failure = StandardStream.write(text, to: 1) { return failure }
    }
    return nil
  }

  /// A list on stdout and its notices on stderr; with `images = "list"` on a terminal, its
  /// pictures' thumbnails beside the articles.
  public static func listing(
    _ listing: Listing, heading: NewsListView.Heading, settings: Settings,
    environment: NewsEnvironment
  ) async -> CommandOutput {
    var output = CommandOutput(
      stderr: ListPresenter.render(listing.notices, settings: settings, environment: environment))
    let thumbnails = await ListThumbnailFetching.thumbnails(
      listing.model, settings: settings, environment: environment)
    output.streamedStdout = ListPresenter.streamed(
      listing.model, heading: heading, settings: settings, environment: environment,
      thumbnails: thumbnails)
    output.openStore = listing.openStore
    return output
  }
}
