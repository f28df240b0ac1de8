/// One option a command declares to argument-parser, as `Generated/DeclaredOptions.swift`
/// lists it.
struct DeclaredOption: Sendable, Equatable {
  /// The command's words after `news` (`feed add`); "" for `news` itself.
  let command: String
  /// `--count`.
  let long: String
  /// `-n`, when it has one.
  let short: String?
  /// Whether a value follows it (an option), or not (a flag).
  let takesValue: Bool
}

/// The options of every command, made from one table: what argument-parser declares
/// (`declared`, generated from `news --experimental-dump-help` by
/// `scripts/generate-option-table.py`, and held to it by a test). The fast line reader
/// (`ListCommandLine`), the scans before parsing (`ArgumentScan`, `NetworkPreload`), the typo
/// finder and the refusal of another command's option all read what is derived here, so an
/// option is written once, in its declaration, and its help comes from there too.
///
/// argument-parser accepts the root command's options after any subcommand; a subcommand that
/// has no use for one ignores it (the contract: a wrapper may pass `--verbose --timeout 30` to
/// every command). Only `rootOnly` stays with the commands that declare it.
public enum CommandOptionTable {
  /// `news` alone: `--line` keeps the line-based interactive mode (and `edition read` reads an
  /// edition line by line); no other command takes it.
  public static let rootOnly: Set<String> = ["--line"]

  /// The names of one declared option: its long form, and its short one when it has one.
  static func spellings(_ option: DeclaredOption) -> [String] {
    [option.long] + (option.short.map { [$0] } ?? [])
  }

  /// The spellings of every option, in order: `flatMap(spellings)` without an array or two
  /// made for each of the 290 options at every start.
  static func spellings(_ options: [DeclaredOption]) -> [String] {
    var names: [String] = []
    names.reserveCapacity(options.count * 2)
    for option in options {
      names.append(option.long)
      if let short = option.short { names.append(short) }
    }
    return names
  }

  /// Each name once, in the order first declared. Looked up in a set: an array searched for
  /// each of the 250 spellings was 0.5 M instructions of every start.
  static func unique(_ names: [String]) -> [String] {
    var seen = Set<String>(minimumCapacity: names.count)
    return names.filter { seen.insert($0).inserted }
  }

  /// What every command accepts: the root's options but `rootOnly`, `--help` and `--version`.
  public static let shared = Set(
    spellings(declared.filter { $0.command.isEmpty })
  ).subtracting(rootOnly).subtracting(["--help", "-h", "--version"])

  /// Every option the refusal of another command's option looks at.
  public static let all = shared.union(rootOnly)

  /// Every option of any command, for naming a mistyped one.
  public static let known = Set(spellings(declared))

  /// The subcommands' names, in declaration order. A plain array, like `valueOptionNames`:
  /// read before libcurl starts loading, where the first set or dictionary built would cost
  /// the first conformance lookup of the run (a walk over all 6,700 conformance records).
  /// Generated with `declared` (a test holds the two together).
  public static let commandNames = declaredCommandNames

  /// The shared options a subcommand (`search`) accepts, and `rootOnly` ones where it or one
  /// of its own subcommands declares them; nil for a name that is no subcommand. Built for the
  /// one command a line runs: a table of all of them cost every start 0.4 ms.
  public static func allowed(_ name: String) -> Set<String>? {
    guard commandNames.contains(name) else { return nil }
    let own = declared.filter { $0.command == name || $0.command.hasPrefix(name + " ") }
    return shared.union(rootOnly.intersection(own.map(\.long)))
  }

  /// Options that take a value as the next argument, so that value is not a command's name.
  public static let valueOptionNames = unique(spellings(declared.filter(\.takesValue)))

  /// `valueOptionNames` as a set.
  public static let optionsWithValue = Set(valueOptionNames)

  /// Flags that take no value: `--version=1` must not pass for `--version`.
  public static let flagsWithoutValue = Set(
    declared.filter { !$0.takesValue }.map(\.long))

  /// The short options that take a value, which may come attached (`-n1`, `-lpl`).
  static let attachedShortOptions = unique(declared.filter(\.takesValue).compactMap(\.short))

  /// The command a line runs, as its help names it: `news`, `news search`, and for a group its
  /// subcommand too (`news edition make`), so that a hint leads to the right options.
  public static func commandPath(_ arguments: [String]) -> String {
    guard let top = ArgumentScan.subcommand(in: arguments, among: commandNames + ["help"]),
      let index = arguments.firstIndex(of: top)
    else { return "news" }
    let names = unique(
      declared.map(\.command).filter { $0.hasPrefix(top + " ") }.map {
        String($0.dropFirst(top.count + 1).prefix { $0 != " " })
      })
    guard let sub = ArgumentScan.subcommand(in: Array(arguments[(index + 1)...]), among: names)
    else { return "news " + top }
    return "news \(top) \(sub)"
  }

  /// The options of one command (`search`), as declared: its flags, and each spelling of its
  /// options that take a value with the long name it stands for.
  static func options(of command: String) -> (flags: [String], valued: [(String, String)]) {
    let own = declared.filter { $0.command == command && $0.long != "--help" }
      .filter { $0.long != "--version" }
    return (
      unique(own.filter { !$0.takesValue }.map(\.long)),
      own.filter(\.takesValue).flatMap { option in spellings(option).map { ($0, option.long) } }
    )
  }
}
