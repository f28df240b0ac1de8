import ArgumentParser
import NewsKit

/// `news open N`: opens article N of the last list in the browser, or prints its link.
struct OpenCommand: NumberedCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "open", abstract: HelpLanguage.strings.help.openAbstract)
  }

  @OptionGroup var language: LanguageOption

  @OptionGroup var number: ArticleNumber
  @OptionGroup var output: JSONOption

  var values: CommandLineOptions { CommandLineOptions(lang: language.lang, json: output.json) }

  func act(
    on library: LibraryController, number: Int, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    // Only an http(s) address, percent-encoded, ever reaches the browser or the terminal:
    // the store may hold anything (`file:` links, an option-like "--", escape sequences).
    guard
      let stored = try await library.resolvedArticle(
        number, settings: settings, environment: environment
      ).article.link,
      let link = Hyperlink.target(stored)
    else {
      throw NewsError.usage(.noLink(number))
    }
    let command = BrowserLauncher.command(
      for: link, environment: environment.variables, isExecutable: environment.isExecutable)
    var opened = false
    if let command {
      let variables = ChildEnvironment.variables(for: environment, apiKey: settings.apiKey)
      opened = await environment.launch(command, variables) == 0
    }
    if settings.json {
      return CommandOutput(
        stdout: ChangeJSONView.opened(number: number, link: link, opened: opened))
    }
    if opened { return CommandOutput() }
    // No browser at all: the link is the answer; one that failed is said too.
    guard command != nil else { return CommandOutput(stdout: link + "\n") }
    return CommandOutput(
      stdout: link + "\n",
      stderr: ErrorView.prefix + settings.language.strings.library.noBrowser + "\n")
  }
}
