import NewsKit

/// Whether a command line is about to use the network, so libcurl can load while it is parsed.
enum NetworkPreload {
  /// The commands that fetch, unless told to stay offline.
  static let fetching: Set<String> = ["search", "topic", "feed", "read", "sync"]

  /// True for `news` alone (the reader fetches at once) and for the fetching commands without
  /// `--offline`; `--help` and `--version` never fetch.
  static func expected(_ arguments: [String]) -> Bool {
    if arguments.contains(where: { ["--help", "-h", "--version", "--offline"].contains($0) }) {
      return false
    }
    guard
      let command = ArgumentScan.subcommand(
        in: arguments, among: NewsMain.commandNames)
    else {
      return ArgumentScan.firstWord(
        in: arguments, valueOptions: CommandOptionTable.optionsWithValue) == nil
    }
    if command == "edition" {
      return arguments.contains("make") || arguments.contains("resume")
    }
    return fetching.contains(command)
  }
}
