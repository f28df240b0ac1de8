extension StringTable {
  /// The English texts.
  public static let english = StringTable(
    quote: { "“\($0)”" },
    articles: englishArticles,
    searchHeading: { "Search: “\($0)”" },
    topicHeading: { "Topic: \($0)" },
    foundAndShown: { found, shown in
      "Found \(NumberText.integer(found, in: .en)) \(englishArticles.form(for: found, in: .en)), showing \(shown)"
    },
    shownOnly: { "Showing \($0) \(englishArticles.form(for: $0, in: .en))" },
    page: { "page \($0)" },
    noResults: "No articles found.",
    noResultsHint: "Try other words, another topic, or the other language (--lang).",
    untitled: "(untitled)",
    alsoIn: { "also in \($0.joined(separator: ", "))" },
    providerNotice: { google in
      google
        ? "No Newscatcher key is set, so the news comes from Google News (keyless)."
        : "The news comes from Newscatcher (a key is set); --provider google uses Google News."
    },
    topicNames: TopicNames(
      news: "News", sport: "Sport", tech: "Technology", world: "World", finance: "Finance",
      politics: "Politics", business: "Business", economy: "Economy",
      entertainment: "Entertainment"),
    topicAsTyped: { id, _ in id },
    topicsHeading: "Topics",
    topicsUsage: "Usage: news topic <id or name>",
    worldHasNoV3Theme: "API v3 has no world theme, so “world” shows general headlines there.",
    help: englishHelp,
    feeds: englishFeeds,
    errors: englishErrors,
    verbose: englishVerbose,
    library: englishLibrary,
    interactive: englishInteractive,
    sync: englishSync,
    screen: englishScreen,
    editions: englishEditions,
    downloads: englishDownloads,
    pictures: englishPictures,
    watches: englishWatches,
    tools: englishTools,
    stories: englishStories,
    tags: englishTags,
    queries: englishQueries,
    newsboat: englishNewsboat,
    store: englishStore
  )

  static let englishArticles = PluralForms(one: "article", other: "articles")

  static let englishHelp = HelpStrings(
    rootAbstract: "Top news headlines in your terminal, in Polish or English.",
    rootDiscussion: """
      Examples:
        news search "Elon Musk"
        news topic sport --lang pl
        news topics
        news show 2; news save 2; news saved
        news search --offline "Elon Musk"
        news edition make --background; news edition read
        news                 the full-screen reader on a terminal (? lists its keys)
        news --line          the line-by-line interactive mode

      Environment:
        NEWSCATCHER_API_KEY      your Newscatcher API key (without one: Google News)
        NEWSCATCHER_API_VERSION  v1, v2 or v3 (default v3)
        NEWSCATCHER_API_URL      another address for the API
        NEWS_LANG                pl or en (else LANGUAGE, LC_ALL, LC_MESSAGES, LANG)
        NO_COLOR, FORCE_COLOR    turn colour off or on
        COLUMNS                  the width to wrap to
        NEWS_GOOGLE_RSS_URL      another address for Google News (keyless)
        XDG_DATA_HOME            where the article store lives (news/news.sqlite)
        XDG_CONFIG_HOME          where the configuration file lives (news/config.toml)
        NEWS_KEEP_DAYS           days unsaved articles are kept (default 30)
        NEWS_SYNC_PASSWORD       the API password for news sync login (else it asks)
        BROWSER                  the program news open starts (else xdg-open)
        TZ                       the time zone dates are shown in
      """,
    searchAbstract: "Search articles by phrase.",
    topicAbstract: "Show the latest headlines for a topic.",
    topicsAbstract: "List the topics.",
    openAbstract: "Open article N of the last list in the browser.",
    bookmarkAbstract: "Hand article N of the last list to the bookmark command of config.toml.",
    showAbstract: "Show the details of article N of the last list.",
    saveAbstract: "Keep article N of the last list.",
    unsaveAbstract: "Forget that article N of the last list was saved.",
    markReadAbstract:
      "Mark articles of the last list read, as opening them would (a reader service gets the"
      + " marks).",
    markReadAll: "Mark every article of the last list read.",
    markReadNumbers: "The numbers of the articles in the last list.",
    savedAbstract: "List the saved articles, newest first.",
    configAbstract: "Show the settings in effect (the key is never shown).",
    feedAbstract: "Subscribe to feeds (RSS, Atom, JSON Feed) and manage the subscriptions.",
    feedAddAbstract: "Subscribe to feeds: a feed's address, or a page that announces one.",
    feedRemoveAbstract: "Unsubscribe from feeds (by id, address or part of the title).",
    feedListAbstract: "List the subscriptions: id, title, address, folder, last refresh, counts.",
    feedImportAbstract: "Import subscriptions from an OPML file (- reads standard input).",
    feedExportAbstract: "Print every subscription as OPML 2.0, folders kept.",
    feedAddressArgument: "The address of a feed, or of a page that announces its feed.",
    feedReferenceArgument: "A feed's id, address, or a unique part of its title.",
    opmlFileArgument: "The OPML file, or - for standard input.",
    feedRefreshAbstract: "Fetch the subscriptions (all, or those named) and store what is new.",
    readAbstract: "The newest articles of your feeds, newest first (refreshed first).",
    force: "Fetch feeds even when they asked not to be fetched yet.",
    jobs: "How many feeds to fetch at once (default 32; at most 4 per host).",
    unread: "Only unread articles: not opened yet.",
    new: "Only new articles: no list has shown them yet.",
    readOffline: "Do not refresh first: read what the store holds.",
    line: "Without a command: the line-based interactive mode, not the full-screen reader.",
    numberArgument: "The article's number in the last list.",
    offline: "Search only the articles stored on this computer, without the network.",
    noStore: "Neither read nor write the local article store.",
    phraseArgument: "The words to search for; together they form one query.",
    topicArgument: "A topic id or its Polish name (see 'news topics').",
    lang: "Language of the interface and the articles: pl or en.",
    count: "How many articles to show, 1–100 (default 5).",
    page: "Which page of results to show (default 1).",
    theme: "Colour theme: auto, light or dark.",
    color: "When to use colour: auto, always or never.",
    json: "Print JSON for scripts instead of text.",
    verbose: "Show on stderr what was requested (key hidden), the answers, timing and retries.",
    api: "Newscatcher API generation: v1, v2 or v3 (default v3).",
    provider: "Where the news comes from: newscatcher (needs a key) or google (keyless).",
    timeout: "Seconds to wait for each request (default 10).",
    overviewHeading: "OVERVIEW:",
    usageHeading: "USAGE:",
    argumentsHeading: "ARGUMENTS:",
    optionsHeading: "OPTIONS:",
    subcommandsHeading: "SUBCOMMANDS:",
    showHelp: "Show help information.",
    showVersion: "Show the version.",
    seeSubcommandHelp: "See 'news help <subcommand>' for detailed help.",
    optionsPlaceholder: "<options>",
    feedValue: "feed", fileValue: "file", nameValue: "name", serverValue: "server-url",
    urlValue: "url", idValue: "id",
    subcommandPlaceholder: "<subcommand>",
    secondsValue: "seconds",
    topicValue: "topic",
    phraseValue: "phrase",
    syncAbstract:
      "Sync subscriptions, starred and read articles with a reader service (FreshRSS, Miniflux,"
      + " tt-rss).",
    syncDiscussion:
      "Run news sync on its own to sync now: it sends the changes made here (subscriptions,"
      + " saved and read articles), then takes the server's.",
    syncLoginAbstract:
      "Sign in to a reader service (FreshRSS, Miniflux, tt-rss, Inoreader, The Old Reader).",
    syncStatusAbstract: "Show the server, the user, the last sync and the changes waiting.",
    syncLogoutAbstract: "Forget the credentials; the stored articles stay.",
    serverArgument:
      "The service's address (FreshRSS: https://host/api/greader.php; Miniflux: https://host;"
      + " tt-rss: https://host/tt-rss).",
    userOption: "Your user name on the service.",
    kindOption:
      "The API the service speaks: greader (Google Reader) or ttrss; found out when left out."
  )
}
