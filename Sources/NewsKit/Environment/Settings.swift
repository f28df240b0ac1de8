import Foundation
import Localization

/// The option values as typed on the command line, before they are checked.
public struct CommandLineOptions: Sendable, Equatable {
  public var lang: String?
  public var count: String?
  public var page: String?
  public var theme: String?
  public var color: String?
  public var api: String?
  public var timeout: String?
  public var provider: String?
  public var json: Bool
  public var verbose: Bool
  public var noStore: Bool
  /// `--no-filter`: show what filters would hide.
  public var noFilter = false
  /// `--no-stories`: list every article on its own.
  public var noStories = false

  /// Options from their raw values; nil means not given.
  public init(
    lang: String? = nil, count: String? = nil, page: String? = nil, theme: String? = nil,
    color: String? = nil, api: String? = nil, timeout: String? = nil,
    provider: String? = nil, json: Bool = false,
    verbose: Bool = false, noStore: Bool = false
  ) {
    self.lang = lang
    self.count = count
    self.page = page
    self.theme = theme
    self.color = color
    self.api = api
    self.timeout = timeout
    self.provider = provider
    self.json = json
    self.verbose = verbose
    self.noStore = noStore
  }

  /// These options with `--no-store`, `--no-filter` and `--no-stories` wherever they stand in `arguments`
  /// before `--`: every command accepts them, not every command declares them (argument-parser
  /// gives one typed before a subcommand to the root alone).
  public func withStoreFlags(in arguments: [String]) -> CommandLineOptions {
    var options = self
    let valueOptions = CommandOptionTable.optionsWithValue
    options.noStore =
      noStore || ArgumentScan.hasOption("--no-store", in: arguments, valueOptions: valueOptions)
    options.noFilter = ArgumentScan.hasOption(
      "--no-filter", in: arguments, valueOptions: valueOptions)
    options.noStories = ArgumentScan.hasOption(
      "--no-stories", in: arguments, valueOptions: valueOptions)
    return options
  }
}

/// The effective settings of one run, from options, environment and defaults.
public struct Settings: Sendable, Equatable {
  public var language: Language
  public var count: Int
  public var page: Int
  public var theme: ThemeChoice
  public var color: ColorChoice
  public var json: Bool
  /// Whether to trace the network on stderr.
  public var verbose: Bool
  /// Where the article store lives; nil with `--no-store` or when no home folder is known.
  public var storeURL: URL?
  /// Whether `--no-store` was given (rather than no home being known).
  public var noStore = false
  /// The notification program: `NEWS_NOTIFY_COMMAND`, else the configuration's
  /// Where the full-screen reader opens (`start`); nil: the feeds when there are any.
  public var readerStart: ReaderStart?
  /// `watch.notify`, else `notify-send`.
  public var notifyCommand = "notify-send"
  /// The browser the configuration names (`browser`), before `$BROWSER` and `xdg-open`.
  public var browser: String?
  /// The command an article is bookmarked with (`bookmark`); nil: none.
  public var bookmarkCommand: String?
  /// The folder enclosures are downloaded into (`download-path`, `~` expanded); nil when no
  /// home is known and none is set.
  public var downloadPath: String?
  /// The program a downloaded enclosure is played with (`player`); nil: none.
  public var player: String?
  /// Whether articles' pictures are fetched and drawn (`images`): never, when asked, always.
  public var images = PictureSetting.ask
  /// The reader's keys and macros as `[keys]` and `[macros]` bind them.
  public var keyBindings = KeyBindings()
  /// Whether lists hide what the filters name (not with `--no-filter`).
  public var filtersApply = true
  /// Whether a list shows a story once, by its best article (not with `--no-stories` or
  /// `stories = false`).
  public var storiesFold = true
  /// How many articles one request asks a provider for, when not `count`: the first page of a
  /// search or a topic asks for `StoryWindow.size` in its one request, so that its lines carry
  /// every outlet of the first hundred results (a provider counts requests, not articles).
  public var requestSize: Int?
  /// How many articles one request asks for: `requestSize`, else `count`.
  public var fetchCount: Int { max(count, requestSize ?? count) }
  /// Whether a list marks its articles read, not only seen (`mark_read = "listed"`).
  public var listsMarkRead = false
  /// Days an unsaved article is kept after it was last fetched (`NEWS_KEEP_DAYS`).
  public var keepDays: Int
  public var api: APIVersion
  public var timeout: Double
  public var baseURL: URL
  /// The API key, if one is configured. Never printed.
  public var apiKey: String?
  /// Where the news comes from.
  public var provider: ProviderKind
  /// Whether the provider was chosen with `--provider` rather than by default.
  public var providerChosen: Bool
  /// The base of the Google News feeds (`NEWS_GOOGLE_RSS_URL`).
  public var googleBaseURL: URL
  /// What editions are made of and how many the library keeps (the config's `edition.*`).
  public var edition = EditionSettings()

  /// The number of articles shown when `--count` is not given.
  public static let defaultCount = 5
  /// Seconds per request when `--timeout` is not given.
  public static let defaultTimeout = 10.0
  /// Days unsaved articles are kept when `NEWS_KEEP_DAYS` does not say.
  public static let defaultKeepDays = 30
}

/// The configuration's `edition.*` keys: default topics, and how much the library keeps.
public struct EditionSettings: Sendable, Equatable {
  /// The topics of `edition make` without `--topic`; nil for the built-in ones.
  public var topics: [Topic]?
  /// Editions kept; making one more deletes the oldest.
  public var keep = 30
  /// Bytes of full text and pictures kept across editions; the oldest editions go first.
  public var maxBytes = 200 * 1_048_576

  public init() {}

  /// The settings a configuration file gives (its values were checked when it was read).
  init(_ file: ConfigFile) {
    topics = file.editionTopics.flatMap(Self.topics)
    if let keep = file.editionKeep.flatMap({ Int($0) }) { self.keep = keep }
    if let megabytes = file.editionMaxMB.flatMap({ Int($0) }) {
      maxBytes = megabytes * 1_048_576
    }
  }

  /// The topics a comma-separated list names (ids or Polish names); nil if one is unknown or
  /// none is given.
  static func topics(_ list: String) -> [Topic]? {
    let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    let topics = names.compactMap { Topic(matching: $0) }
    return topics.isEmpty || topics.count != names.count ? nil : topics
  }
}
