/// Whether a command line is about to use the network, so libcurl (behind a proxy) can load early.
public enum NetworkPreload {
  /// The commands that fetch, unless told to stay offline.
  static let fetching = ["search", "topic", "feed", "read", "sync", "download"]

  /// The subcommands' names, from the option table: asking argument-parser's root for them
  /// builds every command's configuration and the string table, 0.4 ms before the load starts.
  /// Everything read here is an array: the first set or dictionary of the run costs the first
  /// conformance lookup, which delayed the load by 0.25 ms.
  public static let commands = CommandOptionTable.commandNames + ["help"]

  /// True for `news` alone (the reader fetches at once) and for the fetching commands without
  /// `--offline` (of the feed commands, all but `list` and `export`); `--help` and `--version`
  /// never fetch. `commands` are the subcommands' names.
  public static func expected(_ arguments: [String], commands: [String] = commands) -> Bool {
    if arguments.contains(where: { ["--help", "-h", "--version", "--offline"].contains($0) }) {
      return false
    }
    guard let command = ArgumentScan.subcommand(in: arguments, among: commands) else {
      return ArgumentScan.firstWord(
        in: arguments, valueOptions: CommandOptionTable.valueOptionNames) == nil
    }
    if command == "edition" {
      return arguments.contains("make") || arguments.contains("resume")
    }
    if command == "feed" {
      // Listing and exporting the feeds read the store alone (libcurl's load was a third of
      // the instructions of `feed list`).
      return !arguments.contains("list") && !arguments.contains("export")
    }
    return fetching.contains(command)
  }
}
