import ArgumentParser
import Foundation
import Localization
import NewsKit

/// The entry point: resolves the language, parses, runs the command, prints, exits.
@main
enum NewsMain {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = NewsEnvironment.live()
    InterruptTrap.install(stderrIsTerminal: environment.isTerminal(2))
    // The configuration file's lang counts too, below the flag and NEWS_LANG; a broken file is
    // reported by the command itself.
    let configLanguage = (try? ConfigLoader.load(environment: environment))?.file.lang
    let newsLang = environment.variables["NEWS_LANG"].flatMap(Language.init(code:))
    let language = LanguageResolver.resolve(
      flag: ArgumentScan.languageFlag(in: arguments) ?? (newsLang == nil ? configLanguage : nil),
      environment: environment.variables)
    let output = await HelpLanguage.$current.withValue(language) {
      await run(arguments, in: environment)
    }
    output.write()
    exit(output.exitCode)
  }

  /// Parses the arguments and runs the chosen command, turning parse errors into output.
  static func run(_ arguments: [String], in environment: NewsEnvironment) async -> CommandOutput {
    do {
      var command = try RootCommand.parseAsRoot(arguments)
      guard let runnable = command as? NewsCommand else {
        // argument-parser's own commands (`news help search`) answer by throwing.
        try command.run()
        return CommandOutput()
      }
      return await runnable.execute(in: environment)
    } catch {
      return parseFailure(error, arguments: arguments)
    }
  }

  /// Help and version go to stdout with 0; usage errors to stderr with 64, with a pointer to
  /// the help when the message does not already say what to do.
  static func parseFailure(_ error: Error, arguments: [String]) -> CommandOutput {
    let code = RootCommand.exitCode(for: error)
    if code == .success {
      return CommandOutput(stdout: RootCommand.fullMessage(for: error) + "\n")
    }
    var message = RootCommand.message(for: error)
    if !message.contains("\n") {
      message = ParserMessage.localize(message, strings: HelpLanguage.strings)
      let names = [
        "search", "topic", "topics", "open", "show", "save", "unsave", "saved", "config",
      ]
      let command = ["news", ArgumentScan.subcommand(in: arguments, among: names)]
        .compactMap { $0 }.joined(separator: " ")
      message += "\n" + HelpLanguage.strings.errors.seeHelp(command)
    }
    return CommandOutput(stderr: ErrorView.prefix + message + "\n", exitCode: code.rawValue)
  }
}
