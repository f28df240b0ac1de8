import NewsKit

/// Runs a subcommand on a controller opened on the store: the settings, the controller, the
/// work, the store's notices first on stderr; any error as its localized lines and exit code.
func onStore<Controller>(
  _ command: some CommandOptions, in environment: NewsEnvironment,
  open: (Settings, NewsEnvironment) throws -> Controller,
  notices: (Controller) -> [StoreNotice],
  act: (Controller, Settings) async throws -> CommandOutput
) async -> CommandOutput {
  do {
    let settings = try command.settings(in: environment)
    let controller = try open(settings, environment)
    var output: CommandOutput
    do {
      output = try await act(controller, settings)
    } catch {
      output = .failure(error, language: HelpLanguage.current)
    }
    output.stderr =
      ListPresenter.render(notices(controller), settings: settings, environment: environment)
      + output.stderr
    return output
  } catch {
    return .failure(error, language: HelpLanguage.current)
  }
}
