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
  /// the list they are about.
  func write() {
    if !stderr.isEmpty { FileHandle.standardError.write(Data(stderr.utf8)) }
    if !stdout.isEmpty { FileHandle.standardOutput.write(Data(stdout.utf8)) }
  }
}

/// A subcommand that runs in an environment and returns its output instead of printing it.
protocol NewsCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput
}
