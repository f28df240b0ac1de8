import Localization

/// A `news show N`, `open N`, `story N`, `save N` or `unsave N` line: the command, the number,
/// its options as typed.
///
/// `parse` reads the plainest such lines without argument-parser, as `ReadCommandLine` does
/// for `read`: argument-parser's view of the command (its reflection over the option groups,
/// the run-time conformance look-ups that come with it) was over half the instructions of a
/// `news show 3`. Anything it does not read gives nil and goes to argument-parser, which reads
/// it and words every error; a test holds the two to the same result for every line `parse`
/// reads.
public struct NumberedCommandLine: Equatable, Sendable {
  /// What the line does with article N of the last list.
  public enum Action: String, CaseIterable, Sendable {
    case show, open, story, save, unsave

    /// Whether a success changes what a signed-in reader service should know (stars), so that
    /// it is sent at once.
    var changesSyncedState: Bool { self == .save || self == .unsave }
  }

  public var action: Action
  /// N, at least 1.
  public var number: Int
  /// `show --images`.
  public var images: Bool
  /// The options as typed (`--no-stories` is read from the whole line, as for every command).
  public var options: CommandLineOptions

  public init(
    _ action: Action, number: Int, images: Bool = false,
    options: CommandLineOptions = CommandLineOptions()
  ) {
    self.action = action
    self.number = number
    self.images = images
    self.options = options
  }

  /// The line read without argument-parser, or nil when argument-parser must read it.
  public static func parse(_ arguments: [String]) -> NumberedCommandLine? {
    guard let action = arguments.first.flatMap(Action.init(rawValue:)) else { return nil }
    let declared = CommandOptionTable.options(of: action.rawValue)
    guard
      let scan = CommandLineScan(
        arguments, from: 1, flags: declared.flags, valued: declared.valued),
      scan.words.count == 1, let number = try? LibraryController.number(scan.words[0])
    else { return nil }
    var line = NumberedCommandLine(action, number: number)
    for (option, value) in scan.values {
      // An option the reader has no field for is argument-parser's to read.
      guard ListCommandLine.set(option, to: value, in: &line.options) else { return nil }
    }
    line.options.json = scan.flags.contains("--json")
    line.options.verbose = scan.flags.contains("--verbose")
    line.images = scan.flags.contains("--images")
    guard (try? SettingsResolver.validate(line.options)) != nil else { return nil }
    return line
  }

  /// Runs the line on the store: the settings from its options (and those read anywhere in
  /// `arguments`), the store's notices first on stderr, any error as its localized lines.
  public func run(arguments: [String], environment: NewsEnvironment, language: Language) async
    -> CommandOutput
  {
    // What `show`, `open` and `story` write (marks, the last list) waits in the write-ahead
    // log as a search's list does; a save or unsave is copied into the file at close.
    await LibraryController.run(
      options, arguments: arguments, environment: environment, language: language,
      keepingLog: !action.changesSyncedState
    ) { library, settings in
      var output = try await act(on: library, settings: settings, environment: environment)
      if action.changesSyncedState, output.exitCode == 0 {
        await SyncPush.afterChange(&output, settings: settings, environment: environment)
      }
      return output
    }
  }

  /// What the command does with article `number` of `library`'s last list.
  func act(on library: LibraryController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    switch action {
    case .show:
      try await LibraryOutput.show(
        number, images: images, library: library, settings: settings, environment: environment)
    case .open:
      try await ArticleOpening.open(
        number, library: library, settings: settings, environment: environment)
    case .story:
      try await LibraryOutput.story(
        number, library: library, settings: settings, environment: environment)
    case .save:
      LibraryOutput.confirmation(
        await library.resolving(
          try library.save(number), settings: settings, environment: environment),
        settings: settings, environment: environment, text: \.savedConfirmation)
    case .unsave:
      LibraryOutput.confirmation(
        try library.unsave(number), settings: settings, environment: environment,
        text: \.unsavedConfirmation)
    }
  }
}
