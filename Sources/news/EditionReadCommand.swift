import ArgumentParser
import Foundation
import NewsKit

/// `news edition read [<id>]`: an edition's articles, numbered like every list; in the
/// full-screen reader on a terminal.
struct EditionReadCommand: EditionSubcommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "read", abstract: HelpLanguage.strings.editions.readAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var count: CountOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  @Flag(help: ArgumentHelp(HelpLanguage.strings.help.line))
  var line = false

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.strings.editions.idArgument, valueName: HelpLanguage.strings.help.idValue))
  var id: String?

  var values: CommandLineOptions {
    CommandLineOptions(
      lang: language.lang, count: count.count, theme: style.theme, color: style.color,
      json: output.json)
  }

  func act(on editions: EditionsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let edition = try editions.find(id)
    let context = RenderContext(settings: settings, environment: environment)
    let heading = NewsListView.Heading.edition(
      edition.id, EditionView(context: context).heading(edition))
    if !settings.json, !line, FullScreenSession.isPossible(environment) {
      let pageSize = count.count == nil ? FullScreenSession.defaultPageSize : settings.count
      let code = await FullScreenSession.run(
        settings: settings, pageSize: pageSize, in: environment, opening: .edition(edition))
      return CommandOutput(exitCode: code)
    }
    // Every article is numbered for `news show N`; without -n the whole edition is listed.
    let shown = try editions.articles(
      of: edition, page: 1, pageSize: count.count == nil ? Int.max : settings.count)
    return CommandOutput(
      stdout: ListPresenter.render(
        shown, heading: heading, settings: settings, environment: environment))
  }
}
