import ArgumentParser
import Foundation
import NewsKit

/// `news edition read [<id>]`: an edition's articles, numbered like every list; in the
/// full-screen reader on a terminal.
struct EditionReadCommand: EditionSubcommand, StyledListCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "read", abstract: HelpLanguage.strings.editions.readAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption
  @OptionGroup var stories: StoriesOption

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.line))
  var line = false

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.editions.idArgument, valueName: HelpLanguage.strings.help.idValue),
    completion: .custom { _, _, _ in ShellCompletion.editions(in: .live()) })
  var id: String?

  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    try await EditionCommandRuns.read(
      id, pageSize: count.count == nil ? nil : settings.count, line: line, editions: editions,
      settings: settings, environment: environment)
  }
}
