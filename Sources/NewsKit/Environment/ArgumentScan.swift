/// Finds options in the raw arguments before the parser runs.
///
/// The help text must already be in the right language while the arguments are parsed, so the
/// `--lang` value is looked up first, by hand.
public enum ArgumentScan {
  /// Every value given to `-l`/`--lang` before `--`, in order, in any of its spellings
  /// (`--lang pl`, `--lang=pl`, `-l pl`, `-lpl`).
  public static func languageFlags(in arguments: [String]) -> [String] {
    var values: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { break }
      if argument == "--lang" || argument == "-l" {
        if index + 1 < arguments.count { values.append(arguments[index + 1]) }
        index += 2
        continue
      }
      if argument.hasPrefix("--lang=") {
        values.append(String(argument.dropFirst("--lang=".count)))
      } else if argument.hasPrefix("-l") && argument.count > 2 && !argument.hasPrefix("--") {
        values.append(String(argument.dropFirst(2)))
      }
      index += 1
    }
    return values
  }

  /// A flag that takes no value given one anyway (`--version=1`, `--help=x`, `--json=yes`),
  /// before `--`; argument-parser would ignore the value of some of them.
  public static func flagWithValue(in arguments: [String], flags: Set<String>) -> String? {
    for argument in arguments {
      if argument == "--" { return nil }
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { continue }
      if flags.contains(String(argument[..<equals])) { return argument }
    }
    return nil
  }

  /// The first argument that is neither an option nor an option's value: where a subcommand's
  /// name stands. `valueOptions` are the options that take a value as the next argument.
  public static func firstWord(in arguments: [String], valueOptions: some Collection<String>)
    -> String?
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.count ? arguments[index + 1] : nil }
      if !argument.hasPrefix("-") || argument == "-" { return argument }
      index += valueOptions.contains(argument) ? 2 : 1
    }
    return nil
  }

  /// Other spellings of options, each with the one `news` declares: `--colour` is `--color`.
  /// Pairs, not a dictionary: read before libcurl starts loading (see `CommandOptionTable`).
  public static let aliases = [(alias: "--colour", option: "--color")]

  /// The short options that take a value, which may come attached (`-n1`).
  static let attachedShortOptions = CommandOptionTable.attachedShortOptions

  /// The arguments with every alias spelled as its option (`--colour=never` too), and short
  /// options with their value attached split from it (`-n1` is `-n 1`), before `--`.
  public static func normalizingAliases(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var passed = false
    for argument in arguments {
      if argument == "--" { passed = true }
      let name = String(argument.prefix { $0 != "=" })
      if !passed, let pair = aliases.first(where: { $0.alias == name }) {
        result.append(pair.option + argument.dropFirst(name.count))
      } else if !passed, argument.count > 2,
        let short = attachedShortOptions.first(where: {
          argument.hasPrefix($0) && !argument.dropFirst(2).hasPrefix("=")
        })
      {
        // A short option with its value attached, as `head -n1` takes it: `-n1`, `-lpl`.
        result += [short, String(argument.dropFirst(2))]
      } else {
        result.append(argument)
      }
    }
    return result
  }

  /// The option just before the first word, when it is one `news` does not know: what the
  /// reader mistyped, rather than the word after it (`news --colr never topics`).
  public static func unknownOptionBeforeFirstWord(
    in arguments: [String], known: Set<String>, valueOptions: Set<String>
  ) -> String? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      if !argument.hasPrefix("-") || argument == "-" {
        guard index > 0 else { return nil }
        let previous = String(arguments[index - 1].prefix { $0 != "=" })
        return previous.hasPrefix("--") && !known.contains(previous) ? previous : nil
      }
      index += valueOptions.contains(argument) ? 2 : 1
    }
    return nil
  }

  /// The name among `names` nearest to a mistyped `word`, if one is near enough.
  public static func nearest(to word: String, among names: [String]) -> String? {
    let typed = word.lowercased()
    // The shell's words for them: `feed rm` is `feed remove` (not `rename`), `ls` is `list`.
    if let meant = shellWords[typed], names.contains(meant) { return meant }
    let limit = typed.count <= 4 ? 1 : 2
    // Equally near: the one as long as what was typed (`topisc` is `topics`, not `topic`).
    let scored = names.map { name in
      (name, TextFolding.editDistance(typed, name), abs(name.count - typed.count))
    }
    if let close = scored.filter({ $0.1 <= limit }).min(by: { ($0.1, $0.2) < ($1.1, $1.2) })?.0 {
      return close
    }
    // The beginning of one name only (`mak` for `make`), or one name's letters kept in
    // order from its first (`mk` for `make`).
    guard typed.count >= 2 else { return nil }
    let started = names.filter { $0.hasPrefix(typed) }
    if started.count == 1 { return started[0] }
    let kept = names.filter { $0.first == typed.first && isSubsequence(typed, of: $0) }
    return kept.count == 1 ? kept[0] : nil
  }

  /// Names a shell user types for a command's: `rm`, `ls`, `mv`.
  static let shellWords = ["rm": "remove", "ls": "list", "mv": "rename"]

  /// Whether every character of `short` is in `long`, in order.
  static func isSubsequence(_ short: String, of long: String) -> Bool {
    var rest = long[...]
    for character in short {
      guard let found = rest.firstIndex(of: character) else { return false }
      rest = rest[rest.index(after: found)...]
    }
    return true
  }

  /// The first option, before `--`, that is one of `known` but not one of `allowed`: an
  /// option of another command. Values of `valueOptions` are skipped; `--name=value` and
  /// short forms with their value attached (`-n5`) are recognised.
  public static func foreignOption(
    in arguments: [String], known: Set<String>, allowed: Set<String>, valueOptions: Set<String>
  ) -> String? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      index += 1
      guard argument.hasPrefix("-"), argument.count > 1 else { continue }
      var name = String(argument.prefix { $0 != "=" })
      if !name.hasPrefix("--") { name = String(name.prefix(2)) }
      if known.contains(name) && !allowed.contains(name) { return name }
      if valueOptions.contains(name) && name == argument { index += 1 }
    }
    return nil
  }

  /// Whether an option is given before `--` (values of `valueOptions` are skipped, so
  /// `--user --verbose` names a user).
  public static func hasOption(_ option: String, in arguments: [String], valueOptions: Set<String>)
    -> Bool
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return false }
      index += 1
      if argument == option { return true }
      if valueOptions.contains(argument) { index += 1 }
    }
    return false
  }

  /// The subcommand named in the arguments, if any, for pointing to its help.
  public static func subcommand(in arguments: [String], among names: [String]) -> String? {
    arguments.first { names.contains($0) }
  }
}
