import Foundation
import Localization

/// Everything the full-screen reader shows, as one value: the screen is drawn from it alone.
///
/// Keys and answers from the network arrive as `ReaderEvent`s; `apply` changes the state and
/// says what to do in the world (`ReaderEffect`s); nothing here waits or touches the terminal.
public struct ReaderState: Sendable, Equatable {
  /// What a list shows.
  public enum Subject: Sendable, Equatable {
    /// News from the provider: a search or a topic.
    case news(NewsQuery.Subject)
    /// The newest articles of one subscription, or of all of them (nil).
    case feeds(FeedSubscription?)
    /// The newest articles of the feeds with a tag.
    case tagged(String)
    /// The newest feed articles a saved query matches.
    case query(SavedQuery)
    /// An edition's articles, from the store.
    case edition(EditionSummary)
    /// The saved articles (`S`), from the store.
    case saved
    /// A watch's matches (`w`, then Enter), from the store.
    case watch(Watch)
    /// A search of the store (`/` in a view of the store: the feeds, saved, a watch).
    case stored(String)

    /// Whether the view shows the store rather than the provider's news: `/` searches the
    /// store there, and the provider's failures are not its own.
    public var isStore: Bool {
      if case .news = self { return false }
      return true
    }

    /// Whether the view lists feed articles: `t` picks a tag there.
    var isFeeds: Bool {
      switch self {
      case .feeds, .tagged, .query: true
      default: false
      }
    }
  }

  /// The screen in front.
  public enum Screen: Sendable, Equatable {
    case list
    case detail
    case topics
    case search
    case feeds
    /// The prompt for a feed's address, over the feeds list (`a`).
    case feedAddress
    /// The watches with their unread matches (`w`).
    case watches
  }

  /// A request that runs: its number, and what it will show.
  public struct Request: Sendable, Equatable {
    public var id: Int
    public var subject: Subject
    public var page: Int
    /// Whether the selection stays where it is (refresh, language switch).
    public var keepsSelection: Bool
    /// Whether the filters hide what they match (`F` turns them off and on).
    public var filters = true
  }

  /// What the status line says, kept as data so a language switch words it anew.
  public enum Message: Sendable, Equatable {
    case error(NewsError)
    case notice(StoreNotice)
    /// Several notices of one list, said one after the other.
    case notices([StoreNotice])
    /// `F`: the filters are off for the lists shown, or on again.
    case filtersOff
    case filtersOn
    case cancelled
    case opened
    /// No browser could be opened: the link, shown whole so it can be copied.
    case noBrowser(String)
    case saved(String)
    case unsaved(String)
    case firstPage
    /// `n` found no further page.
    case lastPage
    /// No next (or previous) article for `n` (`p`) in the details.
    case lastArticle
    case firstArticle
    /// `u`: read articles hidden, or shown again.
    case readHidden
    case readShown
    /// `A`: so many articles marked read.
    case markedRead(Int)
    /// `x`: the full text is already shown; the page gave none, or could not be read.
    case fullTextShown
    case pageRead(FullTextStatus)
    /// The feeds list: subscribed, already subscribed, unsubscribed (feed names), and the
    /// question before unsubscribing.
    case subscribed(String, id: Int64)
    case alreadySubscribed(String, id: Int64)
    case unsubscribed(String)
    case confirmRemoval(String)
    /// A key that does nothing where it was pressed: `?` lists the keys.
    case keysHint
    /// `n` (`p`): no unread article after (before) the selection in the list.
    case noUnreadAfter
    case noUnreadBefore
    /// `N` (Ctrl-P): no other feed has unread articles.
    case noUnreadFeed
    /// `R`: so many feeds refreshed, so many of them failed.
    case refreshedAll(feeds: Int, failed: Int)
    /// `b`: the article was handed to the bookmark command; none is configured.
    case bookmarked
    case noBookmarkCommand
    /// `,`: waiting for a macro's key; a key no macro has.
    case macroPrompt
    case noMacro(String)
    /// A macro ran.
    case macroRan
    /// `e`: the enclosure coming (its file's name, how far), downloaded; the article has none.
    case downloading(String, DownloadProgress)
    case downloaded(String)
    case noEnclosure
    /// `P`: the file is not downloaded yet; no player is configured; the player ended.
    case notDownloaded
    case noPlayer
    case played
    /// `i`: pictures are off (`images = "off"`); the article has none.
    case picturesOff
    case noPicture
  }

  /// The language of the interface and of the articles asked for.
  public var language: Language
  /// The keys and macros the configuration binds.
  public var bindings = KeyBindings()
  /// Whether a bookmark command is configured (`b`).
  public var bookmarks = false
  /// Whether a player is configured (`P`).
  public var players = false
  /// Whether the details draw pictures: never, when asked (`i`), or at once.
  public var pictures = PictureSetting.ask
  /// The picture of the article in the details, once asked for.
  public var picture: ReaderPicture?
  /// The list's thumbnails (`images = "list"`), as far as each came.
  public var thumbnails = ReaderThumbnails()
  /// The last `R` reached no feed: the feeds' lists are not said to be live.
  var feedsUnreachable = false
  /// `e`: an enclosure is being downloaded (one at a time).
  var downloads = false
  /// `,` was pressed: the next key names a macro.
  var awaitsMacro = false
  /// `N` (+1) or Ctrl-P (-1) waits for the feeds to be listed.
  var pendingFeedStep: Int?
  /// What the answer of the request that runs says when it has nothing to say itself (`R`'s
  /// count).
  var carriedMessage: Message?
  /// Columns and rows of the terminal.
  public var columns: Int
  public var rows: Int
  /// The screen in front, and whether the key help covers it.
  public var screen = Screen.list
  public var showsHelp = false

