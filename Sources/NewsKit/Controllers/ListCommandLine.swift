/// A `news search`, `news topic` or `news saved` line: what it asks for and its options as
/// typed.
///
/// `parse` reads the plainest such lines without argument-parser, whose reflection over the
/// option groups took 3 ms of CPU while libcurl loaded beside it (a search 0.45 ms sooner).
/// It reads the command first, then words and the shared options, each option at most once, in
/// its long (`--count 5`, `--count=5`) or short (`-n 5`, `-l pl`) spelling, with a value the
/// settings accept. Anything else (help, `--`, `-` for stdin, a value that looks like an
/// option, a mistake) gives nil and goes to argument-parser, which reads it and words every
/// error; a test holds the two to the same result for every line `parse` reads.
public struct ListCommandLine: Equatable, Sendable {
  /// What the line asks for.
  public enum Request: Equatable, Sendable {
    /// `news search WORDS…`, online or `--offline`; `-` stands for the words on stdin.
    case search([String], offline: Bool)
    /// `news topic NAME`.
    case topic(String)
    /// `news saved`.
    case saved
  }

  public var request: Request
  /// The options as typed (`--no-filter` is read from the whole line, as for every command).
  public var options: CommandLineOptions

  public init(_ request: Request, options: CommandLineOptions) {
    self.request = request
    self.options = options
  }

  /// Flags a list line may carry, as `search` declares them; `--offline` only with `search`.
  static let flags = CommandOptionTable.options(of: "search").flags

  /// Options that take a value, each spelling with the name it stands for, as `search`
  /// declares them (`topic` declares the same, less `--offline`).
  static let valued = CommandOptionTable.options(of: "search").valued

  /// The flags and options `saved` declares: fewer than a search's.
  static let savedOptions = CommandOptionTable.options(of: "saved")

  /// The line read without argument-parser, or nil when argument-parser must read it.
  public static func parse(_ arguments: [String]) -> ListCommandLine? {
    guard let command = arguments.first, ["search", "topic", "saved"].contains(command) else {
      return nil
    }
    let declared = command == "saved" ? savedOptions : (flags: flags, valued: valued)
    guard
      let scan = CommandLineScan(
        arguments, from: 1, flags: declared.flags, valued: declared.valued)
    else { return nil }
    var options = CommandLineOptions()
    // An option the reader has no field for is argument-parser's to read.
    for (option, value) in scan.values {
      guard set(option, to: value, in: &options) else { return nil }
    }
    let (words, given) = (scan.words, scan.flags)
    options.json = given.contains("--json")
    options.verbose = given.contains("--verbose")
    options.noStore = given.contains("--no-store")
    guard (try? SettingsResolver.validate(options)) != nil else { return nil }
    let offline = given.contains("--offline")
    if command == "saved" {
      return words.isEmpty ? ListCommandLine(.saved, options: options) : nil
    }
    if command == "search" {
      guard (try? SearchPhrase.make(words)) != nil else { return nil }
      return ListCommandLine(.search(words, offline: offline), options: options)
    }
    guard !offline, words.count == 1, (try? TopicController.topic(named: words[0])) != nil
    else { return nil }
    return ListCommandLine(.topic(words[0]), options: options)
  }

  /// Sets the field of `option`; false when there is none for it.
  static func set(_ option: String, to value: String, in options: inout CommandLineOptions)
    -> Bool
  {
    switch option {
    case "--lang": options.lang = value
    case "--count": options.count = value
    case "--page": options.page = value
    case "--theme": options.theme = value
    case "--color": options.color = value
    case "--provider": options.provider = value
    case "--api": options.api = value
    case "--timeout": options.timeout = value
    default: return false
    }
    return true
  }
}
