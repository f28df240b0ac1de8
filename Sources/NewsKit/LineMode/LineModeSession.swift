import Foundation
import Localization

/// Runs the interactive mode: reads lines from the terminal and prints what the session says.
public enum LineModeSession {
  public static func run(settings: Settings, in environment: NewsEnvironment) async throws {
    // The terminal is asked for its background once, not for every list.
    let baseContext = RenderContext(settings: settings, environment: environment)
    let actions = InteractiveSession.Actions(
      list: { subject, language, page in
        var adjusted = settings
        adjusted.language = language
        adjusted.page = page
        let controller = ListingController(environment: environment, settings: adjusted)
        let screen = language.strings.screen
        let label: String
        switch subject {
        case .search: label = screen.searching
        case .topic: label = screen.fetchingHeadlines
        }
        return try await withProgress(adjusted, environment, label) {
          switch subject {
          case .search(let phrase): return try await controller.search([phrase])
          case .topic(let topic): return try await controller.headlines(topic)
          }
        }
      },
      subscriptions: {
        try FeedsController.open(settings: settings, environment: environment).list()
      },
      read: { feed, page in
        let feeds = try FeedsController.open(settings: settings, environment: environment)
        // The first page syncs (signed in) and refreshes what is due, as `news read` does;
        // later pages page the store.
        let label = settings.language.strings.screen.readingFeeds
        let model = try await withProgress(settings, environment, label) {
          if page == 1 {
            _ = await FeedCommandRuns.syncFirst(settings: settings, environment: environment)
          }
          return try await feeds.read(
            feed.map { ["\($0.id)"] } ?? [], only: .all, limit: settings.count,
            offline: page > 1, page: page)
        }
        return Listing(model: model, notices: feeds.notices)
      },
      library: {
        try LibraryController.open(settings: settings, environment: environment)
      },
      open: { await BrowserLauncher.open($0, in: environment, settings: settings) == .done },
      context: { language in
        var context = baseContext
        context.language = language
        return context
      }, now: environment.now)
    var session = InteractiveSession(language: settings.language, actions: actions)
    write(session.greeting())
    while !session.finished {
      write(session.prompt)
      guard let line = readLine() else {
        write("\n")
        return
      }
      write(await session.handle(line))
    }
  }

  static func write(_ text: String) {
    guard !text.isEmpty else { return }
    StandardStream.write(text, to: 1)
  }
}
