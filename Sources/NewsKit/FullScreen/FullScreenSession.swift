import Foundation
import Localization

/// Runs the full-screen reader on the terminal: builds what it acts with, starts at the latest
/// headlines, and returns the exit code once the terminal is given back.
public enum FullScreenSession {
  /// Articles per page when `--count` is not given: about a screenful.
  public static let defaultPageSize = 20

  /// Whether the reader can run: stdin and stdout are a terminal that is not `dumb`.
  public static func isPossible(_ environment: NewsEnvironment) -> Bool {
    environment.isTerminal(0) && environment.isTerminal(1)
      && environment.variables["TERM"] != "dumb"
  }

  /// `news` alone: the line mode with `--line` or `TERM=dumb`, else the full-screen reader
  /// (pages of `-n` articles when it was given, else a screenful), opening on the feeds when
  /// there are subscriptions (config `start`), else on the latest headlines.
  public static func reader(
    line: Bool, countGiven: Bool, settings: Settings, environment: NewsEnvironment
  ) async throws -> CommandOutput {
    if line || environment.variables["TERM"] == "dumb" {
      try await LineModeSession.run(settings: settings, in: environment)
      return CommandOutput()
    }
    let pageSize = countGiven ? settings.count : defaultPageSize
    let start = ReaderStart.choose(
      settings.readerStart,
      hasSubscriptions: settings.readerStart == nil && hasSubscriptions(settings, environment))
    return CommandOutput(
      exitCode: await run(
        settings: settings, pageSize: pageSize, in: environment,
        opening: start == .feeds ? .feeds(nil) : .news(.topic(.news))))
  }

  /// Whether the store holds any subscription; a store that cannot be read holds none.
  static func hasSubscriptions(_ settings: Settings, _ environment: NewsEnvironment) -> Bool {
    guard let feeds = try? FeedsController.open(settings: settings, environment: environment),
      let list = try? feeds.list(counting: false)
    else { return false }
    return !list.isEmpty
  }

  public static func run(
    settings: Settings, pageSize: Int, in environment: NewsEnvironment,
    opening: ReaderState.Subject = .news(.topic(.news))
  ) async -> Int32 {
    // Colour, theme and the terminal's background are settled before raw mode.
    let context = RenderContext(settings: settings, environment: environment)
    let device = TerminalDevice()
    let (inputs, feed) = AsyncStream<ScreenInput>.makeStream()
    let variables = environment.variables
    let size: @Sendable () -> (columns: Int, rows: Int) = {
      let real = device.size()
      return (
        TerminalDecisions.screenColumns(environment: variables, terminalColumns: real.columns),
        real.rows
      )
    }
    // How pictures are drawn is asked before keys are read (the terminal's answers would be
    // taken for keys), and only when the details may draw one.
    var renderer = ScreenRenderer(
      theme: context.theme, timeZone: context.timeZone, now: environment.now())
    if settings.images != .off {
      renderer.pictures = await PictureDrawing.live(
        environment: environment, colorEnabled: context.colorEnabled)
    }
    let signals = ScreenSignals(feed: feed, size: size)
    device.startReading(into: feed)
    defer {
      device.stopReading()
      signals.stop()
    }
    let start = size()
    var state = ReaderState(language: settings.language, columns: start.columns, rows: start.rows)
    state.bindings = settings.keyBindings
    state.bookmarks = settings.bookmarkCommand != nil
    state.players = settings.player != nil
    state.pictures = settings.images
    state.thumbnails.drawable =
      renderer.pictures.map { $0.graphics != .halfBlocks || $0.colorEnabled } ?? false
    state.showsFiltered = !settings.filtersApply
    let first = state.fetch(opening, page: 1)
    let loop = ReaderLoop(
      renderer: renderer, colorEnabled: context.colorEnabled,
      io: ReaderIO(
        write: device.write, enter: device.enter, leave: device.leave, suspend: device.suspend,
        size: size, pauseInput: device.pauseInput),
      actions: actions(
        settings: settings, pageSize: pageSize, environment: environment,
        pictureCell: renderer.pictures?.cell ?? PictureLayout.defaultCell,
        thumbnailsKeepFiles: renderer.pictures?.graphics == .iTerm2))
    return await loop.run(state, first: first, inputs: inputs, feed: feed)
  }

