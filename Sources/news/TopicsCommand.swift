import ArgumentParser
import NewsKit

/// `news topics`: the topics with their names; needs no network and no key.
struct TopicsCommand: ParsableCommand, NewsCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "topics", abstract: HelpLanguage.strings.help.topicsAbstract)
  }

  @OptionGroup var options: GlobalOptions

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      let settings = try options.settings(in: environment)
      if settings.json {
        return CommandOutput(stdout: TopicsView.renderJSON(language: settings.language))
      }
      let context = RenderContext(settings: settings, environment: environment)
      return CommandOutput(stdout: TopicsView(context: context).render(api: settings.api))
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
