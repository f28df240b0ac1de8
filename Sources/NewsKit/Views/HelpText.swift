import Localization

/// Says argument-parser's help in the reader's language.
///
/// argument-parser writes its section headings and the descriptions of `--help` and
/// `--version` in English, and offers no way to change them; everything else in the help comes
/// from the string tables. The help it renders is taken line by line, and only those fixed
/// words are replaced, so the layout (columns, wrapping) stays its own.
public enum HelpText {
  /// The help with argument-parser's own words in the reader's language.
  public static func localize(_ help: String, strings: StringTable) -> String {
    let words = strings.help
    let english = StringTable.english.help
    guard words.usageHeading != english.usageHeading else { return help }
    let headings = [
      (english.overviewHeading, words.overviewHeading), (english.usageHeading, words.usageHeading),
      (english.argumentsHeading, words.argumentsHeading),
      (english.optionsHeading, words.optionsHeading),
      (english.subcommandsHeading, words.subcommandsHeading),
    ]
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line)
      for (from, to) in headings where line.hasPrefix(from) {
        line = to + line.dropFirst(from.count)
      }
      for (from, to) in [
        (english.showHelp, words.showHelp), (english.showVersion, words.showVersion),
        (english.seeSubcommandHelp, words.seeSubcommandHelp),
      ] where line.hasSuffix(from) {
        line = String(line.dropLast(from.count)) + to
      }
      return line
    }
    return lines.joined(separator: "\n")
  }
}
