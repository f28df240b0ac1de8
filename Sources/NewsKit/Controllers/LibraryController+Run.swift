import Localization

extension LibraryController {
  /// Runs a command line on the store, as the commands read without argument-parser do: the
  /// settings from `options` (and those read anywhere in `arguments`), the controller, `act`,
  /// the store's notices first on stderr, any error as its localized lines. With `keepingLog`
  /// the close leaves what was written in the write-ahead log (`StoreSession.keepLogOnClose`).
  static func run(
    _ options: CommandLineOptions, arguments: [String], environment: NewsEnvironment,
    language: Language, keepingLog: Bool = false,
    act: (LibraryController, Settings) async throws -> CommandOutput
  ) async -> CommandOutput {
    do {
      let settings = try SettingsLoader.load(
        typed: options, arguments: arguments, environment: environment)
      let library = try open(settings: settings, environment: environment)
      if keepingLog { library.session.keepLogOnClose() }
      var output: CommandOutput
      do {
        output = try await act(library, settings)
      } catch {
        output = .failure(error, language: language)
      }
      output.stderr =
        ListPresenter.render(library.notices, settings: settings, environment: environment)
        + output.stderr
      return output
    } catch {
      return .failure(error, language: language)
    }
  }
}
