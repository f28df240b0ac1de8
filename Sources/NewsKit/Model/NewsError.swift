import Localization

/// Everything that can go wrong in `news`, as data; the error view turns it into words.
public enum NewsError: Error, Equatable, Sendable {
  /// The command line asked for something impossible.
  case usage(UsageProblem)
  /// No API key is configured.
  case missingAPIKey
  /// A setting in the environment is broken.
  case configuration(ConfigurationProblem)
  /// The API rejected the key (401 or 403).
  case keyRejected(status: Int, api: APIVersion)
  /// The API is rate limiting (429); it may say how long to wait.
  case rateLimited(retryAfterSeconds: Int?)
  /// This host did not answer within the timeout (seconds per try), in so many tries.
  case timedOut(host: String, seconds: Double, tries: Int)
  /// The connection could not be made or was lost.
  case network(host: String)
  /// No HTTP library could be loaded (libcurl is missing).
  case httpUnavailable
  /// The server failed (5xx).
  case server(status: Int)
  /// The API refused the request (another 4xx), with its own message if it gave one.
  case requestRejected(status: Int, message: String?)
  /// The body could not be understood.
  case undecodable(UndecodableReason)
  /// The article store could not be opened or created at this path (a read-only home).
  case storeUnavailable(String)
  /// Neither `HOME` nor the account's home nor `XDG_DATA_HOME` says where the store lives.
  case homeNotSet
  /// Another `news` kept the store at this path locked for the whole wait.
  case storeBusy(String)
  /// The store could not be written (at this path); whether the disk is full.
  case storeNotWritable(String, diskFull: Bool)
  /// Nothing at this address is a feed, and it announces none (HTTP status if not 2xx).
  case noFeedFound(String, status: Int?)
  /// The file at this path is not an OPML subscription list.
  case notOPML(String)
  /// The file at this path is not newsboat's cache (not SQLite, or without its tables).
  case notNewsboatCache(String)
  /// The path names a pipe, a device, a socket or a folder, not a file: never read (a pipe
  /// nobody writes would block for ever).
  case notARegularFile(String)
  /// newsboat kept its cache at this path locked for the whole wait (it is writing to it).
  case newsboatCacheBusy(String)
  /// Another `news` kept the store at this path busy writing for the whole wait.
  case storeKeptBusy(String)
  /// SQLite refused what was asked of the store at this path (not a write it could not make).
  case storeFailed(String)
  /// The server's answer was broken on the way: cut off, not HTTP, or a redirect loop.
  case badAnswer(host: String, BadAnswer)
  /// The API key holds a character that cannot go into an HTTP header (a line break or
  /// another control character); where it was set.
  case invalidKey(KeySource)
  /// The reader service (of this kind, at this host) rejected the user name or password.
  case syncRejected(server: String, kind: ReaderServerKind)
  /// tt-rss (at this host) has API access switched off for the user.
  case syncAPIDisabled(server: String)
  /// A sync command needs an account and there is none.
  case syncNotSignedIn
  /// The reader service's answer (from this host; its kind as far as `news` can tell) cannot
  /// be understood.
  case syncUndecodable(server: String, kind: ReaderServerKind)
  /// The sync account file could not be written at this path.
  case syncAccountNotWritable(String)
  /// The reader service (at this host) no longer takes the stored token: sign in again.
  case syncSignInAgain(server: String)
  /// The reader service's answer (from this host) was broken on the way.
  case syncBroken(server: String, BadAnswer)
  /// The reader service (at this host) went past a bound `news` sets on its pages; what was
  /// fetched before that (this many articles) is kept.
  case syncLimit(server: String, SyncLimit, kept: Int)
  /// The reader service (at this host) refused a subscription, with its reason if it gave one.
  case subscriptionRefused(url: String, server: String, reason: String?)
  /// A request carrying credentials was redirected to another origin and not followed: both
  /// origins.
  case redirectRefused(from: String, to: String)
  /// The feed or page at this address is larger than `news` reads.
  case feedTooLarge(String)
  /// Fetching the feed at this address (user information masked when shown) failed: the
  /// failure, said of the feed rather than of the news service.
  indirect case feed(address: String, NewsError)
  /// Standard output could not be written (a full disk, a closed descriptor).
  case outputNotWritable(diskFull: Bool)
  /// A file `news` writes for the reader (the timer's units) could not be written: its path.
  case fileNotWritable(String)
  /// A command feed (`exec:`, `filter:`) gave no feed when added: the command line, and the
  /// stored code of the failure (`command:2`, `command_not_started`, `timeout` …).
  case feedCommand(String, failure: String)
  /// An enclosure could not be downloaded from this host (`news download`).
  case download(host: String, DownloadProblem)

