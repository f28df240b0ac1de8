/// What a key of the full-screen reader does, by the name `[keys]` in the configuration (and
/// newsboat's `bind-key`) gives it; each action has the key that does it by default.
public enum KeyAction: String, Sendable, CaseIterable {
  case down, up, pagedown, pageup, home, end, open, quit, search, help
  case nextUnread = "next-unread"
  case prevUnread = "prev-unread"
  case next, prev
  case nextUnreadFeed = "next-unread-feed"
  case prevUnreadFeed = "prev-unread-feed"
  case reload
  case reloadAll = "reload-all"
  case markFeedRead = "mark-feed-read"
  case openInBrowser = "open-in-browser"
  case toggleSaved = "toggle-saved"
  case bookmark
  /// newsboat's name for fetching the enclosure (podboat's queue); here it downloads it.
  case enqueue
  case play
  case fullText = "full-text"
  case toggleShowRead = "toggle-show-read-articles"
  case toggleFilters = "toggle-filters"
  case topics, feeds, watches, saved, language
  case macroPrefix = "macro-prefix"

  /// The key that does it when nothing is bound.
  public var key: Key {
    switch self {
    case .down: .character("j")
    case .up: .character("k")
    case .pagedown: .pageDown
    case .pageup: .pageUp
    case .home: .character("g")
    case .end: .character("G")
    case .open: .enter
    case .quit: .character("q")
    case .search: .character("/")
    case .help: .character("?")
    case .nextUnread: .character("n")
    case .prevUnread: .character("p")
    case .next: .character("J")
    case .prev: .character("K")
    case .nextUnreadFeed: .character("N")
    case .prevUnreadFeed: .control("p")
    case .reload: .character("r")
    case .reloadAll: .character("R")
    case .markFeedRead: .character("A")
    case .openInBrowser: .character("o")
    case .toggleSaved: .character("s")
    case .bookmark: .character("b")
    case .enqueue: .character("e")
    case .play: .character("P")
    case .fullText: .character("x")
    case .toggleShowRead: .character("u")
    case .toggleFilters: .character("F")
    case .topics: .character("t")
    case .feeds: .character("f")
    case .watches: .character("w")
    case .saved: .character("S")
    case .language: .character("l")
    case .macroPrefix: .character(",")
    }
  }

  /// The actions a picker (topics, feeds, watches) has.
  static let pickerActions: Set<KeyAction> = [
    .down, .up, .pagedown, .pageup, .home, .end, .open, .quit, .help, .language,
  ]

  /// The action a newsboat operation is here, by its name in `bind-key`; nil for one `news`
  /// has no counterpart of (`save` writes a file there).
  public init?(newsboat operation: String) {
    switch operation {
    case "next-unread", "prev-unread", "next", "prev", "next-unread-feed", "prev-unread-feed",
      "reload", "reload-all", "mark-feed-read", "open-in-browser", "open", "quit", "search",
      "help", "down", "up", "pagedown", "pageup", "home", "end", "macro-prefix",
      "toggle-show-read-articles":
      self.init(rawValue: operation)
    case "open-in-browser-and-mark-read": self = .openInBrowser
    case "toggle-article-read": return nil
    case "bookmark": self = .bookmark
    case "enqueue": self = .enqueue
    case "hard-quit": self = .quit
    default: return nil
    }
  }
}
