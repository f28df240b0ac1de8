import Foundation
import Localization

/// What a command produced: text for stdout and stderr, and the exit code.
public struct CommandOutput: Sendable {
  public var stdout = ""
  public var stderr = ""
  public var exitCode: Int32 = 0
  /// A store the command may leave open until the process ends (`Listing.openStore`).
  public var openStore: StoreSession?

  /// An output of these texts and code.
  public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
    self.stdout = stdout
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
    guard !stdout.isEmpty, let failure = StandardStream.write(stdout, to: 1) else {
      return exitCode
    }
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
  /// A list on stdout and its notices on stderr.
  public static func listing(
    _ listing: Listing, heading: NewsListView.Heading, settings: Settings,
    environment: NewsEnvironment
  ) -> CommandOutput {
    var output = CommandOutput(
      stdout: ListPresenter.render(
        listing.model, heading: heading, settings: settings, environment: environment),
      stderr: ListPresenter.render(listing.notices, settings: settings, environment: environment))
    output.openStore = listing.openStore
    return output
  }
}
