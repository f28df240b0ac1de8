import Foundation
import Localization

/// What reaches the reader's loop: an event for the state, or a word from the terminal.
public enum ScreenInput: Sendable {
  case event(ReaderEvent)
  /// A signal asked the reader to end (SIGTERM, SIGHUP, SIGINT, the terminal closing): the
  /// exit code.
  case terminate(Int32)
  /// The process was stopped from outside and continued: the terminal must be set up again.
  case continued
}

/// How the loop reaches the terminal: tests give their own.
public struct ReaderIO: Sendable {
  /// Writes bytes in one write.
  public var write: @Sendable (String) -> Void
  /// Raw mode, the alternate screen, a hidden cursor.
  public var enter: @Sendable () -> Void
  /// The terminal as it was found.
  public var leave: @Sendable () -> Void
  /// Stops the process until `fg` (called with the terminal given back).
  public var suspend: @Sendable () -> Void
  /// Columns and rows now.
  public var size: @Sendable () -> (columns: Int, rows: Int)
  /// Stops (true) or restarts (false) reading keys, while another program has the terminal.
  public var pauseInput: @Sendable (Bool) -> Void

  public init(
    write: @escaping @Sendable (String) -> Void, enter: @escaping @Sendable () -> Void,
    leave: @escaping @Sendable () -> Void, suspend: @escaping @Sendable () -> Void,
    size: @escaping @Sendable () -> (columns: Int, rows: Int),
    pauseInput: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    self.write = write
    self.enter = enter
    self.leave = leave
    self.suspend = suspend
    self.size = size
    self.pauseInput = pauseInput
  }
}

/// What the reader can do in the world.
public struct ReaderActions: Sendable {
  /// One page of a list, in a language; with the filters hiding what they match, or not.
  public var list: @Sendable (ReaderState.Subject, Language, Int, Bool) async throws -> Listing
  /// The subscriptions.
  public var subscriptions: @Sendable () async throws -> [FeedSubscription]
  /// An article's details were opened: notes it as read (an edition's read count) and answers
  /// whether it is saved (nil when the store does not know it).
  public var detailsOpened: @Sendable (Article) async throws -> Bool?
  /// Saves an article of the list shown, or unsaves it when it is saved.
  public var toggleSave: @Sendable (Article) async throws -> SaveOutcome
  /// Opens a link in the browser (and notes it read when it opened); how it went.
  public var open: @Sendable (String) async -> ProgramOutcome
  /// Runs a macro with an address, or the bookmark command with an article, with the
  /// terminal; how it went.
  public var macro: @Sendable (String, String) async -> ProgramOutcome = { _, _ in .none }
  public var bookmark: @Sendable (Article) async -> ProgramOutcome = { _ in .none }
  /// Downloads an article's enclosure, saying how far it came (with the file's name); the file.
  public var download:
    @Sendable (Article, @escaping @Sendable (String, DownloadProgress) -> Void) async throws ->
      DownloadResult = { _, _ in throw NewsError.usage(.storeDisabled) }
  /// The downloaded file of an article's enclosure; nil when it is not downloaded.
  public var downloadedFile: @Sendable (Article) async -> String? = { _ in nil }
  /// Plays a downloaded file with the player, with the terminal.
  public var play: @Sendable (String) async -> ProgramOutcome = { _ in .none }
  /// Fetches and decodes the picture at an address (`i`).
  public var picture: @Sendable (String) async -> Result<PictureBytes, ReaderPicture.Problem> = {
    _ in .failure(.unreadable)
  }
  /// Fetches and decodes a list thumbnail's picture, made as small as it is drawn.
  public var thumbnail: @Sendable (String) async -> Result<PictureBytes, ReaderPicture.Problem> =
    { _ in .failure(.unreadable) }
  /// Refreshes every feed, due or not (`R`).
  public var refreshAll: @Sendable () async throws -> FeedsRefreshed = {
    FeedsRefreshed(feeds: 0, failed: 0)
  }
  /// Marks every unread article of these feeds read (all when empty); how many.
  public var markFeedsRead: @Sendable ([Int64]) async throws -> Int = { _ in 0 }
  /// Marks articles of the list shown as read.
  public var markRead: @Sendable ([Article]) async throws -> Void
  /// What the store holds of a list, shown while the network answers; nil when nothing.
  public var stored: @Sendable (ReaderState.Subject, Language) async -> Listing?
  /// The full text the store holds for an article (from an edition), and what came of reading
  /// its page; nil when it has none.
  public var storedText: @Sendable (Article) async -> (String?, FullTextStatus?)?
  /// Reads an article's page for its full text, keeping it with the article in the store.
  public var readPage: @Sendable (Article) async -> (String?, FullTextStatus)
  /// Subscribes to the feed at an address (or one its page announces).
  public var addFeed: @Sendable (String) async -> FeedAddOutcome
  /// Unsubscribes from a feed.
  public var removeFeed: @Sendable (FeedSubscription) async throws -> FeedSubscription
  /// The watches, with their unread matches (`w`).
  public var watches: @Sendable () async throws -> [Watch] = { [] }
  /// The saved queries, listed with the feeds.
  public var savedQueries: @Sendable () async throws -> [SavedQuery] = { [] }

