/// A `news read` line: the feeds or saved queries named, the filters and the options as typed.
///
/// `parse` reads the plainest such lines without argument-parser, as `ListCommandLine` does
/// for searches: building argument-parser's view of `read` (its reflection over a dozen option
/// groups, and the run-time type lookups that come with it) was 5 ms of the CPU of a `news
/// read --offline` that spends 1.4 ms reading the store. Anything it does not read gives nil
/// and goes to argument-parser, which reads it and words every error; a test holds the two to
/// the same result for every line `parse` reads.
public struct ReadCommandLine: Equatable, Sendable {
  /// Feeds, tags' or queries' references (`@name`), in order.
  public var references: [String]
  /// `--tag`, each time it is given.
  public var tags: [String]
  /// `--query`.
  public var query: String?
  /// `--unread`, `--new`, `--offline`.
  public var unread: Bool
  public var new: Bool
  public var offline: Bool
  /// The shared options as typed (`--no-stories` is read from the whole line, as for every
  /// command).
  public var options: CommandLineOptions

  public init(
    references: [String] = [], tags: [String] = [], query: String? = nil, unread: Bool = false,
    new: Bool = false, offline: Bool = false, options: CommandLineOptions = CommandLineOptions()
  ) {
    self.references = references
    self.tags = tags
    self.query = query
    self.unread = unread
    self.new = new
    self.offline = offline
    self.options = options
  }

  /// The flags `read` declares.
  static let flags = CommandOptionTable.options(of: "read").flags

  /// Options that take a value, each spelling with the name it stands for, as `read` declares
  /// them.
  static let valued = CommandOptionTable.options(of: "read").valued

  /// The line read without argument-parser, or nil when argument-parser must read it.
  public static func parse(_ arguments: [String]) -> ReadCommandLine? {
    guard arguments.first == "read",
      let scan = CommandLineScan(
        arguments, from: 1, flags: flags, valued: valued, repeatable: ["--tag"])
    else { return nil }
    var line = ReadCommandLine(references: scan.words)
    for (option, value) in scan.values {
      switch option {
      case "--tag": line.tags.append(value)
      case "--query": line.query = value
      default:
        // An option the reader has no field for is argument-parser's to read.
        guard ListCommandLine.set(option, to: value, in: &line.options) else { return nil }
      }
    }
    line.unread = scan.flags.contains("--unread")
    line.new = scan.flags.contains("--new")
    line.offline = scan.flags.contains("--offline")
    line.options.json = scan.flags.contains("--json")
    line.options.verbose = scan.flags.contains("--verbose")
    guard (try? SettingsResolver.validate(line.options)) != nil else { return nil }
    return line
  }

  /// Lists what the line asks for from `feeds` (`news read`).
  public func run(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    // Offline, what `read` writes (the last list, marks) waits in the write-ahead log as a
    // search's list does; a refresh's articles are copied into the file at close.
    if offline { feeds.session.keepLogOnClose() }
    return try await FeedCommandRuns.read(
      feeds, references, tags: tags, query: query,
      only: ReadFilter.flags(unread: unread, new: new), offline: offline, settings: settings,
      environment: environment)
  }
}
