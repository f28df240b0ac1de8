/// The words and options of a command line, read the plainest way, for the commands read
/// without argument-parser (`ListCommandLine`, `ReadCommandLine`).
///
/// Each option is read in its long (`--count 5`, `--count=5`) or short (`-n 5`) spelling, at
/// most once unless it is `repeatable`, a flag without a value; a word is anything that does
/// not start with `-`. Anything else (`--`, `-` alone, a value that looks like an option, an
/// option of another command, a flag given a value) gives nil: argument-parser reads the line
/// and words every error.
struct CommandLineScan {
  /// The words, in order.
  var words: [String] = []
  /// The flags given.
  var flags: Set<String> = []
  /// Each option given a value, by its long name, in the order given.
  var values: [(option: String, value: String)] = []

  /// The line after its command (`arguments[start...]`), or nil.
  init?(
    _ arguments: [String], from start: Int, flags known: [String], valued: [(String, String)],
    repeatable: Set<String> = []
  ) {
    var index = start
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-") else {
        words.append(argument)
        continue
      }
      var name = argument
      var value: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      if known.contains(name) {
        guard value == nil, !flags.contains(name) else { return nil }
        flags.insert(name)
        continue
      }
      guard let option = valued.first(where: { $0.0 == name })?.1,
        repeatable.contains(option) || !values.contains(where: { $0.option == option })
      else { return nil }
      if value == nil {
        // A value that looks like an option is argument-parser's to judge (`-n -5`).
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
        value = arguments[index]
        index += 1
      }
      values.append((option, value ?? ""))
    }
  }

  /// The value given to `option`, the last when it was given more than once.
  func value(_ option: String) -> String? {
    values.last(where: { $0.option == option })?.value
  }
}
