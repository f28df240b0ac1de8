import ArgumentParser
import NewsKit

/// `news mark-read [N...] [--all]`: marks articles of the last list read, as opening them would.
struct MarkReadCommand: TopLevelCommand, NewsCommand, NetworkedCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(
      commandName: "mark-read", abstract: HelpLanguage.strings.help.markReadAbstract,
      usage: "news mark-read <N>... | --all")
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption
  // Signed in, the marks go to the reader service at once.
  @OptionGroup var network: NetworkOptions

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.markReadAll))
  var all = false

  @Argument(help: ArgumentHelp(HelpLanguage.strings.help.markReadNumbers, valueName: "N"))
  var numbers: [String] = []

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await MarkReadCommandLine(numbers: numbers, all: all, options: values).execute(in: environment)
  }
}

/// A `mark-read` line, read by `MarkReadCommandLine.parse` or built by the command from what
/// argument-parser read: one run for both.
extension MarkReadCommandLine: NewsCommand {
  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    await run(
      arguments: Invocation.arguments, environment: environment, language: HelpLanguage.current)
  }
}
