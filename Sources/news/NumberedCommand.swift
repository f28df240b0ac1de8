import ArgumentParser
import NewsKit

/// What the commands that act on article N of the last list share: the number argument and
/// opening the store.
protocol NumberedCommand: ParsableCommand, NewsCommand, CommandOptions {
  var number: ArticleNumber { get }

  /// Does the command's work on the store; returns its output.
  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  )
    async throws -> CommandOutput

  /// Whether a success changes what a signed-in reader service should know (subscriptions,
  /// stars), so that it is sent at once.
  var changesSyncedState: Bool { get }
}

extension NumberedCommand {
  var changesSyncedState: Bool { false }

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await onStore(self, in: environment, open: LibraryController.open, notices: \.notices) {
      var output = try await act(
        on: $0, number: number.value, settings: $1, environment: environment)
      if changesSyncedState, output.exitCode == 0 {
        await SyncPush.afterChange(&output, settings: $1, environment: environment)
      }
      return output
    }
  }
}

/// `show`, `open` and `story`, read by `NumberedCommandLine.parse` or by argument-parser (each
/// command gives its `line`): one run for both.
protocol NumberedLineCommand: NewsCommand {
  var line: NumberedCommandLine { get }
}

extension NumberedLineCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await line.run(
      arguments: Invocation.arguments, environment: environment, language: HelpLanguage.current)
  }
}

extension NumberedCommandLine: NumberedLineCommand {
  var line: NumberedCommandLine { self }
}
