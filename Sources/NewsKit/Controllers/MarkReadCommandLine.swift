import Localization

/// A `news mark-read N… | --all` line: the numbers as typed, `--all`, its options as typed.
///
/// `parse` reads the plainest such lines without argument-parser, as `NumberedCommandLine`
/// reads `show N`: argument-parser's view of the command was half its instructions. Anything
/// it does not read gives nil and goes to argument-parser, which reads it and words every
/// error; a test holds the two to the same result for every line `parse` reads. The numbers
/// are checked when the line runs, as argument-parser's command checked them.
public struct MarkReadCommandLine: Equatable, Sendable {
  /// The numbers of the last list's articles, as typed.
  public var numbers: [String]
  /// `--all`.
  public var all: Bool
  /// The options as typed.
  public var options: CommandLineOptions

  public init(
    numbers: [String] = [], all: Bool = false, options: CommandLineOptions = CommandLineOptions()
  ) {
    self.numbers = numbers
    self.all = all
    self.options = options
  }

  /// The flags and options `mark-read` declares.
  static let declared = CommandOptionTable.options(of: "mark-read")

  /// The line read without argument-parser, or nil when argument-parser must read it.
  public static func parse(_ arguments: [String]) -> MarkReadCommandLine? {
    guard arguments.first == "mark-read",
      let scan = CommandLineScan(
        arguments, from: 1, flags: declared.flags, valued: declared.valued)
    else { return nil }
    var line = MarkReadCommandLine(numbers: scan.words, all: scan.flags.contains("--all"))
    for (option, value) in scan.values {
      // An option the reader has no field for is argument-parser's to read.
      guard ListCommandLine.set(option, to: value, in: &line.options) else { return nil }
    }
    line.options.json = scan.flags.contains("--json")
    line.options.verbose = scan.flags.contains("--verbose")
    guard (try? SettingsResolver.validate(line.options)) != nil else { return nil }
    return line
  }

  /// Marks the articles read on the store, and tells a signed-in reader service.
  public func run(arguments: [String], environment: NewsEnvironment, language: Language) async
    -> CommandOutput
  {
    await LibraryController.run(
      options, arguments: arguments, environment: environment, language: language
    ) { library, settings in
      try await LibraryOutput.markRead(
        numbers, all: all, library: library, settings: settings, environment: environment)
    }
  }
}
