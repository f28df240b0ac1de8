/// Every piece of text `news` shows a person, for one language.
///
/// Each language is one value built with the initialiser, which takes every text, so a string
/// left out of a language is a compile error rather than a blank on screen. A class: a table is
/// passed and kept at the cost of one reference, where a struct copied hundreds of strings and
/// closures (a retain and a release each) at every `let strings = language.strings`. Texts that
/// depend on a number take it and choose the plural form themselves.
public final class StringTable: Sendable {
  /// Wraps text in the language's quotation marks (“…” or „…”).
  public let quote: @Sendable (String) -> String
  /// The word "article" in its plural forms.
  public let articles: PluralForms

  /// The heading of a search: receives the phrase.
  public let searchHeading: @Sendable (String) -> String
  /// The heading of a topic list: receives the topic's name.
  public let topicHeading: @Sendable (String) -> String
  /// How many were found and how many are shown.
  public let foundAndShown: @Sendable (_ found: Int, _ shown: Int) -> String
  /// How many are shown, when the API did not say how many it found.
  public let shownOnly: @Sendable (_ shown: Int) -> String
  /// The page of results, shown when it is not the first.
  public let page: @Sendable (Int) -> String
  /// Said when nothing matched.
  public let noResults: String
  /// What to try when nothing matched.
  public let noResultsHint: String
  /// Stands in for an article without a title.
  public let untitled: String
  /// Names the other outlets that carried a story.
  public let alsoIn: @Sendable ([String]) -> String
  /// Says which provider was used when the user did not choose: true for Google (no key).
  public let providerNotice: @Sendable (Bool) -> String

  /// The topics' names.
  public let topicNames: TopicNames
  /// How a topic is written on the command line in this language: receives its id and its
  /// Polish name (both are accepted; suggestions use the reader's).
  public let topicAsTyped: @Sendable (_ id: String, _ polishName: String) -> String
  /// The heading of `news topics`.
  public let topicsHeading: String
  /// How to use a topic, under the list.
  public let topicsUsage: String
  /// Explains that API v3 has no world theme.
  public let worldHasNoV3Theme: String

  /// Help texts for commands, arguments and options.
  public let help: HelpStrings
  /// The texts of feed subscriptions.
  public let feeds: FeedStrings
  /// Error messages.
  public let errors: ErrorStrings
  /// The `--verbose` trace.
  public let verbose: VerboseStrings
  /// The article store's texts.
  public let library: LibraryStrings
  /// The interactive mode's texts.
  public let interactive: InteractiveStrings
  /// The texts of sync with a reader service.
  public let sync: SyncStrings
  /// The full-screen reader's texts.
  public let screen: ScreenStrings
  /// The texts of editions.
  public let editions: EditionStrings
  /// The texts of `news download` and the reader's enclosure keys.
  public let downloads: DownloadStrings
  /// The texts of articles' pictures.
  public let pictures: PictureStrings
  /// The texts of watches and filters.
  public let watches: WatchStrings
  /// The texts of news as an installed tool: its version, `news doctor`.
  public let tools: ToolStrings
  /// The texts of stories: other outlets, coverage, `news story`.
  public let stories: StoryStrings
  /// The texts of tags on subscriptions.
  public let tags: TagStrings
  /// The texts of the query language.
  public let queries: QueryStrings
  /// The texts of `import newsboat`.
  public let newsboat: NewsboatStrings
  /// The texts of `news store` and of long work on the store.
  public let store: StoreStrings

  /// A table from its texts: every one is required, so a language cannot leave one out.
  init(
    quote: @escaping @Sendable (String) -> String,
    articles: PluralForms,
    searchHeading: @escaping @Sendable (String) -> String,
    topicHeading: @escaping @Sendable (String) -> String,
    foundAndShown: @escaping @Sendable (_ found: Int, _ shown: Int) -> String,
    shownOnly: @escaping @Sendable (_ shown: Int) -> String,
    page: @escaping @Sendable (Int) -> String,
    noResults: String,
    noResultsHint: String,
    untitled: String,
    alsoIn: @escaping @Sendable ([String]) -> String,
    providerNotice: @escaping @Sendable (Bool) -> String,
    topicNames: TopicNames,
    topicAsTyped: @escaping @Sendable (_ id: String, _ polishName: String) -> String,
    topicsHeading: String,
    topicsUsage: String,
    worldHasNoV3Theme: String,
    help: HelpStrings,
    feeds: FeedStrings,
    errors: ErrorStrings,
    verbose: VerboseStrings,
    library: LibraryStrings,
    interactive: InteractiveStrings,
    sync: SyncStrings,
    screen: ScreenStrings,
    editions: EditionStrings,
    downloads: DownloadStrings,
    pictures: PictureStrings,
    watches: WatchStrings,
    tools: ToolStrings,
    stories: StoryStrings,
    tags: TagStrings,
    queries: QueryStrings,
    newsboat: NewsboatStrings,
    store: StoreStrings
  ) {
    self.quote = quote
    self.articles = articles
    self.searchHeading = searchHeading
    self.topicHeading = topicHeading
    self.foundAndShown = foundAndShown
    self.shownOnly = shownOnly
    self.page = page
    self.noResults = noResults
    self.noResultsHint = noResultsHint
    self.untitled = untitled
    self.alsoIn = alsoIn
    self.providerNotice = providerNotice
    self.topicNames = topicNames
    self.topicAsTyped = topicAsTyped
    self.topicsHeading = topicsHeading
    self.topicsUsage = topicsUsage
    self.worldHasNoV3Theme = worldHasNoV3Theme
    self.help = help
    self.feeds = feeds
    self.errors = errors
    self.verbose = verbose
    self.library = library
    self.interactive = interactive
    self.sync = sync
    self.screen = screen
    self.editions = editions
    self.downloads = downloads
    self.pictures = pictures
    self.watches = watches
    self.tools = tools
    self.stories = stories
    self.tags = tags
    self.queries = queries
    self.newsboat = newsboat
    self.store = store
  }
}

