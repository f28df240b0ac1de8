import Localization

/// Says argument-parser's help in the reader's language.
///
/// argument-parser writes its section headings and the descriptions of `--help` and
/// `--version` in English, and offers no way to change them; everything else in the help comes
/// from the string tables. The help it renders is taken line by line, and only those fixed
/// words are replaced, so the layout (columns, wrapping) stays its own.
public enum HelpText {
  /// The help with argument-parser's own words in the reader's language.
  /// A command group's "See 'news help feed <subcommand>' …" in the table's words: the
  /// root's sentence with the group's name put after `news help`.
  static func subcommandHint(_ line: String, english: String, words: String) -> String {
    let prefix = "See 'news help "
    let suffix = "<subcommand>' for detailed help."
    guard let start = line.range(of: prefix), line.hasSuffix(suffix) else { return line }
    let group = line[start.upperBound..<line.index(line.endIndex, offsetBy: -suffix.count)]
    guard !group.isEmpty, let at = words.range(of: "news help ") else { return line }
    var localized = words
    localized.insert(contentsOf: group, at: at.upperBound)
    return String(line[..<start.lowerBound]) + localized
  }

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
      if line.hasPrefix(words.usageHeading) {
        line = line.replacingOccurrences(
          of: english.optionsPlaceholder, with: words.optionsPlaceholder
        )
        .replacingOccurrences(of: english.subcommandPlaceholder, with: words.subcommandPlaceholder)
      }
      for (from, to) in [
        (english.showHelp, words.showHelp), (english.showVersion, words.showVersion),
        (english.seeSubcommandHelp, words.seeSubcommandHelp),
      ] where line.hasSuffix(from) {
        line = String(line.dropLast(from.count)) + to
      }
      return subcommandHint(
        line, english: english.seeSubcommandHelp, words: words.seeSubcommandHelp)
    }
    return lines.joined(separator: "\n")
  }
}