  /// The contract's exit code for this error.
  public var exitCode: Int32 {
    switch self {
    case .feed(_, .requestRejected): return 65
    case .feed(_, let failure): return failure.exitCode
    case .usage, .requestRejected: return 64
    case .undecodable, .noFeedFound, .notOPML, .notNewsboatCache, .notARegularFile,
      .syncUndecodable, .syncLimit,
      .subscriptionRefused, .feedTooLarge, .feedCommand:
      return 65
    case .badAnswer(_, let answer), .syncBroken(_, let answer):
      return [.redirectLoop, .noAnswer, .untrusted].contains(answer) ? 69 : 65
    case .network, .timedOut, .server, .httpUnavailable, .redirectRefused, .download: return 69
    case .rateLimited, .newsboatCacheBusy, .storeKeptBusy: return 75
    case .storeNotWritable, .syncAccountNotWritable, .outputNotWritable, .storeUnavailable,
      .storeFailed,
      .fileNotWritable:
      return 74
    case .keyRejected, .syncRejected, .syncAPIDisabled, .syncSignInAgain: return 77
    case .missingAPIKey, .configuration, .storeBusy, .invalidKey, .syncNotSignedIn, .homeNotSet:
      return 78
    }
  }
}

/// A command line that cannot be carried out as typed.
public enum UsageProblem: Equatable, Sendable {
  /// An option got a value outside its list.
  case invalidValue(option: String, value: String, allowed: [String])
  /// `--count` is not 1…100.
  case invalidCount(String)
  /// `--page` is not a whole number ≥ 1.
  case invalidPage(String)
  /// `--timeout` is not a positive number.
  case invalidTimeout(String)
  /// The search phrase is empty.
  case emptyPhrase
  /// `watch add` with no phrase (and no `--query`).
  case emptyWatchPhrase
  /// No topic was given.
  case missingTopic
  /// An article number that is not a whole number of at least 1.
  case invalidNumber(String)
  /// No list has been shown yet.
  case noLastList
  /// The last list shown had no articles to pick from.
  case emptyLastList
  /// `mark-read` was given neither numbers nor `--all`, or both.
  case markReadWhich
  /// The number is beyond the last list, which has `count` articles.
  case noSuchArticle(Int, count: Int)
  /// The article has no link to open.
  case noLink(Int)
  /// Article N has no enclosure (`news download N`).
  case noEnclosure(Int)
  /// Article N has not that many enclosures: the number asked for and how many there are.
  case noSuchEnclosure(Int, enclosure: Int, count: Int)
  /// The command needs the store, and `--no-store` was given.
  case storeDisabled
  /// No topic has this name; the nearest one, if any is near.
  case unknownTopic(String, suggestion: Topic?)
  /// A feed address that is not an http(s) URL.
  case invalidFeedURL(String)
  /// No subscription matches what was typed.
  case unknownFeed(String)
  /// A tag that is empty, too long, or holds a comma or a control character: what was typed.
  case invalidTag(String)
  /// No subscription has this tag.
  case unknownTag(String)
  /// A tag typed empty (`--tag ""`).
  case emptyTag
  /// `feed rename` to a name of nothing but spaces.
  case emptyFeedName
  /// A query that is not one: as typed, where it went wrong (a character offset from 0),
  /// and what was needed there.
  case invalidQuery(String, offset: Int, expected: QueryExpectation)
  /// A saved query's name that is empty, too long or holds a control character: as typed.
  case invalidQueryName(String)
  /// No saved query has this name.
  case unknownQuery(String)
  /// `watch add --query` with a phrase or `--topic` too.
  case queryWithPhrase
  /// `import newsboat` found neither `urls` nor `cache.db` where it looked: the places.
  case noNewsboatFiles([String])
  /// What was typed matches several subscriptions: their names.
  case ambiguousFeed(String, matches: [String])
  /// A file that cannot be read.
  case unreadableFile(String)
  /// A reader service address that is not an http(s) URL.
  case invalidServer(String)
  /// `news sync login` found no API password (no terminal, empty stdin, no variable).
  case missingPassword
  /// A user name for `news sync login` holding a control character (a line break, an escape).
  case invalidUser(String)
  /// No edition has this id.
  case unknownEdition(String)
  /// The library has no edition yet.
  case noEditions
  /// No watch has this id.
  case unknownWatch(String)
  /// No filter has this id.
  case unknownFilter(String)
  /// `filter add` with neither a phrase nor `--source`.
  case emptyFilter
  /// A phrase longer than `maximum` characters.
  case phraseTooLong(maximum: Int)
  /// `--every` that is not minutes or hours from 5m to 24h.
  case invalidInterval(String)
}

