/// Finds options in the raw arguments before the parser runs.
///
/// The help text must already be in the right language while the arguments are parsed, so the
/// `--lang` value is looked up first, by hand.
public enum ArgumentScan {
  /// The value of the last `-l`/`--lang` before `--`, in any of its spellings
  /// (`--lang pl`, `--lang=pl`, `-l pl`, `-lpl`).
  public static func languageFlag(in arguments: [String]) -> String? {
    var value: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { break }
      if argument == "--lang" || argument == "-l" {
        if index + 1 < arguments.count { value = arguments[index + 1] }
        index += 2
        continue
      }
      if argument.hasPrefix("--lang=") {
        value = String(argument.dropFirst("--lang=".count))
      } else if argument.hasPrefix("-l") && argument.count > 2 && !argument.hasPrefix("--") {
        value = String(argument.dropFirst(2))
      }
      index += 1
    }
    return value
  }

  /// The subcommand named in the arguments, if any, for pointing to its help.
  public static func subcommand(in arguments: [String], among names: [String]) -> String? {
    arguments.first { names.contains($0) }
  }
}
