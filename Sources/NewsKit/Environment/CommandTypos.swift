import Localization

/// What the reader meant by a command line the parser refused: a mistyped command, a group's
/// subcommand (`news feed ad`), or an option (`--verison`), with the nearest name there is.
public enum CommandTypos {
  /// A command and its subcommands (none for a plain command).
  public typealias Command = (name: String, subcommands: [String])

  /// The message for the first unknown option or word of `arguments`, in the reader's
  /// language; nil when every name in it is known (the parser refused something else).
  public static func message(
    _ arguments: [String], commands: [Command], strings: StringTable
  ) -> String? {
    let errors = strings.errors
    let values = CommandOptionTable.optionsWithValue
    let names = commands.map(\.name)
    if let option = ArgumentScan.unknownOptionBeforeFirstWord(
      in: arguments, known: CommandOptionTable.known, valueOptions: values)
      ?? unknownOption(in: arguments)
    {
      let nearest = ArgumentScan.nearest(to: option, among: Array(CommandOptionTable.known))
      return errors.unknownOption(TerminalSanitizer.sanitize(option), nearest)
    }
    guard let word = ArgumentScan.firstWord(in: arguments, valueOptions: values) else {
      return nil
    }
    guard let command = commands.first(where: { $0.name == word }) else {
      // `news version` means `--version`.
      let nearest =
        ArgumentScan.nearest(to: word, among: names)
        ?? (CommandOptionTable.known.contains("--" + word) ? "--" + word : nil)
      return errors.unknownCommand(TerminalSanitizer.sanitize(word), nearest)
    }
    guard !command.subcommands.isEmpty, let index = arguments.firstIndex(of: word),
      let sub = ArgumentScan.firstWord(in: Array(arguments[(index + 1)...]), valueOptions: values),
      !command.subcommands.contains(sub)
    else { return nil }
    let nearest = ArgumentScan.nearest(to: sub, among: command.subcommands)
    return errors.unknownCommand(
      TerminalSanitizer.sanitize("\(word) \(sub)"), nearest.map { "\(word) \($0)" })
  }

  /// The first option, before `--`, that no command has (`--verison`), with `--name=value`
  /// and short options with a value attached (`-n5`) read as their name.
  static func unknownOption(in arguments: [String]) -> String? {
    for argument in arguments {
      if argument == "--" { return nil }
      guard argument.hasPrefix("-"), argument.count > 1 else { continue }
      var name = String(argument.prefix { $0 != "=" })
      if !name.hasPrefix("--") { name = String(name.prefix(2)) }
      if !CommandOptionTable.known.contains(name) { return name }
    }
    return nil
  }
}