/// A broken setting.
public enum ConfigurationProblem: Equatable, Sendable {
  /// `NEWSCATCHER_API_VERSION` is not v1, v2 or v3.
  case invalidAPIVersion(String)
  /// A base-URL variable (`NEWSCATCHER_API_URL`, `NEWS_GOOGLE_RSS_URL`) is not an http(s) URL.
  case invalidBaseURL(String, variable: String)
  /// The server has no such endpoint (404): the URL asked, without its query.
  case endpointNotFound(String)
  /// A line of the configuration file is wrong.
  case configFile(path: String, error: ConfigFileError)
  /// A program the configuration names (the browser, the bookmark command, a macro) could not
  /// be started (status nil) or failed.
  case program(ProgramKind, name: String, status: Int32?)
  /// `news bookmark` with no `bookmark` command in the configuration.
  case noBookmarkCommand
  /// `news download --play` without a player in the configuration.
  case noPlayer
}

/// Why a body could not be understood; kept for `--verbose` and tests, never shown raw.
public enum UndecodableReason: Equatable, Sendable {
  /// Not JSON at all (an HTML page, an empty or cut-off body).
  case notJSON
  /// JSON, but not an object with articles.
  case unexpectedShape
  /// The API said it failed without saying how.
  case apiError(String?)
  /// The body was larger than `news` reads.
  case tooLarge
  /// Not an RSS or Atom feed (an HTML page, a consent form).
  case notFeed
  /// A feed cut off before its end.
  case truncatedFeed
}

/// How an answer was broken on its way back.
public enum BadAnswer: Equatable, Sendable {
  /// It stopped before its end (a short body, a connection reset mid-answer).
  case cutOff
  /// It was not HTTP (HTTP/0.9, a garbled status line).
  case notHTTP
  /// Its header block was larger than `news` reads.
  case headerTooLarge
  /// The server kept redirecting.
  case redirectLoop
  /// The connection was made, then closed before any answer (network-like: 69).
  case noAnswer
  /// A redirect (this status) whose `Location` is missing, unreadable or not http(s).
  case unusableRedirect(status: Int)
  /// Its certificate could not be verified, so nothing was sent (network-like: 69).
  case untrusted
}

/// Why an enclosure's server could not give the file.
public enum DownloadProblem: Equatable, Sendable {
  /// It answered with this status (404: the file is gone).
  case status(Int)
  /// The file is larger than `news` downloads (its size).
  case tooLarge(bytes: Int)
  /// It kept sending other bytes than those asked for.
  case unusableRange
  /// It sends the file only whole, and whole it is over this many bytes.
  case wholeOnly(limit: Int)
}

/// Which bound on a reader service's pages was reached.
public enum SyncLimit: Equatable, Sendable {
  /// The server sent a continuation it had sent before (it would never end).
  case repeatedContinuation
  /// More pages than `news` reads in one list (the number read).
  case pages(Int)
  /// More item ids than `news` reads in one list (the number read).
  case items(Int)
  /// The whole sync took longer than `news` allows (seconds).
  case time(Int)
  /// An answer was larger than `news` reads (megabytes): a sign-in, a list, anything.
  case answerTooLarge(megabytes: Int)
  /// One article's answer was larger than `news` reads (megabytes): it was left out.
  case articleTooLarge(megabytes: Int)
}

/// Where the API key was set.
public enum KeySource: Equatable, Sendable {
  /// `NEWSCATCHER_API_KEY`.
  case environment
  /// The configuration file at this path.
  case configFile(String)
}
