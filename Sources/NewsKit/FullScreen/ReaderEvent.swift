import Localization

/// Something that happened to the full-screen reader: a key, a new size, a tick of the spinner,
/// or the outcome of work it asked for.
public enum ReaderEvent: Sendable {
  case key(Key)
  case resize(columns: Int, rows: Int)
  /// Time passed while a request runs: the spinner turns.
  case tick
  /// The answer to request `id`.
  case listed(id: Int, Result<Listing, NewsError>)
  /// What the store holds of the list request `id` asks for, shown until the answer comes.
  case preview(id: Int, Listing)
  /// The full text the store holds for an article whose details are open, and its status.
  case storedText(Article, String?, FullTextStatus?)
  /// The subscriptions, for the feeds list.
  case feedsListed(Result<[FeedSubscription], NewsError>)
  /// The saved queries, listed with the feeds (none when the store cannot say).
  case queriesListed([SavedQuery])
  /// The watches, for the watch list.
  case watchesListed(Result<[Watch], NewsError>)
  /// Whether the article in the detail view is saved.
  case savedState(Bool?)
  /// The outcome of save / unsave: the article's new state and its title.
  case toggled(Result<SaveOutcome, NewsError>)
  /// How opening the link in the browser went.
  case opened(ProgramOutcome)
  /// How the bookmark command or a macro went.
  case ran(ProgramKind, ProgramOutcome)
  /// `R`: how many feeds were refreshed, how many failed; or why none could be.
  case refreshedAll(Result<FeedsRefreshed, NewsError>)
  /// `A` in feed views: how many articles were marked read.
  case feedsMarkedRead(Result<Int, NewsError>)
  /// What reading an article's page on demand (`x`) gave: its text, and what came of it.
  case pageRead(Article, String?, FullTextStatus)
  /// The outcome of subscribing from the feeds list (`a`).
  case feedAdded(FeedAddOutcome)
  /// The outcome of unsubscribing from the feeds list (`d`, then `y`).
  case feedRemoved(Result<FeedSubscription, NewsError>)
  /// An enclosure's download went on (its file's name, how far), ended, or (`P`) was not there.
  case downloadProgress(String, DownloadProgress)
  case downloaded(Result<DownloadResult, NewsError>)
  case notDownloaded
  /// The picture at an address came, decoded, or could not be shown.
  case pictureFetched(String, Result<PictureBytes, ReaderPicture.Problem>)
  /// A thumbnail of the list (`images = "list"`) came, made small, or could not be shown.
  case thumbnailFetched(String, Result<PictureBytes, ReaderPicture.Problem>)
}

/// What `R` did: feeds refreshed, and how many of them failed.
public struct FeedsRefreshed: Sendable, Equatable {
  public var feeds: Int
  public var failed: Int

  public init(feeds: Int, failed: Int) {
    self.feeds = feeds
    self.failed = failed
  }
}

/// An article saved or unsaved.
public struct SaveOutcome: Sendable, Equatable {
  public var saved: Bool
  public var title: String

  public init(saved: Bool, title: String) {
    self.saved = saved
    self.title = title
  }
}

/// Work the reader asks the world to do; its outcome comes back as a `ReaderEvent`.
public enum ReaderEffect: Sendable, Equatable {
  /// Fetch a list in a language; answered by `.listed`.
  case fetch(ReaderState.Request, Language)
  /// Stop request `id`; its answer, if it still comes, is ignored.
  case cancel(Int)
  /// List the subscriptions; answered by `.feedsListed`.
  case loadFeeds
  /// List the watches; answered by `.watchesListed`.
  case loadWatches
  /// An article's details opened: note it read, and ask whether it is saved; answered by
  /// `.savedState`.
  case detailsOpened(Article)
  /// Mark these articles read in the store.
  case markRead([Article])
  /// Save the article, or unsave it if saved; answered by `.toggled`.
  case toggleSave(Article)
  /// Open a link in the browser; answered by `.opened`.
  case open(String)
  /// Run a macro with an article's address, with the terminal; answered by `.ran`.
  case macro(String, link: String)
  /// Hand an article to the bookmark command, with the terminal; answered by `.ran`.
  case bookmark(Article)
  /// Refresh every feed, due or not; answered by `.refreshedAll`.
  case refreshAll
  /// Mark every unread article of these feeds read (every feed when empty); answered by
  /// `.feedsMarkedRead`.
  case markFeedsRead([Int64])
  /// Read an article's page for its full text, and keep it; answered by `.pageRead`.
  case readPage(Article)
  /// Subscribe to an address; answered by `.feedAdded`.
  case addFeed(String)
  /// Unsubscribe; answered by `.feedRemoved`.
  case removeFeed(FeedSubscription)
  /// Give the terminal back and stop until `fg`, then draw everything again.
  case suspend
  /// Draw everything again, whatever was on the screen.
  case redraw
  /// Downloads an article's enclosure into `download-path` (`e`).
  case download(Article)
  /// Plays an article's downloaded enclosure with the player, with the terminal (`P`).
  case play(Article)
  /// Fetches and decodes the picture at an address (`i`); answered by `.pictureFetched`.
  case fetchPicture(String)
  /// Fetches a list thumbnail's picture, made small; answered by `.thumbnailFetched`.
  case fetchThumbnail(String)
}
