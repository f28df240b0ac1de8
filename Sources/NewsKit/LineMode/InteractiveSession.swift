import Foundation
import Localization

/// The interactive mode: the three screens of the app `news` descends from (search, topic picker,
/// news list) as a line-by-line conversation in the terminal.
///
/// Each line typed goes to `handle`, which returns what to print. A phrase searches; `t` opens the
/// numbered topic picker; `f` the feed picker (all subscriptions, or one); `l` switches the
/// language of the interface and the articles (and asks the current list again); under a list,
/// `n`/`p` page, `o N`/`d N`/`s N` open, show the details and save, as the full-screen keys do;
/// `b` goes back; `q` quits. Input is read in the terminal's normal line mode, so there is no
/// terminal state to restore, on exit or on Ctrl-C.
public struct InteractiveSession: Sendable {
  /// What the session can do in the world.
  public struct Actions: Sendable {
    /// A list for a subject, in a language, one page of it.
    public var list: @Sendable (NewsQuery.Subject, Language, Int) async throws -> Listing
    /// The subscriptions, for the feed picker.
    public var subscriptions: @Sendable () throws -> [FeedSubscription]
    /// The newest articles of one subscription (of all with nil), one page of them.
    public var read: @Sendable (FeedSubscription?, Int) async throws -> Listing
    /// The store's controller for numbered actions.
    public var library: @Sendable () throws -> LibraryController
    /// Opens a link; false when no browser could.
    public var open: @Sendable (String) async -> Bool
    /// How to render for a language.
    public var context: @Sendable (Language) -> RenderContext
    /// The clock notices are aged by.
    public var now: @Sendable () -> Date

    public init(
      list: @escaping @Sendable (NewsQuery.Subject, Language, Int) async throws -> Listing,
      subscriptions: @escaping @Sendable () throws -> [FeedSubscription],
      read: @escaping @Sendable (FeedSubscription?, Int) async throws -> Listing,
      library: @escaping @Sendable () throws -> LibraryController,
      open: @escaping @Sendable (String) async -> Bool,
      context: @escaping @Sendable (Language) -> RenderContext,
      now: @escaping @Sendable () -> Date
    ) {
      self.list = list
      self.subscriptions = subscriptions
      self.read = read
      self.library = library
      self.open = open
      self.context = context
      self.now = now
    }
  }

  /// What a list shows.
  enum Subject: Sendable, Equatable {
    /// News from the provider: a search or a topic.
    case news(NewsQuery.Subject)
    /// The newest articles of one subscription, or of all of them (nil).
    case feeds(FeedSubscription?)
  }

  enum Screen: Sendable, Equatable {
    case prompt
    case topics
    /// The feed picker, with the subscriptions it numbered.
    case feeds([FeedSubscription])
    case list(Subject, page: Int)
  }

  let actions: Actions
  /// The language now in use.
  public private(set) var language: Language
  var screen = Screen.prompt
  /// Whether the user asked to quit.
  public private(set) var finished = false

  /// A session starting at the prompt.
  public init(language: Language, actions: Actions) {
    self.language = language
    self.actions = actions
  }

  var strings: StringTable { language.strings }

  /// The first screen.
  public func greeting() -> String {
    wrapped(strings.interactive.welcome)
  }

  /// A line of help wrapped to the width, dimmed where colour is on.
  func wrapped(_ text: String) -> String {
    let context = actions.context(language)
    return TextWrapper.wrap(text, width: context.width)
      .map { context.styled($0, context.theme.detail) + "\n" }.joined()
  }

  /// The prompt shown before each line is read.
  public var prompt: String { "> " }

