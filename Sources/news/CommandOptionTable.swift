/// The options every command shares, and which command takes which.
///
/// argument-parser accepts the root command's options after any subcommand; a subcommand that
/// has no use for one ignores it. Options of other kinds (`--line` after `search`) are refused
/// by name.
enum CommandOptionTable {
  static let language: Set<String> = ["-l", "--lang"]
  static let count: Set<String> = ["-n", "--count"]
  static let style: Set<String> = ["--theme", "--color"]
  static let json: Set<String> = ["--json"]
  static let fetch: Set<String> = [
    "--page", "--verbose", "--no-store", "--no-filter", "--provider", "--api", "--timeout",
  ]

  /// Every option a list command can take.
  static let shared = language.union(count).union(style).union(json).union(fetch)
  /// `news` alone: `--line` keeps the line-based interactive mode.
  static let rootOnly: Set<String> = ["--line"]

  /// Every option the table knows.
  static let all = shared.union(rootOnly)

  /// Every option of any command, for naming a mistyped one.
  static let known = all.union([
    "--help", "-h", "--version", "--offline", "--unread", "--force", "--jobs", "--user",
    "--topic", "--per-topic", "--feeds", "--background", "--source", "--feeds-only", "--notify",
    "--every",
  ])

  /// The shared options each subcommand accepts: all of them, as the contract says (a wrapper
  /// may pass `--verbose --timeout 30` to every command); where one does nothing it is ignored.
  /// Only `--line` stays with the commands that open a reader.
  static let allowed: [String: Set<String>] = Dictionary(
    uniqueKeysWithValues: [
      "search", "topic", "topics", "config", "show", "save", "unsave", "open", "saved", "feed",
      "read", "sync", "watch", "filter",
    ].map { ($0, shared) } + [("edition", shared.union(rootOnly))])
}
