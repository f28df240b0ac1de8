import Foundation

/// `news bookmark N`: article N of the last list handed to the bookmark command, as
/// newsboat's `bookmark-cmd` gets it (address, title, summary, feed).
public enum ArticleBookmarking {
  /// Runs the bookmark command with the terminal; a command that is not configured, cannot
  /// start or fails is an error (78).
  public static func bookmark(
    _ number: Int, library: LibraryController, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    guard settings.bookmarkCommand != nil else {
      throw NewsError.configuration(.noBookmarkCommand)
    }
    let item = try await library.resolvedArticle(
      number, settings: settings, environment: environment)
    guard let stored = item.article.link, let link = Hyperlink.target(stored) else {
      throw NewsError.usage(.noLink(number))
    }
    var article = item.article
    article.link = link
    let outcome = await ProgramOutcome.bookmark(
      article, settings: settings, environment: environment)
    if let error = outcome.error(.bookmark) { throw error }
    if settings.json {
      return CommandOutput(
        stdout: JSONValue.object([
          ("number", .int(number)), ("link", .string(link)), ("bookmarked", .bool(true)),
        ]).rendered() + "\n")
    }
    let title = TerminalSanitizer.sanitize(
      item.article.title ?? settings.language.strings.untitled)
    return CommandOutput(
      stdout: settings.language.strings.library.bookmarkedConfirmation(title) + "\n")
  }
}