  /// What a typed line does, as the text to print.
  public mutating func handle(_ input: String) async -> String {
    let line = input.trimmingCharacters(in: .whitespaces)
    let words = line.split(separator: " ").map(String.init)
    switch (words.first?.lowercased(), words.count) {
    case (nil, _):
      return help()
    case ("q", 1):
      finished = true
      return ""
    case ("l", 1):
      language = language == .pl ? .en : .pl
      if case .list(let subject, let page) = screen { return await show(subject, page: page) }
      return help()
    case ("t", 1):
      screen = .topics
      return topicPicker()
    case ("f", _):
      return await openFeeds(words.dropFirst().joined(separator: " "))
    case ("b", 1):
      screen = .prompt
      return help()
    default:
      break
    }
    switch screen {
    case .topics:
      return await pickTopic(line)
    case .feeds(let feeds):
      return await pickFeed(line, from: feeds)
    case .list(let subject, let page):
      if let output = await act(on: words, subject: subject, page: page) { return output }
    case .prompt:
      break
    }
    return await show(.news(.search(line)), page: 1)
  }

  func help() -> String {
    switch screen {
    case .list: return wrapped(strings.interactive.listKeys)
    case .topics: return topicPicker()
    case .feeds(let feeds): return feedPicker(feeds)
    case .prompt: return wrapped(strings.interactive.welcome)
    }
  }

  func topicPicker() -> String {
    let lines = Topic.allCases.enumerated().map { index, topic in
      "\(index + 1). \(topic.name(in: strings)) (\(topic.rawValue))"
    }
    return ([strings.topicsHeading] + lines + [strings.interactive.pickTopic]).joined(
      separator: "\n")
      + "\n"
  }

  mutating func pickTopic(_ line: String) async -> String {
    let topic =
      Int(line).flatMap { $0 >= 1 && $0 <= Topic.allCases.count ? Topic.allCases[$0 - 1] : nil }
      ?? Topic(matching: line)
    guard let topic else {
      return wrapped(strings.interactive.notUnderstood(TerminalSanitizer.sanitize(line)))
        + topicPicker()
    }
    return await show(.news(.topic(topic)), page: 1)
  }

  /// Paging and numbered actions under a list; nil when the words are none of them.
  mutating func act(on words: [String], subject: Subject, page: Int) async -> String? {
    let command = words[0].lowercased()
    if words.count == 1, command == "n" { return await show(subject, page: page + 1) }
    if words.count == 1, command == "p" { return await show(subject, page: max(1, page - 1)) }
    // One meaning per key, as in the full-screen reader: s saves, d shows the details.
    guard words.count == 2, ["o", "s", "d", "open", "show", "save"].contains(command) else {
      return nil
    }
    do {
      let library = try actions.library()
      let number = try LibraryController.number(words[1])
      switch command {
      case "o", "open":
        let item = try library.article(number)
        guard let link = item.article.link else { throw NewsError.usage(.noLink(number)) }
        // Read only once a browser took it.
        guard await actions.open(link) else { return link + "\n" }
        library.opened(item)
        return ""
      case "d", "show":
        let item = try library.article(number)
        library.opened(item)
        return ArticleDetailView(context: actions.context(language)).render(item)
      default:
        let item = try library.save(number)
        return strings.library.savedConfirmation(item.article.title ?? strings.untitled) + "\n"
      }
    } catch {
      return failure(error)
    }
  }

  mutating func show(_ subject: Subject, page: Int) async -> String {
    do {
      let listing: Listing
      let heading: NewsListView.Heading
      switch subject {
      case .news(let news):
        listing = try await actions.list(news, language, page)
        switch news {
        case .search(let phrase): heading = .search(phrase)
        case .topic(let topic): heading = .topic(topic)
        }
      case .feeds(let feed):
        listing = try await actions.read(feed, page)
        heading = feed.map { .feed($0.name) } ?? .feeds
      }
      screen = .list(subject, page: page)
      let width = actions.context(language).width
      let notices = listing.notices.flatMap { notice in
        let text = NoticeView.render(notice, strings: strings, now: actions.now())
        return TextWrapper.wrap(String(text.dropLast()), width: width).map { $0 + "\n" }
      }.joined()
      return notices
        + NewsListView(context: actions.context(language)).render(listing.model, heading: heading)
        + "\n" + wrapped(strings.interactive.listKeys)
    } catch {
      return failure(error)
    }
  }

  func failure(_ error: Error) -> String {
    ErrorView.render(error as? NewsError ?? .undecodable(.unexpectedShape), strings: strings)
  }
}
