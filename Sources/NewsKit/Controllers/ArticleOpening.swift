import Foundation

/// `news open N`: article N of the last list in the browser, or its link printed.
public enum ArticleOpening {
  /// Opens the article's address (the publisher's, for a keyless link) with the browser the
  /// environment names, given an environment without news' secrets; with no browser, the link
  /// is the answer, and a browser that failed is said.
  public static func open(
    _ number: Int, library: LibraryController, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    // Only an http(s) address, percent-encoded, ever reaches the browser or the terminal:
    // the store may hold anything (`file:` links, an option-like "--", escape sequences).
    let item = try await library.resolvedArticle(
      number, settings: settings, environment: environment)
    guard let stored = item.article.link, let link = Hyperlink.target(stored) else {
      throw NewsError.usage(.noLink(number))
    }
    // Opened is read, whether or not a browser starts: the reader asked for the article.
    library.opened(item)
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