  public init(
    list: @escaping @Sendable (ReaderState.Subject, Language, Int, Bool) async throws -> Listing,
    subscriptions: @escaping @Sendable () async throws -> [FeedSubscription],
    detailsOpened: @escaping @Sendable (Article) async throws -> Bool?,
    toggleSave: @escaping @Sendable (Article) async throws -> SaveOutcome,
    open: @escaping @Sendable (String) async -> ProgramOutcome,
    markRead: @escaping @Sendable ([Article]) async throws -> Void = { _ in },
    stored: @escaping @Sendable (ReaderState.Subject, Language) async -> Listing? = { _, _ in nil },
    storedText: @escaping @Sendable (Article) async -> (String?, FullTextStatus?)? = { _ in nil },
    readPage: @escaping @Sendable (Article) async -> (String?, FullTextStatus) = { _ in
      (nil, .unavailable)
    },
    addFeed: @escaping @Sendable (String) async -> FeedAddOutcome = {
      .failed($0, .usage(.storeDisabled))
    },
    removeFeed: @escaping @Sendable (FeedSubscription) async throws -> FeedSubscription = { _ in
      throw NewsError.usage(.storeDisabled)
    }
  ) {
    self.storedText = storedText
    self.readPage = readPage
    self.addFeed = addFeed
    self.removeFeed = removeFeed
    self.markRead = markRead
    self.stored = stored
    self.list = list
    self.subscriptions = subscriptions
    self.detailsOpened = detailsOpened
    self.toggleSave = toggleSave
    self.open = open
  }
}

/// The one loop of the full-screen reader: takes inputs one at a time, applies them to the
/// state, draws the difference, and starts the work the state asks for, whose outcomes come
/// back as inputs. Nothing in it waits on the network.
public struct ReaderLoop: Sendable {
  let renderer: ScreenRenderer
  let colorEnabled: Bool
  let io: ReaderIO
  let actions: ReaderActions
  /// Seconds between the spinner's frames.
  let tickInterval: Double

  public init(
    renderer: ScreenRenderer, colorEnabled: Bool, io: ReaderIO, actions: ReaderActions,
    tickInterval: Double = Spinner.interval
  ) {
    self.renderer = renderer
    self.colorEnabled = colorEnabled
    self.io = io
    self.actions = actions
    self.tickInterval = tickInterval
  }

  /// Runs until the state has an exit code, the inputs end, or a signal ends it; the terminal
  /// is given back in every case. Returns the exit code.
  public func run(
    _ initial: ReaderState, first: [ReaderEffect] = [], inputs: AsyncStream<ScreenInput>,
    feed: AsyncStream<ScreenInput>.Continuation
  ) async -> Int32 {
    var state = initial
    var writer = FrameWriter(colorEnabled: colorEnabled)
    var drawn = DrawnPicture()
    var work = WorkInFlight(actions: actions, feed: feed, tickInterval: tickInterval)
    io.enter()
    defer {
      work.stopAll()
      io.leave()
    }
    work.perform(first + state.thumbnailEffects(), state: &state, writer: &writer, io: io)
    draw(state, &writer, &drawn)
    for await input in inputs {
      switch input {
      case .event(let event):
        // A new size may have reflowed what was on the screen: draw it all again.
        if case .resize = event { writer.invalidate() }
        let effects = state.apply(event)
        state.detailTop = renderer.clampedDetailTop(state)
        state.helpTop = renderer.clampedHelpTop(state)
        for effect in effects {
          switch effect {
          case .open(let link):
            await inForeground(state: &state, writer: &writer) { .opened(await $0.open(link)) }
          case .macro(let command, let link):
            await inForeground(state: &state, writer: &writer) {
              .ran(.macro, await $0.macro(command, link))
            }
          case .bookmark(let article):
            await inForeground(state: &state, writer: &writer) {
              .ran(.bookmark, await $0.bookmark(article))
            }
          case .play(let article):
            // Only a file that is there takes the terminal from the reader.
            guard let path = await actions.downloadedFile(article) else {
              _ = state.apply(.notDownloaded)
              continue
            }
            await inForeground(state: &state, writer: &writer) {
              .ran(.player, await $0.play(path))
            }
          default:
            work.perform([effect], state: &state, writer: &writer, io: io)
          }
        }
      case .terminate(let code):
        state.exitCode = code
      case .continued:
        io.enter()
        writer.invalidate()
      }
      // The list in view asks for the thumbnails it lacks (scrolled, loaded, resized, or one
      // fetch ended and left room for another).
      work.perform(state.thumbnailEffects(), state: &state, writer: &writer, io: io)
      work.tick(while: state.isBusy)
      if let code = state.exitCode { return code }
      draw(state, &writer, &drawn)
    }
    return state.exitCode ?? 0
  }

  /// Runs a program with the terminal given to it: the browser, which may be a terminal
  /// program (w3m, lynx), a macro, the bookmark command. The screen and the key reader step
  /// aside until it ends, then everything is drawn again. Keys typed meanwhile are its own.
  func inForeground(
    state: inout ReaderState, writer: inout FrameWriter,
    _ body: (ReaderActions) async -> ReaderEvent
  ) async {
    io.pauseInput(true)
    io.leave()
    let event = await body(actions)
    io.enter()
    io.pauseInput(false)
    writer.invalidate()
    let size = io.size()
    _ = state.apply(.resize(columns: size.columns, rows: size.rows))
    _ = state.apply(event)
  }
}