  /// The list shown: its subject (nil before the first), page and articles.
  public var subject: Subject?
  public var page = 1
  /// The articles shown: the list as fetched, less the read ones while `hidesRead`.
  public var articles: [Article] = []
  /// The list as fetched.
  public var fetchedArticles: [Article] = []
  /// Whether read articles are hidden (`u`).
  public var hidesRead = false
  /// `t` in the feeds: the feeds list opens on its first tag once it is loaded.
  var picksTag = false
  public var total: Int?
  /// When the list shown was fetched, if it came from the store because the network failed.
  public var offlineSince: Date?
  /// The selected article (index into `articles`) and the first one in view.
  public var selection = 0
  public var top = 0

  /// The detail view's first line in view, and whether its article is saved (nil: not known).
  public var detailTop = 0
  public var detailSaved: Bool?
  /// The key help's first line in view, when it is longer than the screen.
  public var helpTop = 0
  /// Whether the lists show what the filters would hide (`F`, or `--no-filter`).
  public var showsFiltered = false
  /// How many articles of the list shown the filters hid.
  public var hiddenByFilters = 0
  /// Whether the request that runs was asked for by `F`.
  var filtersToggled = false

  /// The topic picker's and the feeds list's selections; the subscriptions listed.
  public var topicSelection = 0
  public var feeds: [FeedSubscription] = []
  /// The saved queries, listed with the feeds.
  public var queries: [SavedQuery] = []
  /// The watches, as the store last gave them, and the one selected.
  public var watches: [Watch] = []
  public var watchSelection = 0
  public var feedSelection = 0

  /// The search prompt, and the feed address prompt (each with its own history).
  public var editor = LineEditor()
  public var addressEditor = LineEditor()
  /// The feed `d` asked to unsubscribe from, until `y` (or any other key) answers.
  public var pendingRemoval: FeedSubscription?
  /// The article whose page `x` is reading, until it is read.
  public var readingPage: Article?

  /// The request that runs, if any, the spinner's frame, and the last request's number.
  public var request: Request?
  public var spinnerFrame = 0
  var lastRequestID = 0
  /// The request whose preview (the store's copy) is shown, until its answer comes.
  var previewID: Int?

  /// The status line's message.
  public var message: Message?
  /// Set when the reader is done: the exit code to end with.
  public var exitCode: Int32?

  /// A reader of a size, in a language, before anything is shown.
  public init(language: Language, columns: Int, rows: Int) {
    self.language = language
    self.columns = columns
    self.rows = rows
  }

  /// The strings of the language in use.
  public var strings: StringTable { language.strings }

  /// Rows between the heading and the status line.
  public var bodyRows: Int { max(1, rows - 2) }

  /// The list's rows an article takes: below `ScreenRenderer.dateColumns` its date and source
  /// go on a second row rather than out of sight; beside a thumbnail, three.
  public var articleRows: Int {
    if showsThumbnails { return ReaderThumbnails.rows }
    return columns < ScreenRenderer.dateColumns ? 2 : 1
  }

  /// How many articles the list shows at once.
  public var listRows: Int { max(1, bodyRows / articleRows) }

  /// The selected article, if the list has one.
  public var selected: Article? {
    articles.indices.contains(selection) ? articles[selection] : nil
  }

  /// Whether a request runs.
  public var isLoading: Bool { request != nil }

  /// Whether the spinner turns: a request runs, or a page is being read.
  public var isBusy: Bool { isLoading || readingPage != nil }

  /// Moves the list's selection by `delta`, keeping it in view.
  mutating func moveSelection(by delta: Int) {
    guard !articles.isEmpty else { return }
    selection = min(max(0, selection + delta), articles.count - 1)
    scrollToSelection()
  }

  /// Scrolls so the selection is in view.
  mutating func scrollToSelection() {
    let visible = listRows
    if selection < top { top = selection }
    if selection >= top + visible { top = selection - visible + 1 }
    top = max(0, min(top, max(0, articles.count - visible)))
  }

  /// Starts a request for a subject and page; the list shown stays until the answer comes.
  public mutating func fetch(_ subject: Subject, page: Int, keepsSelection: Bool = false)
    -> [ReaderEffect]
  {
    var effects: [ReaderEffect] = []
    if let running = request { effects.append(.cancel(running.id)) }
    lastRequestID += 1
    let next = Request(
      id: lastRequestID, subject: subject, page: page, keepsSelection: keepsSelection,
      filters: !showsFiltered)
    request = next
    spinnerFrame = 0
    message = nil
    filtersToggled = false
    effects.append(.fetch(next, language))
    return effects
  }
}
