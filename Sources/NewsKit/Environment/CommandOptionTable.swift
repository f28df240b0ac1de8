/// The options every command shares, and which command takes which.
///
/// argument-parser accepts the root command's options after any subcommand; a subcommand that
/// has no use for one ignores it. Options of other kinds (`--line` after `search`) are refused
/// by name.
public enum CommandOptionTable {
  public static let language: Set<String> = ["-l", "--lang"]
  public static let count: Set<String> = ["-n", "--count"]
  public static let style: Set<String> = ["--theme", "--color"]
  public static let json: Set<String> = ["--json"]
  public static let fetch: Set<String> = [
    "--page", "--verbose", "--no-store", "--no-filter", "--provider", "--api", "--timeout",
  ]

  /// Every option a list command can take.
  public static let shared = language.union(count).union(style).union(json).union(fetch)
  /// `news` alone: `--line` keeps the line-based interactive mode.
  public static let rootOnly: Set<String> = ["--line"]

  /// Every option the table knows.
  public static let all = shared.union(rootOnly)

  /// Every option of any command, for naming a mistyped one.
  public static let known = all.union([
    "--help", "-h", "--version", "--offline", "--unread", "--force", "--jobs", "--user", "--kind",
    "--all",
    "--topic", "--per-topic", "--feeds", "--background", "--resume", "--source", "--feeds-only",
    "--notify",
    "--every",
  ])

  /// The subcommands' names. A plain array, like `valueOptionNames`: read before libcurl
  /// starts loading, where the first set or dictionary built would cost the first
  /// conformance lookup of the run (a walk over all 6,700 conformance records).
  public static let commandNames = [
    "search", "topic", "topics", "config", "show", "save", "unsave", "open", "saved", "feed",
    "read", "sync", "watch", "filter", "doctor", "edition", "mark-read",
  ]

  /// The shared options each subcommand accepts: all of them, as the contract says (a wrapper
  /// may pass `--verbose --timeout 30` to every command); where one does nothing it is ignored.
  /// Only `--line` stays with the commands that open a reader.
  public static let allowed: [String: Set<String>] = Dictionary(
    uniqueKeysWithValues: commandNames.map {
      ($0, $0 == "edition" ? shared.union(rootOnly) : shared)
    })

  /// Options that take a value as the next argument, so that value is not a command's name.
  public static let valueOptionNames = [
    "-l", "--lang", "-n", "--count", "--page", "--theme", "--color", "--provider", "--api",
    "--timeout", "--user", "--topic", "--per-topic", "--jobs", "--source", "--every", "--kind",
  ]

  /// `valueOptionNames` as a set.
  public static let optionsWithValue = Set(valueOptionNames)

  /// Flags that take no value: `--version=1` must not pass for `--version`.
  public static let flagsWithoutValue: Set<String> = [
    "--version", "--help", "--json", "--verbose", "--no-store", "--no-filter", "--offline",
    "--line", "--feeds-only", "--notify", "--all", "--resume", "--background", "--feeds",
  ]
}
