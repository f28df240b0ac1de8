import ArgumentParser
import NewsKit

/// `news open N`: opens article N of the last list in the browser, or prints its link.
struct OpenCommand: NumberedCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "open", abstract: HelpLanguage.strings.help.openAbstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var number: ArticleNumber

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang) }

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    // Only an http(s) address, percent-encoded, ever reaches the browser or the terminal:
    // the store may hold anything (`file:` links, an option-like "--", escape sequences).
    guard let stored = try library.article(number).article.link,
      let link = Hyperlink.target(stored)
    else {
      throw NewsError.usage(.noLink(number))
    }
    guard
      let command = BrowserLauncher.command(
        for: link, environment: environment.variables, isExecutable: environment.isExecutable)
    else {
      return CommandOutput(stdout: link + "\n")
    }
    let variables = ChildEnvironment.variables(for: environment, apiKey: settings.apiKey)
    if await environment.launch(command, variables) == 0 {
      return CommandOutput()
    }
    return CommandOutput(
      stdout: link + "\n",
      stderr: ErrorView.prefix + settings.language.strings.library.noBrowser + "\n")
  }
}
