import Foundation
import Localization

/// What a run settles before parsing: its language, and how its messages are laid out.
public enum LaunchLanguage {
  /// The language of a run: `--lang`, else `NEWS_LANG`, else the configuration file's `lang`
  /// (read line by line, so that a mistake elsewhere in the file is said in its language; a
  /// broken file is reported by the command itself), else the locale.
  public static func resolve(_ arguments: [String], environment: NewsEnvironment) -> Language {
    let configLanguage = ConfigLoader.path(environment: environment.variables)
      .flatMap { environment.readFile($0) }.flatMap { ConfigFile.language(in: $0.text) }
    let newsLang = environment.variables["NEWS_LANG"].flatMap(Language.init(code:))
    // `-l pl --lang de`: the mistake is said in the language the line did give (Polish).
    let flags = ArgumentScan.languageFlags(in: arguments)
    let flag = flags.last { Language(code: $0) != nil } ?? flags.last
    return LanguageResolver.resolve(
      flag: flag ?? (newsLang == nil ? configLanguage : nil), environment: environment.variables)
  }

  /// Messages for stderr: on a terminal wrapped by words like the lists; piped, each stays
  /// one line.
  public static func wrapped(_ text: String, environment: NewsEnvironment) -> String {
    guard environment.isTerminal(2), let columns = environment.terminalColumns(2) else {
      return text
    }
    let width = TerminalDecisions.width(
      environment: environment.variables, terminalColumns: columns)
    return TextWrapper.paragraphs(text.split(separator: "\n").map(String.init), width: width)
  }
}
