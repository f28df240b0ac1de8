extension StringTable {
  static let englishSeconds = PluralForms(one: "second", other: "seconds")

  static let englishErrors = ErrorStrings(
    seeHelp: { "See '\($0) --help'." },
    unknownOption: { option, suggestion in
      "Unknown option “\(option)”." + (suggestion.map { " Did you mean “\($0)”?" } ?? "")
    },
    missingValue: { "The option “\($0)” needs a value." },
    unexpectedArgument: { "Unexpected argument “\($0)”." },
    flagTakesNoValue: { "The option “\($0)” takes no value." },
    unknownCommand: { typed, nearest in
      "There is no command “\(typed)”." + (nearest.map { " Did you mean “\($0)”?" } ?? "")
    },
    optionNotForCommand: { "The option “\($0)” does nothing for \($1)." },
    missingArgument: { "Missing argument “\($0)”." },
    invalidValue: { option, value, allowed in
      ErrorText(
        what: "Invalid value “\(value)” for \(option).",
        fix: "Use one of: \(allowed.joined(separator: ", ")).")
    },
    invalidCount: { value, command in
      ErrorText(
        what: "--count must be a whole number from 1 to 100, not “\(value)”.",
        fix: "For example: \(command) --count 10")
    },
    invalidPage: { value, command in
      ErrorText(
        what: "--page must be a whole number of 1 or more, not “\(value)”.",
        fix: "For example: \(command) --page 2")
    },
    invalidTimeout: { value, command in
      ErrorText(
        what: "--timeout must be a number of seconds above 0, not “\(value)”.",
        fix: "For example: \(command) --timeout 30")
    },
    emptyPhrase: ErrorText(
      what: "The search phrase is empty.",
      fix: "Give the words to search for, e.g. news search \"SpaceX\"."),
    emptyWatchPhrase: ErrorText(
      what: "Give a phrase to watch (or --query).",
      fix: "For example: news watch add Świątek, or news watch add --query 'title =~ \"rust\"'."),
    missingTopic: { all in
      ErrorText(
        what: "No topic was given.",
        fix: "Choose one of \(all.joined(separator: ", ")), e.g. news topic sport")
    },
    unknownTopic: { input, suggestion, all in
      let guess = suggestion.map { " Did you mean “\($0)”?" } ?? ""
      return ErrorText(
        what: "Unknown topic “\(input)”.\(guess)",
        fix: "Topics: \(all.joined(separator: ", ")).")
    },
    invalidNumber: {
      ErrorText(
        what: "“\($0)” is not an article number.",
        fix: "Use the number shown before a title, e.g. news open 2.")
    },
    noLastList: ErrorText(
      what: "There is no list to pick from yet.", fix: "Run news search or news topic first."),
    emptyLastList: ErrorText(
      what: "The last list had no articles to pick from.",
      fix: "List some first: news read, news search or news topic."),
    markReadWhich: ErrorText(
      what: "mark-read needs the numbers of the articles, or --all, not both.",
      fix: "For example: news mark-read 1 3, or news mark-read --all."),
    noSuchArticle: { number, count in
      ErrorText(
        what: "The last list has no article \(number).",
        fix: count == 1 ? "It has one article: use 1." : "Use a number from 1 to \(count).")
    },
    noLink: {
      ErrorText(what: "Article \($0) has no link.", fix: "See its details with news show \($0).")
    },
    noEnclosure: {
      ErrorText(
        what: "Article \($0) has no file to download (no enclosure).",
        fix: "news show \($0) shows what it has; a podcast's episodes are enclosures.")
    },
    noSuchEnclosure: { number, asked, count in
      ErrorText(
        what: "Article \(number) has no enclosure \(asked).",
        fix: count == 1
          ? "It has one: use --enclosure 1, or leave the option out."
          : "Use a number from 1 to \(count).")
    },
    downloadStatus: { host, status in
      ErrorText(
        what: "The server \(host) did not give the file (HTTP \(status)).",
        fix: status == 404 || status == 410
          ? "The file may be gone: refresh the feed (news feed refresh) and try again."
          : "Try again later; what was downloaded is kept, and the next run goes on from there.")
    },
    downloadTooLarge: { host, size in
      ErrorText(
        what: "The file at \(host) is \(size), more than news downloads (4 GB).",
        fix: "Download it with a tool made for large files, such as curl -C - -O.")
    },
    downloadUnusableRange: { host in
      ErrorText(
        what: "The server \(host) kept sending other parts of the file than those asked for.",
        fix: "Try again later; if it goes on, download the file with your browser.")
    },
    downloadWholeOnly: { host, limit in
      ErrorText(
        what: "The server \(host) sends the file only whole, and news takes at most \(limit) so.",
        fix: "Download it with your browser or with curl -O.")
    },
    storeDisabled: ErrorText(
      what: "The article store is off (--no-store): there is no last list and nothing saved.",
      fix: "Run the command without --no-store."),
    storeUnavailable: {
      ErrorText(
        what: "Could not open the article store at \($0).",
        fix: "Check that the folder can be written to, or set XDG_DATA_HOME.")
    },
    homeNotSet: ErrorText(
      what: "HOME is not set, and this account has no home directory to keep the store in.",
      fix: "Set HOME or XDG_DATA_HOME (and XDG_CONFIG_HOME for the settings)."),
    storeBusy: { path in
      ErrorText(
        what: "Another news is setting up the article store at \(path) and does not finish.",
        fix: "Try again in a moment; a news stopped with Ctrl-Z holds it: resume it (fg) or end it."
      )
    },
    invalidFeedURL: {
      ErrorText(
        what: "“\($0)” is not a web address (http or https).",
        fix: "Give the feed's address, e.g. news feed add https://example.com/feed.xml")
    },
    noFeedFound: { url, status in
      ErrorText(
        what: status.map { "No feed at \(url) (HTTP \($0))." }
          ?? "No feed at \(url): it is not RSS, Atom or JSON Feed and announces none.",
        fix: "Check the address; a site's home page works when it announces its feed.")
    },
    unknownFeed: {
      ErrorText(
        what: "No subscription matches “\($0)”.",
        fix: "See news feed list for the ids, addresses and titles.")
    },
    invalidTag: { typed, longest in
      ErrorText(
        what: "“\(typed)” cannot be a tag.",
        fix: "A tag is 1 to \(longest) characters, without commas or control characters.")
    },
    unknownTag: {
      ErrorText(
        what: "No subscription has the tag “\($0)”.",
        fix: "See news feed list for the tags; add one with news feed tag <feed> <tag>.")
    },
    emptyTag: ErrorText(
      what: "A tag cannot be empty.",
      fix: "See news feed list for the tags; add one with news feed tag <feed> <tag>."),
    emptyFeedName: ErrorText(
      what: "A feed's name cannot be empty.",
      fix: "For example: news feed rename 3 TVN24"),
    invalidQuery: { query, at, needed in
      ErrorText(
        what: "“\(query)” is not a query: at character \(at), \(needed).",
        fix: "Compare an attribute with a value, e.g. title =~ \"musk\" and unread = \"yes\"; "
          + "man news describes the query language.")
    },
    invalidQueryName: { typed, longest in
      ErrorText(
        what: "“\(typed)” cannot be a query's name.",
        fix: "A name is 1 to \(longest) characters, without control characters.")
    },
    unknownQuery: {
      ErrorText(
        what: "There is no saved query “\($0)”.",
        fix:
          "See news query list for the saved queries; add one with news query add <name> <query>.")
    },
    queryWithPhrase: ErrorText(
      what: "A watch looks for a query or for a phrase, not both, and a query only in the feeds.",
      fix: "Leave out the phrase and --topic, or --query."),
    noNewsboatFiles: { places in
      ErrorText(
        what: "No newsboat files (urls, cache.db) in " + places.joined(separator: " or ") + ".",
        fix: "Give newsboat's folder with --from <folder>.")
    },
    notNewsboatCache: {
      ErrorText(
        what: "\($0) is not newsboat's cache.",
        fix: "Give the cache.db newsboat writes, or leave it out to import the urls alone.")
    },
    notARegularFile: {
      ErrorText(
        what: "\($0) is not a file but a pipe, a device or a folder; nothing was read from it.",
        fix: "Give the path of a file (- reads the standard input where a command takes it).")
    },
    newsboatCacheBusy: {
      ErrorText(
        what: "The newsboat cache \($0) stayed locked for 5 seconds: newsboat is writing to it.",
        fix:
          "Try again when newsboat has finished reloading (or quit newsboat); nothing was imported."
      )
    },
    storeKeptBusy: {
      ErrorText(
        what: "Another news kept the article store at \($0) busy writing for 5 seconds.",
        fix: "Try again when it has finished (a refresh beside this one?); nothing stored was lost."
      )
    },
    storeFailed: {
      ErrorText(
        what:
          "The article store at \($0) refused what news asked of it; nothing in it was changed.",
        fix: "Run news doctor: if it finds the store intact, this is a bug in news worth reporting."
      )
    },
    unknownEdition: {
      ErrorText(
        what: "There is no edition “\($0)”.", fix: "See news edition list for the editions kept.")
    },
    noEditions: ErrorText(
      what: "The library has no edition yet.", fix: "Make one with news edition make."),
    unknownWatch: {
      ErrorText(what: "There is no watch “\($0)”.", fix: "See news watch list for your watches.")
    },
    unknownFilter: {
      ErrorText(
        what: "There is no filter “\($0)”.", fix: "See news filter list for your filters.")
    },
    emptyFilter: ErrorText(
      what: "A filter needs a phrase, a --source, or both.",
      fix: "For example: news filter add football, or news filter add --source example.com"),
    phraseTooLong: {
      ErrorText(
        what: "The phrase is longer than \($0) characters.",
        fix: "Watch or filter a few words that stand for the subject.")
    },
    invalidInterval: {
      ErrorText(
        what: "--every takes minutes or hours from 5m to 24h, not “\($0)”.",
        fix: "For example: news watch install --every 30m")
    },
    fileNotWritable: {
      ErrorText(
        what: "Could not write \($0).",
        fix: "Check that the folder is yours and that the disk is not full.")
    },
    ambiguousFeed: { typed, names in
      ErrorText(
        what: "“\(typed)” matches several subscriptions: \(names.joined(separator: ", ")).",
        fix: "Use the id of the one you mean: the number before its name.")
    },
    notOPML: {
      ErrorText(
        what: "\($0) is not an OPML subscription list; nothing was imported.",
        fix: "Export one from your feed reader (OPML), or see news feed export.")
    },
    standardInput: "Standard input",
    unreadableFile: {
      ErrorText(
        what: "Cannot read \($0).", fix: "Check the path; - reads the standard input.")
    },
    storeNotWritable: { path, full in
      ErrorText(
        what: "Could not write to the article store at \(path)"
          + (full ? ": the disk is full." : "."),
        fix: full
          ? "Free some space and try again; nothing stored before was lost."
          : "Check that the file and its folder can be written; nothing stored before was lost.")
    },
    missingAPIKey: ErrorText(
      what: "No Newscatcher API key is set.",
      fix: "Set it in the environment: export NEWSCATCHER_API_KEY=<your key>"),
    keyRejected: { status, api in
      ErrorText(
        what: "The news service rejected the API key (HTTP \(status)).",
        fix: "Check NEWSCATCHER_API_KEY, and that your plan covers API \(api) (see --api).")
    },
    rateLimited: { seconds in
      let when: String
      switch seconds {
      case nil: when = "in a minute"
      case let wait? where wait >= 86_400: when = "later (tomorrow at the earliest)"
      case let wait? where wait >= 7_200: when = "in \(wait / 3_600) hours"
      case let wait? where wait >= 120: when = "in \(wait / 60) minutes"
      case let wait?: when = "in \(wait) \(englishSeconds.form(for: wait, in: .en))"
      }
      return ErrorText(
        what: "The news service's request limit was reached (HTTP 429).",
        fix: "Try again \(when).")
    },
    timedOut: { host, seconds, tries in
      let limit =
        "\(NumberText.decimal(seconds, in: .en)) \(englishSeconds.form(for: seconds, in: .en))"
      return ErrorText(
        what: "The server at \(host) did not answer within \(limit)"
          + (tries > 1 ? " (\(tries) tries)." : "."),
        fix: "Check your connection, or wait longer with --timeout \(longerTimeout(seconds)).")
    },
    httpUnavailable: ErrorText(
      what:
        "Neither libssl (OpenSSL) nor libcurl, which news needs to reach the network, could be"
        + " loaded.",
      fix: "Install them, e.g. apt-get install libssl3 libcurl4."),
    network: { host in
      ErrorText(
        what: "Could not connect to \(host).",
        fix: "Check your internet connection and try again.")
    },
    server: { status in
      ErrorText(
        what: "The news service failed (HTTP \(status)).",
        fix: "The problem is on its side; try again in a few minutes.")
    },
    requestRejected: { status, message in
      ErrorText(
        what: "The news service rejected the request (HTTP \(status))"
          + (message.map { ": \($0)" } ?? "."),
        fix: "Check the phrase and the options; see 'news --help'.")
    },
    endpointNotFound: { url in
      ErrorText(
        what: "The news service has nothing at \(url) (HTTP 404).",
        fix: "Check NEWSCATCHER_API_URL and --api.")
    },
    configSyntax: { path, line in
      ErrorText(
        what: "Line \(line) of \(path) is not a setting.",
        fix: "Write one setting a line, such as: lang = \"pl\" or count = 10")
    },
    configUnknownKey: { path, line, key, nearest, settings in
      ErrorText(
        what: (key.map { "Line \(line) of \(path) sets “\($0)”, which news does not know." }
          ?? "Line \(line) of \(path) sets something news does not know.")
          + (nearest.map { " Did you mean “\($0)”?" } ?? ""),
        fix: "The settings are: \(settings).")
    },
    configInvalidValue: { path, line, key, form in
      ErrorText(
        what: "Line \(line) of \(path) gives \(key) a value it does not take.",
        fix: ConfigFormWords.english(key, form) + ".")
    },
    configWrongType: { path, line, key, written, form in
      let given =
        switch written {
        case .text: "text in quotes"
        case .number: "a number"
        case .list: "a list"
        case .boolean: "true or false"
        }
      return ErrorText(
        what: "Line \(line) of \(path) gives \(key) \(given).",
        fix: ConfigFormWords.english(key, form) + ".")
    },
    configDuplicate: { path, line, key, first in
      ErrorText(
        what: "Line \(line) of \(path) sets \(key) again; line \(first) set it first.",
        fix: "Keep one of the two lines.")
    },
    configUnknownItem: { path, line, key, item, nearest, form in
      ErrorText(
        what: (item.map { "Line \(line) of \(path) lists “\($0)” in \(key), which is not a topic." }
          ?? "Line \(line) of \(path) lists in \(key) something that is not a topic.")
          + (nearest.map { " Did you mean “\($0)”?" } ?? ""),
        fix: ConfigFormWords.english(key, form) + ".")
    },
    configUnquoted: { path, line, key in
      ErrorText(
        what: "Line \(line) of \(path) gives \(key) a value without quotes.",
        fix: "Put text in double quotes: \(key) = \"…\" (numbers go without them: count = 10).")
    },
    invalidKeyInEnvironment: ErrorText(
      what: "NEWSCATCHER_API_KEY holds a line break or another control character.",
      fix: "Set it to the key alone, for example: export NEWSCATCHER_API_KEY=<your key>"),
    invalidKeyInConfig: { path in
      ErrorText(
        what: "The key in \(path) holds a line break or another control character.",
        fix: "Write the key alone in quotes: key = \"…\"")
    },
    answerCutOff: { host in
      ErrorText(
        what: "The answer from \(host) stopped before its end, even after retries.",
        fix: "Try again later; if it keeps happening, the server or a proxy is cutting answers.")
    },
    answerNotHTTP: { host in
      ErrorText(
        what: "\(host) answered with something that is not HTTP.",
        fix: "Check that NEWSCATCHER_API_URL (or NEWS_GOOGLE_RSS_URL) names a web service.")
    },
    answerHeaderTooLarge: { host in
      ErrorText(
        what: "The answer from \(host) has headers larger than news reads (64 KiB).",
        fix: "Check that NEWSCATCHER_API_URL (or NEWS_GOOGLE_RSS_URL) names the news service.")
    },
    redirectLoop: { host in
      ErrorText(
        what: "\(host) kept redirecting (more than 5 times).",
        fix: "Check NEWSCATCHER_API_URL (or NEWS_GOOGLE_RSS_URL); try again later.")
    },
    undecodable: ErrorText(
      what: "The news service sent a response that news cannot read.",
      fix: "Try again later; if it keeps happening, try another --api version."),
    invalidAPIVersionSetting: {
      ErrorText(
        what: "NEWSCATCHER_API_VERSION is “\($0)”, but it must be v1, v2 or v3.",
        fix: "Fix or unset it, or choose with --api.")
    },
    invalidBaseURL: {
      ErrorText(
        what: "\($0) “\($1)” is not a valid http or https address.",
        fix: "Fix or unset it.")
    },
    syncRejected: { server, kind in
      let password: String
      switch kind {
      case .freshRSS:
        password =
          "the API password set in FreshRSS under Settings → Profile → API management (not the"
          + " web password)"
      case .miniflux:
        password =
          "the user name and password of Miniflux's Google Reader API, set under Settings →"
          + " Integrations (not the Miniflux login)"
      case .ttrss: password = "the password of the tt-rss account"
      case .greader: password = "the API password set in the service's profile settings"
      }
      return ErrorText(
        what: "The reader service at \(server) rejected the user name or the password.",
        fix: "Sign in again with news sync login <server-url> --user <name>, using \(password).")
    },
    syncAPIDisabled: {
      ErrorText(
        what: "tt-rss at \($0) does not let this account use its API.",
        fix:
          "In tt-rss, open Preferences → General and switch on \"Enable API\" (an administrator"
          + " may have to allow it), then sign in again.")
    },
    syncNotSignedIn: ErrorText(
      what: "Not signed in to a reader service.",
      fix: "Sign in with news sync login <server-url> --user <name>."),
    syncUndecodable: { server, kind in
      let address: String
      switch kind {
      case .freshRSS:
        address = "FreshRSS's address ends in /api/greader.php (https://host/api/greader.php)"
      case .miniflux:
        address = "Miniflux's address is its root, such as https://host, with no /api/ path"
      case .ttrss:
        address = "tt-rss's address is where it is installed, such as https://host/tt-rss"
      case .greader:
        address =
          "FreshRSS: https://host/api/greader.php; Miniflux: https://host; tt-rss:"
          + " https://host/tt-rss"
      }
      return ErrorText(
        what: "The answer from \(server) is not one of a reader service's API.",
        fix: "Check the address (\(address)).")
    },
    syncAccountNotWritable: {
      ErrorText(
        what: "The sync account could not be written to \($0).",
        fix: "Check that the folder exists and is yours, and that the disk is not full.")
    },
    invalidServer: {
      ErrorText(
        what: "“\($0)” is not a valid http or https address.",
        fix:
          "Give the reader service's address (FreshRSS: https://host/api/greader.php; Miniflux:"
          + " https://host; tt-rss: https://host/tt-rss).")
    },
    missingPassword: ErrorText(
      what: "No API password was given.",
      fix: "Type it when asked, pipe it on stdin, or set NEWS_SYNC_PASSWORD."),
    invalidUser: {
      ErrorText(
        what: "The user name “\($0)” holds a line break or another control character.",
        fix: "Give the user name as the reader service shows it, with --user <name>.")
    },
    syncSignInAgain: {
      ErrorText(
        what: "The reader service at \($0) no longer accepts the sign-in news keeps.",
        fix: "Sign in again: news sync login <server-url> --user <name>.")
    },
    syncCutOff: {
      ErrorText(
        what: "The answer from the reader service at \($0) stopped before its end.",
        fix: "Try news sync again later; if it keeps happening, check the server's logs.")
    },
    syncNotHTTP: {
      ErrorText(
        what: "The reader service at \($0) answered with something that is not HTTP.",
        fix: "Check the address you signed in with (news sync status shows it).")
    },
    syncHeaderTooLarge: {
      ErrorText(
        what: "The answer from the reader service at \($0) has headers larger than news reads.",
        fix: "Check the address you signed in with (news sync status shows it).")
    },
    syncRedirectLoop: {
      ErrorText(
        what: "The reader service at \($0) kept redirecting (more than 5 times).",
        fix: "Check the address you signed in with (news sync status shows it).")
    },
    syncNoAnswer: {
      ErrorText(
        what: "The reader service at \($0) closed the connection without answering.",
        fix: "Try news sync again later; if it keeps happening, check the server's logs.")
    },
    noAnswer: {
      ErrorText(
        what: "\($0) closed the connection without answering, even after retries.",
        fix: "Try again later; if it keeps happening, the server or a proxy is refusing requests.")
    },
    syncUntrusted: {
      ErrorText(
        what:
          "The certificate of the reader service at \($0) could not be verified, so news sent"
          + " it nothing, no password either.",
        fix:
          "If the server is yours, point SSL_CERT_FILE at the CA that signed its certificate;"
          + " otherwise something on the way may be answering in its place.")
    },
    untrusted: {
      ErrorText(
        what: "The certificate of \($0) could not be verified, so news sent it nothing.",
        fix:
          "If the server is yours, point SSL_CERT_FILE at the CA that signed its certificate;"
          + " otherwise something on the way (a sign-in page, a proxy) may be answering in"
          + " its place.")
    },
    syncRepeatedContinuation: { host, kept in
      ErrorText(
        what:
          "The reader service at \(host) sent the same page twice, so its list would never end;"
          + " news stopped there and kept \(englishArticleCount(kept)).",
        fix: "Try news sync again later; if it keeps happening, report it to the server's maker.")
    },
    syncTooManyPages: { host, pages, kept in
      ErrorText(
        what:
          "The reader service at \(host) sent more than \(pages) pages of one list; news stopped"
          + " there and kept \(englishArticleCount(kept)).",
        fix: "Mark old articles read on the server, then run news sync again.")
    },
    syncTooManyItems: { host, items, kept in
      ErrorText(
        what:
          "The reader service at \(host) listed more than \(NumberText.integer(items, in: .en))"
          + " articles; news stopped there and kept \(englishArticleCount(kept)).",
        fix: "Mark old articles read on the server, then run news sync again.")
    },
    syncTooLong: { host, seconds, kept in
      ErrorText(
        what:
          "The sync with \(host) took longer than \(seconds) seconds; news stopped and kept"
          + " \(englishArticleCount(kept)).",
        fix: "Run news sync again: it goes on from what it has.")
    },
    syncAnswerTooLarge: { host, megabytes in
      ErrorText(
        what:
          "The reader service at \(host) sent an answer larger than news reads"
          + " (\(megabytes) MB); nothing of it was used.",
        fix: "Check the server's address: it should be the reader service, not another page.")
    },
    syncArticleTooLarge: { host, megabytes, kept in
      ErrorText(
        what:
          "An article from the reader service at \(host) is larger than news reads"
          + " (\(megabytes) MB in one answer); news left it out and kept \(englishArticleCount(kept)).",
        fix: "Nothing to do unless it keeps happening; then check that article on the server.")
    },
    subscriptionRefused: { feed, host, reason in
      ErrorText(
        what:
          "The reader service at \(host) refused to subscribe to \(feed)"
          + (reason.map { ": “\($0)”." } ?? "."),
        fix: "Check the address with news feed add on its own, or remove it: news feed remove.")
    },
    redirectRefused: { from, to in
      ErrorText(
        what:
          "\(from) redirected a request that carries your credentials to \(to); news did not"
          + " follow it, so they were not sent there.",
        fix: "If the service has really moved, use its new address directly.")
    },
    answerTooLarge: { megabytes in
      ErrorText(
        what: "The news service's answer is larger than news reads (\(megabytes) MiB).",
        fix: "Ask for fewer articles with --count, or try again later.")
    },
    unusableRedirect: { host, status in
      ErrorText(
        what: "\(host) answered with a redirect (HTTP \(status)) that points nowhere news can go.",
        fix: "The problem is on the server's side; try again later.")
    },
    feedServerFailed: { address, status in
      ErrorText(
        what: "The server of the feed at \(address) failed (HTTP \(status)).",
        fix: "The problem is on its side; try again later.")
    },
    feedNotFetched: { address in "The feed at \(address) could not be fetched." },
    feedRedirectLoop: { address in
      ErrorText(
        what: "The feed at \(address) kept redirecting (more than 5 times).",
        fix: "Open the address in a browser: the site may have moved its feed.")
    },
    feedUnusableRedirect: { address, status in
      ErrorText(
        what:
          "The feed at \(address) answered with a redirect (HTTP \(status)) that points nowhere"
          + " news can go.",
        fix: "Open the address in a browser: the site may have moved its feed.")
    },
    feedBroken: { address in
      ErrorText(
        what: "The answer for the feed at \(address) broke off on the way.",
        fix: "Try again later; if it keeps happening, the feed's server is at fault.")
    },
    feedRateLimited: { address in
      ErrorText(
        what: "The server of the feed at \(address) asks news to wait (HTTP 429).",
        fix: "Try again later.")
    },
    feedTooLarge: {
      ErrorText(
        what: "The feed at \($0) is larger than news reads (8 MB).",
        fix: "Look for a smaller feed of the same site (a category or a summary feed).")
    },
    outputNotWritable: { diskFull in
      ErrorText(
        what: diskFull
          ? "The output could not be written: the disk is full."
          : "The output could not be written.",
        fix: "Check where the output goes (a full disk, a closed file) and run the command again.")
    },
    feedCommandFailed: { command, reason in
      ErrorText(
        what: "The feed “\(command)” gave no feed: \(reason).",
        fix: "Run the command yourself: it must print an RSS or Atom feed and exit 0 within 60 s.")
    },
    noBookmarkCommand: ErrorText(
      what: "No bookmark command is configured.",
      fix: "Name one in config.toml: bookmark = \"~/bin/bookmark\" (it gets the address, title,"
        + " summary and feed)."),
    noPlayer: ErrorText(
      what: "No player is configured.",
      fix: "Name one in config.toml: player = \"mpv\" (it gets the downloaded file)."),
    programNotStarted: { kind, program in
      ErrorText(
        what: "The \(englishProgram(kind)) “\(program)” could not be started"
          + (kind == .browser ? "; nothing was marked read." : "."),
        fix: englishProgramFix(kind))
    },
    programFailed: { kind, program, status in
      ErrorText(
        what:
          "The \(englishProgram(kind)) “\(program)” failed (exit status \(status))"
          + (kind == .browser ? "; nothing was marked read." : "."),
        fix: englishProgramFix(kind))
    }
  )

  static func englishProgram(_ kind: ProgramKind) -> String {
    switch kind {
    case .browser: "browser"
    case .bookmark: "bookmark command"
    case .macro: "macro"
    case .player: "player"
    }
  }

  static func englishProgramFix(_ kind: ProgramKind) -> String {
    switch kind {
    case .browser:
      "Install it, or name another in config.toml: browser = \"w3m %u\" (or set $BROWSER)."
    case .bookmark: "Check bookmark = \"…\" in config.toml (news config shows the file)."
    case .macro: "Check the [macros] table of config.toml (news config shows the file)."
    case .player: "Check player = \"…\" in config.toml (news config shows the file)."
    }
  }

  /// A longer `--timeout` to suggest after one that was too short.
  static func longerTimeout(_ seconds: Double) -> Int {
    max(30, Int((seconds * 3).rounded(.up)))
  }

  static func englishArticleCount(_ count: Int) -> String {
    count == 1 ? "1 article" : "\(NumberText.integer(count, in: .en)) articles"
  }
}
