import Foundation
import Localization
import NewsKit

/// What a command produced: text for stdout and stderr, and the exit code.
struct CommandOutput {
  var stdout = ""
  var stderr = ""
  var exitCode: Int32 = 0

  /// Output for an error: its localized lines on stderr and its exit code.
  static func failure(_ error: Error, language: Language) -> CommandOutput {
    let newsError = error as? NewsError ?? .undecodable(.unexpectedShape)
    return CommandOutput(
      stderr: ErrorView.render(newsError, strings: language.strings),
      exitCode: newsError.exitCode)
  }

  /// Writes both texts to their streams; notices first, so that on a terminal they come before
  /// the list they are about. Returns the exit code to end with: a stdout that cannot be
  /// written is said in one line on stderr with 74; a pipe whose reader left ends quietly
  /// with 0, as ripgrep does (nobody is left to read an error).
  func write(language: Language) -> Int32 {
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

/// A subcommand that runs in an environment and returns its output instead of printing it.
protocol NewsCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput
}
