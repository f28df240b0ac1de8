/// Whether a command line is about to use the network, so libcurl can load while it is parsed.
public enum NetworkPreload {
  /// The commands that fetch, unless told to stay offline.
  static let fetching: Set<String> = ["search", "topic", "feed", "read", "sync"]

  /// True for `news` alone (the reader fetches at once) and for the fetching commands without
  /// `--offline`; `--help` and `--version` never fetch. `commands` are the subcommands' names.
  public static func expected(_ arguments: [String], commands: [String]) -> Bool {
    if arguments.contains(where: { ["--help", "-h", "--version", "--offline"].contains($0) }) {
      return false
    }
    guard let command = ArgumentScan.subcommand(in: arguments, among: commands) else {
      return ArgumentScan.firstWord(
        in: arguments, valueOptions: CommandOptionTable.optionsWithValue) == nil
    }
    if command == "edition" {
      return arguments.contains("make") || arguments.contains("resume")
    }
    return fetching.contains(command)
  }
}
