import ArgumentParser
import NewsKit

extension NewsMain {
  /// The command a line runs; nil when argument-parser's own command (`news help search`) has
  /// already answered, by throwing. Plain search, topic, `saved`, `read`, `show`, `open`,
  /// `story`, `save`, `unsave` and `mark-read` lines are read without argument-parser (the
  /// `…CommandLine` readers), whose reflection took 3 ms of CPU beside libcurl's load and 5 ms
  /// of a `read --offline`.
  static func command(for arguments: [String]) throws -> NewsCommand? {
    if let line = ListCommandLine.parse(arguments) { return line }
    if let line = ReadCommandLine.parse(arguments) { return line }
    if let line = NumberedCommandLine.parse(arguments) { return line }
    if let line = MarkReadCommandLine.parse(arguments) { return line }
    var command = try parse(arguments)
    guard let runnable = command as? NewsCommand else {
      try command.run()
      return nil
    }
    return runnable
  }

  /// The command argument-parser reads: a line that starts with a subcommand and parses as it
  /// alone is taken from it, skipping the root's option groups (2 ms of reflection); anything
  /// else (help, a mistake, a root-only option) from the root, so every message is the root's.
  static func parse(_ arguments: [String]) throws -> ParsableCommand {
    if let first = arguments.first,
      let type = RootCommand.configuration.subcommands.first(where: { $0._commandName == first }),
      let command = try? type.parseAsRoot(Array(arguments.dropFirst())), command is NewsCommand
    {
      return command
    }
    return try RootCommand.parseAsRoot(arguments)
  }
}
