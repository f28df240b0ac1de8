/// The error messages, each saying what happened and what to do.
public struct ErrorStrings: Sendable {
  /// Points to a command's help: receives the command, such as `news search`.
  public let seeHelp: @Sendable (String) -> String
  /// An option the command does not know, and the nearest one if any.
  public let unknownOption: @Sendable (String, String?) -> String
  /// An option given without its value.
  public let missingValue: @Sendable (String) -> String
  /// An argument the command does not take.
  public let unexpectedArgument: @Sendable (String) -> String
  /// A flag that takes no value was given one: the flag as typed.
  public let flagTakesNoValue: @Sendable (String) -> String
  /// A command `news` does not have: what was typed, and the nearest command if any.
  public let unknownCommand: @Sendable (String, String?) -> String
  /// An option another command takes: the option, the command typed.
  public let optionNotForCommand: @Sendable (String, String) -> String
  /// A required argument left out.
  public let missingArgument: @Sendable (String) -> String
  /// An option got a value outside its list: option, value, allowed values.
  public let invalidValue: @Sendable (String, String, [String]) -> ErrorText
  /// `--count` is not a whole number from 1 to 100.
  /// `--count`, `--page`, `--timeout` out of range: the value, and the command typed as an
  /// example to fix it with (`news read`, `news search SpaceX`).
  public let invalidCount: @Sendable (_ value: String, _ command: String) -> ErrorText
  /// `--page` is not a whole number of at least 1.
  public let invalidPage: @Sendable (_ value: String, _ command: String) -> ErrorText
  /// `--timeout` is not a positive number.
  public let invalidTimeout: @Sendable (_ value: String, _ command: String) -> ErrorText
  /// The search phrase is empty.
  public let emptyPhrase: ErrorText
  /// `watch add` with no phrase and no `--query`.
  public let emptyWatchPhrase: ErrorText
  /// No topic was given: receives all topic ids.
  public let missingTopic: @Sendable ([String]) -> ErrorText
  /// An unknown topic: what was typed, the nearest topic if any, and all topic ids.
  public let unknownTopic: @Sendable (String, String?, [String]) -> ErrorText
  /// An article number that is not a whole number of at least 1.
  public let invalidNumber: @Sendable (String) -> ErrorText
  /// No list has been shown yet.
  public let noLastList: ErrorText
  /// The last list had no articles.
  public let emptyLastList: ErrorText
  /// `mark-read` without numbers or `--all` (or with both).
  public let markReadWhich: ErrorText
  /// The number is beyond the last list: number, list length.
  public let noSuchArticle: @Sendable (Int, Int) -> ErrorText
  /// The article has no link: its number.
  public let noLink: @Sendable (Int) -> ErrorText
  /// The article has no enclosure to download: its number.
  public let noEnclosure: @Sendable (Int) -> ErrorText
  /// The article has not that many enclosures: its number, the one asked for, how many.
  public let noSuchEnclosure: @Sendable (Int, Int, Int) -> ErrorText
  /// An enclosure's server answered with this status: the host, the status.
  public let downloadStatus: @Sendable (String, Int) -> ErrorText
  /// The file is larger than news downloads: the host, its size (formatted).
  public let downloadTooLarge: @Sendable (String, String) -> ErrorText
  /// The server kept sending other bytes than those asked for: the host.
  public let downloadUnusableRange: @Sendable (String) -> ErrorText
  /// The server sends the file only whole, over the size taken so: the host, the limit.
  public let downloadWholeOnly: @Sendable (String, String) -> ErrorText
  /// The command needs the store but `--no-store` was given.
  public let storeDisabled: ErrorText
  /// The store could not be opened: its path.
  public let storeUnavailable: @Sendable (String) -> ErrorText
  /// No home directory to keep the store and the settings in.
  public let homeNotSet: ErrorText
  /// Another news kept the store locked: its path.
  public let storeBusy: @Sendable (String) -> ErrorText
  /// A feed address that is not http(s).
  public let invalidFeedURL: @Sendable (String) -> ErrorText
  /// No feed at an address (and the HTTP status when it was not 2xx).
  public let noFeedFound: @Sendable (String, Int?) -> ErrorText
  /// No subscription matches what was typed.
  public let unknownFeed: @Sendable (String) -> ErrorText
  /// A tag that cannot be one: what was typed, the longest a tag may be.
  public let invalidTag: @Sendable (String, Int) -> ErrorText
  /// No subscription has the tag typed.
  public let unknownTag: @Sendable (String) -> ErrorText
  /// A tag typed empty.
  public let emptyTag: ErrorText
  /// `feed rename` to an empty name.
  public let emptyFeedName: ErrorText
  /// A query that is not one: as typed, the character (from 1) where it went wrong, what
  /// was needed there (`QueryStrings`).
  public let invalidQuery: @Sendable (String, Int, String) -> ErrorText
  /// A saved query's name that cannot be one: as typed, the longest name.
  public let invalidQueryName: @Sendable (String, Int) -> ErrorText
  /// No saved query has this name.
  public let unknownQuery: @Sendable (String) -> ErrorText
  /// `watch add --query` with a phrase or a topic too.
  public let queryWithPhrase: ErrorText
  /// `import newsboat` found none of newsboat's files: the places it looked.
  public let noNewsboatFiles: @Sendable ([String]) -> ErrorText
  /// The file at this path is not newsboat's cache.
  public let notNewsboatCache: @Sendable (String) -> ErrorText
  /// The path names a pipe, a device or a folder, not a file.
  public let notARegularFile: @Sendable (String) -> ErrorText
  /// newsboat held its cache locked for the whole wait.
  public let newsboatCacheBusy: @Sendable (String) -> ErrorText
  /// Another news kept the store busy writing for the whole wait.
  public let storeKeptBusy: @Sendable (String) -> ErrorText
  /// SQLite refused what was asked of the store (not a failed write).
  public let storeFailed: @Sendable (String) -> ErrorText
  /// No edition has this id: what was typed.
  public let unknownEdition: @Sendable (String) -> ErrorText
  /// The library has no edition yet.
  public let noEditions: ErrorText
  /// No watch has this id: what was typed.
  public let unknownWatch: @Sendable (String) -> ErrorText
  /// No filter has this id: what was typed.
  public let unknownFilter: @Sendable (String) -> ErrorText
  /// `filter add` with neither a phrase nor a source.
  public let emptyFilter: ErrorText
  /// A phrase longer than the maximum, in characters.
  public let phraseTooLong: @Sendable (Int) -> ErrorText
  /// `--every` that is not an interval from 5m to 24h: what was typed.
  public let invalidInterval: @Sendable (String) -> ErrorText
  /// A file written for the reader could not be written: its path.
  public let fileNotWritable: @Sendable (String) -> ErrorText
  /// Several subscriptions match: what was typed, their names.
  public let ambiguousFeed: @Sendable (String, [String]) -> ErrorText
  /// A file is not OPML: its path.
  public let notOPML: @Sendable (String) -> ErrorText
  /// What `-` reads from, as the subject of a sentence ("Standard input is not …").
  public let standardInput: String
  /// A file cannot be read: its path.
  public let unreadableFile: @Sendable (String) -> ErrorText
  /// The store could not be written: its path, and whether the disk is full.
  public let storeNotWritable: @Sendable (String, Bool) -> ErrorText
  /// No API key is configured.
  public let missingAPIKey: ErrorText
  /// The API rejected the key: HTTP status and API generation.
  public let keyRejected: @Sendable (Int, String) -> ErrorText
  /// Rate limited: seconds to wait, if the API said.
  public let rateLimited: @Sendable (Int?) -> ErrorText
  /// No answer in time: the host, the timeout in seconds per try, the tries made.
  public let timedOut: @Sendable (String, Double, Int) -> ErrorText
  /// libcurl, needed for the network, could not be loaded.
  public let httpUnavailable: ErrorText
  /// The connection failed: the host.
  public let network: @Sendable (String) -> ErrorText
  /// The server failed: HTTP status.
  public let server: @Sendable (Int) -> ErrorText
  /// The API refused the request: HTTP status and its own message, if any.
  public let requestRejected: @Sendable (Int, String?) -> ErrorText
  /// Nothing at the configured address: the URL without its query.
  public let endpointNotFound: @Sendable (String) -> ErrorText
  /// A configuration-file line that is not `key = value`: path, line.
  public let configSyntax: @Sendable (String, Int) -> ErrorText
  /// A configuration-file line with an unknown key: path, line, the key when it is a plain
  /// name (anything else may be a secret typed on the wrong line, and is not echoed).
  /// Also the nearest setting, if one is near, and every setting the file takes.
  public let configUnknownKey: @Sendable (String, Int, String?, String?, String) -> ErrorText
  /// A configuration-file line with a bad value: path, line, key, what the key takes. The
  /// value is never echoed.
  public let configInvalidValue: @Sendable (String, Int, String, ConfigForm) -> ErrorText
  /// A configuration-file line giving a key a value of the wrong kind: path, line, key, what
  /// it gave, what the key takes.
  public let configWrongType:
    @Sendable (String, Int, String, ConfigWritten, ConfigForm) -> ErrorText
  /// A configuration-file line setting a key an earlier line set: path, line, key, the
  /// earlier line.
  public let configDuplicate: @Sendable (String, Int, String, Int) -> ErrorText
  /// A configuration-file list naming an item the key does not take: path, line, key, the
  /// item (nil when it is not a plain word, and so never echoed), the nearest item, what the
  /// key takes.
  public let configUnknownItem:
    @Sendable (String, Int, String, String?, String?, ConfigForm) -> ErrorText
  /// A configuration-file line whose value is a bare word: path, line, key.
  public let configUnquoted: @Sendable (String, Int, String) -> ErrorText
  /// The API key holds a line break or another control character; set in the environment.
  public let invalidKeyInEnvironment: ErrorText
  /// The same, set in the configuration file at this path.
  public let invalidKeyInConfig: @Sendable (String) -> ErrorText
  /// The answer from this host stopped before its end.
  public let answerCutOff: @Sendable (String) -> ErrorText
  /// The answer from this host is not HTTP.
  public let answerNotHTTP: @Sendable (String) -> ErrorText
  /// The answer from this host has a header block larger than news reads.
  public let answerHeaderTooLarge: @Sendable (String) -> ErrorText
  /// This host kept redirecting.
  public let redirectLoop: @Sendable (String) -> ErrorText
  /// The body could not be understood.
  public let undecodable: ErrorText
  /// `NEWSCATCHER_API_VERSION` holds something other than v1, v2 or v3.
  public let invalidAPIVersionSetting: @Sendable (String) -> ErrorText
  /// A base-URL variable is not an http(s) URL: the variable, its value.
  public let invalidBaseURL: @Sendable (String, String) -> ErrorText
  /// The reader service (of this kind) at this host rejected the user name, API password or
  /// token.
  public let syncRejected: @Sendable (String, ReaderServerKind) -> ErrorText
  /// tt-rss at this host has API access switched off for the user.
  public let syncAPIDisabled: @Sendable (String) -> ErrorText
  /// A sync command with no account.
  public let syncNotSignedIn: ErrorText
  /// The reader service (of this kind, as far as `news` can tell) at this host answered with
  /// something that cannot be understood.
  public let syncUndecodable: @Sendable (String, ReaderServerKind) -> ErrorText
  /// The sync account file could not be written at this path.
  public let syncAccountNotWritable: @Sendable (String) -> ErrorText
  /// The reader service address is not an http(s) URL.
  public let invalidServer: @Sendable (String) -> ErrorText
  /// No API password was given to `news sync login`.
  public let missingPassword: ErrorText
  /// A user name with a control character: the name, made safe.
  public let invalidUser: @Sendable (String) -> ErrorText
  /// The reader service at this host no longer takes the stored token.
  public let syncSignInAgain: @Sendable (String) -> ErrorText
  /// The answer from the reader service at this host stopped before its end.
  public let syncCutOff: @Sendable (String) -> ErrorText
  /// The reader service at this host answered with something that is not HTTP, or with headers
  /// too large, or kept redirecting.
  public let syncNotHTTP: @Sendable (String) -> ErrorText
  public let syncHeaderTooLarge: @Sendable (String) -> ErrorText
  public let syncRedirectLoop: @Sendable (String) -> ErrorText
  /// The reader service at this host closed the connection without answering.
  public let syncNoAnswer: @Sendable (String) -> ErrorText
  /// This host closed the connection without answering, even after retries.
  public let noAnswer: @Sendable (String) -> ErrorText
  /// The reader service at this host showed a certificate that could not be verified.
  public let syncUntrusted: @Sendable (String) -> ErrorText
  /// This host showed a certificate that could not be verified; nothing was sent.
  public let untrusted: @Sendable (String) -> ErrorText
  /// The reader service at this host sent a continuation twice: host, articles kept.
  public let syncRepeatedContinuation: @Sendable (String, Int) -> ErrorText
  /// The reader service at this host sent more pages than news reads: host, pages, kept.
  public let syncTooManyPages: @Sendable (String, Int, Int) -> ErrorText
  /// The reader service at this host listed more items than news reads: host, items, kept.
  public let syncTooManyItems: @Sendable (String, Int, Int) -> ErrorText
  /// The sync took longer than news allows: host, seconds, kept.
  public let syncTooLong: @Sendable (String, Int, Int) -> ErrorText
  /// An answer of the reader service at this host (a sign-in, a list) was larger than news
  /// reads: host, MB.
  public let syncAnswerTooLarge: @Sendable (String, Int) -> ErrorText
  /// One article of the reader service at this host was larger than news reads: host, MB, kept.
  public let syncArticleTooLarge: @Sendable (String, Int, Int) -> ErrorText
  /// The reader service at this host refused to subscribe to a feed: feed, host, its reason.
  public let subscriptionRefused: @Sendable (String, String, String?) -> ErrorText
  /// A request with credentials was redirected to another origin: from, to.
  public let redirectRefused: @Sendable (String, String) -> ErrorText
  /// The news service's answer was larger than `news` reads (the limit in MiB).
  public let answerTooLarge: @Sendable (Int) -> ErrorText
  /// A server (at this host) answered with a redirect (this status) that cannot be followed.
  public let unusableRedirect: @Sendable (String, Int) -> ErrorText
  /// The feed at this address: its server failed (HTTP status).
  public let feedServerFailed: @Sendable (String, Int) -> ErrorText
  /// The feed at this address could not be fetched: the sentence before what the network did.
  public let feedNotFetched: @Sendable (String) -> String
  /// The feed at this address kept redirecting.
  public let feedRedirectLoop: @Sendable (String) -> ErrorText
  /// The feed at this address answered with a redirect (this status) that cannot be followed.
  public let feedUnusableRedirect: @Sendable (String, Int) -> ErrorText
  /// The feed at this address: the answer broke on the way (cut off, not HTTP, no answer).
  public let feedBroken: @Sendable (String) -> ErrorText
  /// The feed at this address: its server asks to wait (seconds, if it said).
  public let feedRateLimited: @Sendable (String) -> ErrorText
  /// The feed at this address is larger than news reads.
  public let feedTooLarge: @Sendable (String) -> ErrorText
  /// Standard output could not be written: whether the disk is full.
  public let outputNotWritable: @Sendable (Bool) -> ErrorText
  /// A command feed gave no feed when added: its command line, and why.
  public let feedCommandFailed: @Sendable (String, String) -> ErrorText
  /// `news bookmark` without a bookmark command in the configuration.
  public let noBookmarkCommand: ErrorText
  /// `news download --play` without a player in the configuration.
  public let noPlayer: ErrorText
  /// A program the configuration names could not be started: which, and its name.
  public let programNotStarted: @Sendable (ProgramKind, String) -> ErrorText
  /// It started and failed: which, its name and exit status.
  public let programFailed: @Sendable (ProgramKind, String, Int32) -> ErrorText
}

/// The programs `news` runs for the reader: the browser, the bookmark command, a macro.
public enum ProgramKind: Sendable, Equatable {
  case browser, bookmark, macro, player
}
