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
    do {
      let settings = try self.settings(in: environment)
      let library = try LibraryController.open(settings: settings, environment: environment)
      var output: CommandOutput
      do {
        output = try await act(
          on: library, number: number.value, settings: settings, environment: environment)
      } catch {
        output = .failure(error, language: HelpLanguage.current)
      }
      output.stderr =
        ListPresenter.render(library.notices, settings: settings, environment: environment)
        + output.stderr
      if changesSyncedState, output.exitCode == 0 {
        await SyncPush.afterChange(&output, settings: settings, environment: environment)
      }
      return output
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
