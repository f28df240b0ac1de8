/// Which of the shared options each subcommand takes, matching the option groups it declares.
///
/// argument-parser accepts the root command's options after any subcommand, where they would
/// be silently ignored (`news saved --page 2`); this table lets `news` say so instead.
enum CommandOptionTable {
  static let language: Set<String> = ["-l", "--lang"]
  static let count: Set<String> = ["-n", "--count"]
  static let style: Set<String> = ["--theme", "--color"]
  static let json: Set<String> = ["--json"]
  static let fetch: Set<String> = [
    "--page", "--verbose", "--no-store", "--provider", "--api", "--timeout",
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
    "--topic", "--per-topic", "--feeds", "--background",
  ])

  /// The shared options of each subcommand.
  static let allowed: [String: Set<String>] = [
    "search": shared, "topic": shared, "config": shared,
    "topics": language.union(style).union(json).union(["--api"]),
    "show": language.union(style).union(json),
    "save": language.union(json).union(["--timeout", "--verbose"]),
    "unsave": language.union(json).union(["--timeout", "--verbose"]),
    "open": language,
    "saved": language.union(count).union(style).union(json),
    "feed": language.union(style).union(json).union(["--timeout", "--verbose"]),
    "read": language.union(count).union(style).union(json).union([
      "--timeout", "--verbose", "--page",
    ]),
    "sync": language.union(json).union(["--timeout", "--verbose"]),
    "edition": language.union(count).union(style).union(json).union(rootOnly).union([
      "--timeout", "--verbose", "--provider", "--api",
    ]),
  ]
}