  /// The reader's actions: lists through the same controllers as the commands, so the store,
  /// the offline fallback and the numbered commands after quitting all work as usual.
  static func actions(
    settings: Settings, pageSize: Int, environment: NewsEnvironment,
    pictureCell: (width: Int, height: Int) = PictureLayout.defaultCell,
    thumbnailsKeepFiles: Bool = false
  ) -> ReaderActions {
    var actions = ReaderActions(
      list: { subject, language, page, filters in
        var adjusted = settings
        adjusted.language = language
        adjusted.page = page
        adjusted.filtersApply = filters
        adjusted.count = pageSize
        switch subject {
        case .news(let news):
          let controller = ListingController(environment: environment, settings: adjusted)
          switch news {
          case .search(let phrase): return try await controller.search([phrase])
          case .topic(let topic): return try await controller.headlines(topic)
          }
        case .feeds, .tagged, .query:
          let feeds = try FeedsController.open(settings: adjusted, environment: environment)
          // The first page syncs (signed in) and refreshes what is due, as `news read` does;
          // later pages page the store.
          if page == 1 {
            _ = await FeedCommandRuns.syncFirst(settings: adjusted, environment: environment)
          }
          var (references, tags): ([String], [String]) = ([], [])
          if case .feeds(let feed?) = subject { references = ["\(feed.id)"] }
          if case .tagged(let tag) = subject { tags = [tag] }
          var query: Query?
          if case .query(let saved) = subject { query = try QueryParser.query(saved.expression) }
          let model = try await feeds.read(
            references, tags: tags, query: query, only: .all, limit: pageSize,
            offline: page > 1, page: page)
          return Listing(model: model, notices: feeds.notices)
        case .stored(let phrase):
          // `/` in a view of the store: the store searched, as `search --offline`.
          let library = try LibraryController.open(settings: adjusted, environment: environment)
          let model =
            page > 1
            ? NewsModel(articles: [], total: nil, page: page)
            : try library.search([phrase], limit: pageSize)
          return Listing(model: model, notices: library.notices)
        case .saved:
          // One list, from the store: the saved articles become the last list, as `news saved`.
          let library = try LibraryController.open(settings: adjusted, environment: environment)
          let model =
            page > 1 ? NewsModel(articles: [], total: nil, page: page) : try library.saved()
          return Listing(model: model, notices: library.notices)
        case .edition(let edition):
          let editions = try EditionsController.open(settings: adjusted, environment: environment)
          let model = try editions.articles(of: edition, page: page, pageSize: pageSize)
          return Listing(model: model, notices: editions.notices)
        case .watch(let watch):
          // A watch's matches, newest first, read from then on, as `news watch read`.
          let watches = try WatchesController.open(settings: adjusted, environment: environment)
          let model =
            page > 1
            ? NewsModel(articles: [], total: nil, page: page)
            : try watches.read("\(watch.id)").model
          return Listing(model: model, notices: watches.notices)
        }
      },
      subscriptions: {
        try FeedsController.open(settings: settings, environment: environment).list()
      },
      detailsOpened: { article in
        let library = try LibraryController.open(settings: settings, environment: environment)
        guard let item = try library.stored(article) else { return nil }
        library.opened(item)
        return item.savedAt != nil
      },
      toggleSave: { article in
        let item = try LibraryController.open(settings: settings, environment: environment)
          .toggleSaved(article)
        return SaveOutcome(
          saved: item.savedAt != nil,
          title: item.article.title ?? settings.language.strings.untitled)
      },
      open: { link in
        // A keyless article opens at its publisher's address when Google gives it.
        let session = try? NewsSchema.required(
          settings: settings, environment: environment, showingProgress: false)
        let resolved =
          await KeylessLinks(
            settings: settings, environment: environment, session: session
          ).resolving([Article(link: link)])[0].link ?? link
        let outcome = await BrowserLauncher.open(resolved, in: environment, settings: settings)
        // Opened in the browser is read; a browser that failed marks nothing.
        if outcome == .done,
          let library = try? LibraryController.open(settings: settings, environment: environment),
          let item = try? library.stored(Article(link: link))
        {
          library.opened(item)
        }
        return outcome
      },
      markRead: { articles in
        _ = try LibraryController.open(settings: settings, environment: environment)
          .markRead(articles)
      },
      stored: { subject, language in
        guard case .news(let news) = subject else { return nil }
        var adjusted = settings
        adjusted.language = language
        return ListingController(environment: environment, settings: adjusted).stored(news)
      },
      storedText: { article in
        guard
          let item = try? LibraryController.open(settings: settings, environment: environment)
            .stored(article),
          item.article.fullText != nil || item.article.fullTextStatus != nil
        else { return nil }
        return (item.article.fullText, item.article.fullTextStatus)
      },
      readPage: { article in
        await PageTextController(settings: settings, environment: environment).read(article)
      },
      addFeed: { address in
        do {
          let feeds = try FeedsController.open(settings: settings, environment: environment)
          return await feeds.add([address]).first
            ?? .failed(address, .usage(.invalidFeedURL(address)))
        } catch {
          return .failed(address, error as? NewsError ?? .usage(.storeDisabled))
        }
      },
      removeFeed: { feed in
        try FeedsController.open(settings: settings, environment: environment)
          .remove(["\(feed.id)"]).first ?? feed
      })
    actions.macro = { command, link in
      await ProgramOutcome.macro(command, link: link, settings: settings, environment: environment)
    }
    actions.bookmark = { article in
      await ProgramOutcome.bookmark(article, settings: settings, environment: environment)
    }
    actions.refreshAll = {
      let results = try await FeedsController.open(settings: settings, environment: environment)
        .refresh([], force: true, jobs: FeedsController.defaultJobs)
      return FeedsRefreshed(
        feeds: results.count, failed: results.filter(\.failed).count)
    }
    actions.markFeedsRead = { ids in
      try FeedsController.open(settings: settings, environment: environment).markRead(feeds: ids)
    }
    actions.watches = {
      try WatchesController.open(settings: settings, environment: environment).list()
    }
    actions.savedQueries = {
      try QueriesController.open(settings: settings, environment: environment).list()
    }
    actions.addDownloads(settings: settings, environment: environment)
    actions.picture = picture(settings: settings, environment: environment, cell: pictureCell)
    actions.thumbnail = thumbnail(
      settings: settings, environment: environment, cell: pictureCell,
      keepsFile: thumbnailsKeepFiles)
    return actions
  }
}