/// The localized names of the topics.
public struct TopicNames: Sendable {
  public let news: String
  public let sport: String
  public let tech: String
  public let world: String
  public let finance: String
  public let politics: String
  public let business: String
  public let economy: String
  public let entertainment: String
}

/// The help texts that the command line shows.
public struct HelpStrings: Sendable {
  public let rootAbstract: String
  public let rootDiscussion: String
  public let searchAbstract: String
  public let topicAbstract: String
  public let topicsAbstract: String
  public let openAbstract: String
  public let bookmarkAbstract: String
  public let showAbstract: String
  public let saveAbstract: String
  public let unsaveAbstract: String
  public let markReadAbstract: String
  /// `mark-read`'s `--all`.
  public let markReadAll: String
  /// `mark-read`'s numbers: articles of the last list.
  public let markReadNumbers: String
  public let savedAbstract: String
  public let configAbstract: String
  public let feedAbstract: String
  public let feedAddAbstract: String
  public let feedRemoveAbstract: String
  public let feedListAbstract: String
  public let feedImportAbstract: String
  public let feedExportAbstract: String
  public let feedAddressArgument: String
  public let feedReferenceArgument: String
  public let opmlFileArgument: String
  public let feedRefreshAbstract: String
  public let readAbstract: String
  public let force: String
  public let jobs: String
  public let unread: String
  /// `read --new`.
  public let new: String
  public let readOffline: String
  /// `--line`: the line-based interactive mode instead of the full-screen reader.
  public let line: String
  public let numberArgument: String
  public let offline: String
  public let noStore: String
  public let phraseArgument: String
  public let topicArgument: String
  public let lang: String
  public let count: String
  public let page: String
  public let theme: String
  public let color: String
  public let json: String
  public let verbose: String
  public let api: String
  public let provider: String
  public let timeout: String
  /// The help's section headings, in place of argument-parser's English ones.
  public let overviewHeading: String
  public let usageHeading: String
  public let argumentsHeading: String
  public let optionsHeading: String
  public let subcommandsHeading: String
  /// The description of `-h, --help`.
  public let showHelp: String
  /// The description of `--version`.
  public let showVersion: String
  /// The line under the subcommands: how to get a subcommand's help.
  public let seeSubcommandHelp: String
  /// The placeholders of a usage line: `<options>`, `<subcommand>`.
  public let optionsPlaceholder: String
  /// Value names in usage lines: a feed, a file, a user name, a server address, a web
  /// address, an id.
  public let feedValue: String
  public let fileValue: String
  public let nameValue: String
  public let serverValue: String
  public let urlValue: String
  public let idValue: String
  public let subcommandPlaceholder: String
  /// The placeholders of values in the help: seconds, a topic, a phrase.
  public let secondsValue: String
  public let topicValue: String
  public let phraseValue: String
  /// `news sync` and its subcommands, and their arguments.
  public let syncAbstract: String
  /// Under `news sync --help`: that the command alone syncs.
  public let syncDiscussion: String
  public let syncLoginAbstract: String
  public let syncStatusAbstract: String
  public let syncLogoutAbstract: String
  public let serverArgument: String
  public let userOption: String
  /// `sync login --kind`: which API the server speaks.
  public let kindOption: String
}

/// An error message in two parts: what happened, and what to do about it.
public struct ErrorText: Sendable, Equatable {
  /// What happened.
  public let what: String
  /// What the user can do.
  public let fix: String

  /// A message from its two lines.
  public init(what: String, fix: String) {
    self.what = what
    self.fix = fix
  }
}
