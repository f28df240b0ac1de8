import Foundation

/// `news open N`: article N of the last list in the browser, or its link printed.
public enum ArticleOpening {
  /// Opens the article's address (the publisher's, for a keyless link) with the browser the
  /// configuration or the environment names, given an environment without news' secrets; with
  /// no browser, the link is the answer; a browser that cannot start or fails is an error.
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
    // Opened is read; a browser that cannot start or fails marks nothing (issue 58).
    let outcome = await BrowserLauncher.open(link, in: environment, settings: settings)
    if let error = outcome.error(.browser) { throw error }
    if outcome == .done { library.opened(item) }
    if settings.json {
      return CommandOutput(
        stdout: ChangeJSONView.opened(number: number, link: link, opened: outcome == .done))
    }
    // No browser at all: the link is the answer.
    return outcome == .done ? CommandOutput() : CommandOutput(stdout: link + "\n")
  }
}
