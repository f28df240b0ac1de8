import Localization

/// Translates argument-parser's own one-line error messages, which it writes in English.
///
/// The common ones (unknown option, missing value, unexpected or missing argument) are
/// recognised and said in the reader's language; anything else passes through as it is. Either
/// way the text is sanitised, since it quotes what was typed.
public enum ParserMessage {
  /// The message in the reader's language where it is one `news` knows.
  public static func localize(_ message: String, strings: StringTable) -> String {
    let errors = strings.errors
    let text = TerminalSanitizer.sanitize(message)
    if let match = text.wholeMatch(of: /Unknown option '(.+)'\. Did you mean '(.+)'\?/) {
      return errors.unknownOption(String(match.1), String(match.2))
    }
    if let match = text.wholeMatch(of: /Unknown option '(.+)'/) {
      return errors.unknownOption(String(match.1), nil)
    }
    if let match = text.wholeMatch(of: /Missing value for '(?:[^']*, )?([^' ,]+)(?: <[^']*>)?'/) {
      return errors.missingValue(String(match.1))
    }
    if let match = text.wholeMatch(of: /Unexpected argument '(.+)'/) {
      return errors.unexpectedArgument(String(match.1))
    }
    if let match = text.wholeMatch(of: /\d+ unexpected arguments: (.+)/) {
      let typed = match.1.split(separator: ", ").map { $0.trimmingCharacters(in: ["'"]) }
      return errors.unexpectedArgument(typed.joined(separator: " "))
    }
    if let match = text.wholeMatch(of: /The option '([^']+)' does not take any value.*/) {
      return errors.flagTakesNoValue(String(match.1))
    }
    if let match = text.wholeMatch(of: /Missing expected argument '(.+)'/) {
      return errors.missingArgument(String(match.1))
    }
    return text
  }
}
