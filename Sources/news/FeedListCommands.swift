import ArgumentParser
import Foundation
import NewsKit

/// `news feed list`
struct FeedListCommand: FeedSubcommand, StyledCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "list", abstract: HelpLanguage.strings.help.feedListAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var style: StyleOptions
  @OptionGroup var output: JSONOption

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    let list = try feeds.list()
    if settings.json { return CommandOutput(stdout: FeedListView.renderJSON(list)) }
    let context = RenderContext(settings: settings, environment: environment)
    return CommandOutput(
      stdout: FeedListView(context: context, now: environment.now()).render(list))
  }
}

/// `news feed export`
struct FeedExportCommand: FeedSubcommand, LanguageJSONCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "export", abstract: HelpLanguage.strings.help.feedExportAbstract)
  }

  @OptionGroup var language: LanguageOption
  @OptionGroup var output: JSONOption

  func act(on feeds: FeedsController, settings: Settings, environment: NewsEnvironment)
    async throws -> CommandOutput
  {
    // OPML is the export; as JSON it is the subscriptions as `feed list --json` gives them.
    if settings.json { return CommandOutput(stdout: FeedListView.renderJSON(try feeds.list())) }
    return CommandOutput(stdout: try feeds.exportOPML())
  }
}
