import ArgumentParser
import NewsKit

/// `news config`: the effective settings, with the key redacted.
struct ConfigCommand: TopLevelCommand, NewsCommand {
  static var base: CommandConfiguration {
    CommandConfiguration(commandName: "config", abstract: HelpLanguage.strings.help.configAbstract)
  }

  @OptionGroup var options: GlobalOptions

  func execute(in environment: NewsEnvironment) async -> CommandOutput {
    do {
      let settings = try options.settings(in: environment)
      let config = try ConfigLoader.load(environment: environment)
      return CommandOutput(stdout: ConfigView.render(settings, config: config))
    } catch {
      return .failure(error, language: HelpLanguage.current)
    }
  }
}
