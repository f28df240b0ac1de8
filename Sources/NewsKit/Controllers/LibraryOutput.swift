import Foundation
import Localization

/// What `save`, `unsave` and `saved` print.
public enum LibraryOutput {
  /// `saved`: the saved articles; with no store, an empty list and why (nothing can have been
  /// saved where no store can be).
  public static func saved(settings: Settings, environment: NewsEnvironment) async
    -> CommandOutput
  {
    let listing: Listing
    do {
      let library = try LibraryController.open(settings: settings, environment: environment)
      listing = Listing(model: try library.saved(), notices: library.notices)
    } catch NewsError.storeUnavailable(let path) {
      listing = .nothingStored(path)
    } catch {
      return .failure(error, language: settings.language)
    }
    return await .listing(listing, heading: .saved, settings: settings, environment: environment)
  }

  /// `save N`, `unsave N`: the article's JSON, or a line naming it.
  public static func confirmation(
    _ item: StoredArticle, settings: Settings, environment: NewsEnvironment,
    text: KeyPath<LibraryStrings, @Sendable (String) -> String>
  ) -> CommandOutput {
    if settings.json {
      return CommandOutput(stdout: ArticleDetailView.renderJSON(item))
    }
    let strings = settings.language.strings
    let title = item.article.title ?? strings.untitled
    // Wrapped by words to the terminal, as the feed commands' messages are: a long title
    // split mid-word at the terminal's edge.
    return CommandOutput(
      stdout: TextWrapper.paragraphs(
        [strings.library[keyPath: text](title)], width: TerminalDecisions.stdoutWidth(environment)))
  }

  /// `mark-read N... | --all`: the articles marked read (signed in, the marks go to the reader
  /// service at once), and how many, or its JSON.
  public static func markRead(
    _ numbers: [String], all: Bool, library: LibraryController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    guard all == numbers.isEmpty else { throw NewsError.usage(.markReadWhich) }
    let marked = try library.markRead(numbers: try numbers.map(LibraryController.number))
    var output =
      settings.json
      ? CommandOutput(stdout: ChangeJSONView.markedRead(marked.count))
      : CommandOutput(
        stdout: TextWrapper.paragraphs(
          [settings.language.strings.library.markedRead(marked.count)],
          width: TerminalDecisions.stdoutWidth(environment)))
    await SyncPush.afterChange(&output, settings: settings, environment: environment)
    return output
  }

  /// `story N`: the story's coverage, listed like any list.
  public static func story(
    _ number: Int, library: LibraryController, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let story = try library.story(number)
    return await .listing(
      Listing(model: story.model, notices: library.notices),
      heading: .story(story.title ?? settings.language.strings.untitled), settings: settings,
      environment: environment)
  }

  /// `show N`: article N in full (the publisher's address for a keyless link), noted as
  /// opened; or its JSON.
  public static func show(
    _ number: Int, images: Bool = false, library: LibraryController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let item = try await library.resolvedArticle(
      number, settings: settings, environment: environment)
    library.opened(item)
    if settings.json {
      return CommandOutput(stdout: ArticleDetailView.renderJSON(item))
    }
    let context = RenderContext(settings: settings, environment: environment)
    let picture = await PictureShowing.parts(
      item.article, number: number, asked: images, context: context, settings: settings,
      environment: environment)
    return CommandOutput(
      stdout: picture.above + ArticleDetailView(context: context).render(item) + picture.below,
      stderr: picture.stderr)
  }
}
