import Localization

/// Turns a `NewsError` into the localized lines printed on stderr.
public enum ErrorView {
  /// The name errors are prefixed with, like other command-line tools.
  public static let prefix = "news: "

  /// A command path (`news read`, `news feed refresh`) as the start of an example of a fix: a
  /// search or a topic with the words it needs.
  public static func example(_ path: String) -> String {
    switch path {
    case "news", "news search": "news search SpaceX"
    case "news topic": "news topic sport"
    default: path
    }
  }

  /// What happened and what to do, in the reader's language; `command` is the command typed,
  /// as an example of a fix (`news read` for `news read --count 0`).
  public static func text(
    _ error: NewsError, strings: StringTable, command: String = "news search SpaceX"
  ) -> ErrorText {
    let errors = strings.errors
    switch error {
    case .usage(let problem):
      return usage(problem, strings: strings, command: command)
    case .missingAPIKey:
      return errors.missingAPIKey
    case .configuration(.invalidAPIVersion(let value)):
      return errors.invalidAPIVersionSetting(safe(value))
    case .configuration(.invalidBaseURL(let value, let variable)):
      return errors.invalidBaseURL(variable, safe(value))
    case .configuration(.configFile(let path, let error)):
      switch error.problem {
      case .syntax:
        return errors.configSyntax(safe(path), error.line)
      case .unknownKey(let key):
        let nearest = key.flatMap { ArgumentScan.nearest(to: $0, among: ConfigFile.keys) }
        return errors.configUnknownKey(
          safe(path), error.line, key.map(safe), nearest, configSettingsList)
      case .invalidValue(let key):
        return errors.configInvalidValue(safe(path), error.line, key, ConfigFile.form(key))
      case .unquoted(let key):
        return errors.configUnquoted(safe(path), error.line, key)
      case .wrongType(let key, let written):
        return errors.configWrongType(safe(path), error.line, key, written, ConfigFile.form(key))
      case .duplicate(let key, let first):
        return errors.configDuplicate(safe(path), error.line, key, first)
      case .unknownItem(let key, let item):
        let nearest = item.flatMap {
          ArgumentScan.nearest(to: $0, among: Topic.allCases.map(\.rawValue))
        }
        return errors.configUnknownItem(
          safe(path), error.line, key, item.map(safe), nearest, ConfigFile.form(key))
      }
    case .configuration(.endpointNotFound(let url)):
      return errors.endpointNotFound(safe(url))
    case .feedCommand(let command, let code):
      let reason =
        FeedFailure(code: code).map {
          FeedRefreshView.reason($0, strings: strings)
        } ?? code
      return errors.feedCommandFailed(safe(command), reason)
    case .configuration(.noBookmarkCommand):
      return errors.noBookmarkCommand
    case .configuration(.noPlayer):
      return errors.noPlayer
    case .download(let host, .status(let status)):
      return errors.downloadStatus(safe(host), status)
    case .download(let host, .tooLarge(let bytes)):
      return errors.downloadTooLarge(safe(host), strings.editions.size(bytes))
    case .download(let host, .unusableRange):
      return errors.downloadUnusableRange(safe(host))
    case .download(let host, .wholeOnly(let limit)):
      return errors.downloadWholeOnly(safe(host), strings.editions.size(limit))
    case .configuration(.program(let kind, let name, let status)):
      return status.map { errors.programFailed(kind, safe(name), $0) }
        ?? errors.programNotStarted(kind, safe(name))
    case .keyRejected(let status, let api):
      return errors.keyRejected(status, api.rawValue)
    case .rateLimited(let seconds):
      return errors.rateLimited(seconds)
    case .timedOut(let host, let seconds, let tries):
      return errors.timedOut(safe(host), seconds, tries)
    case .httpUnavailable:
      return errors.httpUnavailable
    case .network(let host):
      return errors.network(safe(host))
    case .server(let status):
      return errors.server(status)
    case .requestRejected(let status, let message):
      return errors.requestRejected(status, message.map(safe))
    case .undecodable(.tooLarge):
      return errors.answerTooLarge(CurlTransport.maximumBodySize >> 20)
    case .undecodable:
      return errors.undecodable
    case .storeUnavailable(let path):
      return errors.storeUnavailable(safe(path))
    case .homeNotSet:
      return errors.homeNotSet
    case .noFeedFound(let url, let status):
      return errors.noFeedFound(safe(url), status)
    case .notNewsboatCache(let path):
      return errors.notNewsboatCache(safe(path))
    case .notARegularFile(let path):
      return errors.notARegularFile(safe(path))
    case .newsboatCacheBusy(let path):
      return errors.newsboatCacheBusy(safe(path))
    case .storeKeptBusy(let path):
      return errors.storeKeptBusy(safe(path))
    case .storeFailed(let path):
      return errors.storeFailed(safe(path))
    case .notOPML(let path):
      // `-` is what `feed import -` read: standard input, named in the reader's language.
      return errors.notOPML(path == "-" ? errors.standardInput : safe(path))
    case .storeBusy(let path):
      return errors.storeBusy(safe(path))
    case .storeNotWritable(let path, let diskFull):
      return errors.storeNotWritable(safe(path), diskFull)
    case .invalidKey(.environment):
      return errors.invalidKeyInEnvironment
    case .invalidKey(.configFile(let path)):
      return errors.invalidKeyInConfig(safe(path))
    case .syncRejected(let server, let kind):
      return errors.syncRejected(safe(server), kind)
    case .syncAPIDisabled(let server):
      return errors.syncAPIDisabled(safe(server))
    case .syncNotSignedIn:
      return errors.syncNotSignedIn
    case .syncUndecodable(let server, let kind):
      return errors.syncUndecodable(safe(server), kind)
    case .syncAccountNotWritable(let path):
      return errors.syncAccountNotWritable(safe(path))
    case .fileNotWritable(let path):
      return errors.fileNotWritable(safe(path))
    case .syncSignInAgain(let server):
      return errors.syncSignInAgain(safe(server))
    case .syncBroken(let server, let answer):
      switch answer {
      case .cutOff: return errors.syncCutOff(safe(server))
      case .notHTTP: return errors.syncNotHTTP(safe(server))
      case .headerTooLarge: return errors.syncHeaderTooLarge(safe(server))
      case .redirectLoop: return errors.syncRedirectLoop(safe(server))
      case .noAnswer: return errors.syncNoAnswer(safe(server))
      case .untrusted: return errors.syncUntrusted(safe(server))
      case .unusableRedirect(let status): return errors.unusableRedirect(safe(server), status)
      }
    case .syncLimit(let server, let limit, let kept):
      switch limit {
      case .repeatedContinuation: return errors.syncRepeatedContinuation(safe(server), kept)
      case .pages(let pages): return errors.syncTooManyPages(safe(server), pages, kept)
      case .items(let items): return errors.syncTooManyItems(safe(server), items, kept)
      case .time(let seconds): return errors.syncTooLong(safe(server), seconds, kept)
      case .answerTooLarge(let megabytes):
        return errors.syncAnswerTooLarge(safe(server), megabytes)
      case .articleTooLarge(let megabytes):
        return errors.syncArticleTooLarge(safe(server), megabytes, kept)
      }
    case .subscriptionRefused(let url, let server, let reason):
      // The reason is quoted inside a sentence that has its own full stop.
      let words = reason.map(safe).map {
        $0.hasSuffix(".") && !$0.hasSuffix("..") ? String($0.dropLast()) : $0
      }
      return errors.subscriptionRefused(safe(url), safe(server), words)
    case .redirectRefused(let from, let to):
      return errors.redirectRefused(safe(from), safe(to))
    case .feedTooLarge(let url):
      return errors.feedTooLarge(safe(url))
    case .outputNotWritable(let diskFull):
      return errors.outputNotWritable(diskFull)
    case .badAnswer(let host, let answer):
      switch answer {
      case .cutOff: return errors.answerCutOff(safe(host))
      case .notHTTP: return errors.answerNotHTTP(safe(host))
      case .headerTooLarge: return errors.answerHeaderTooLarge(safe(host))
      case .redirectLoop: return errors.redirectLoop(safe(host))
      case .noAnswer: return errors.noAnswer(safe(host))
      case .untrusted: return errors.untrusted(safe(host))
      case .unusableRedirect(let status): return errors.unusableRedirect(safe(host), status)
      }
    case .feed(let address, let failure):
      return feed(safe(address), failure, strings: strings)
    }
  }

  /// A failure to fetch a feed, said of the feed and its address (never of the news service
  /// or its variables).
  static func feed(_ address: String, _ failure: NewsError, strings: StringTable) -> ErrorText {
    let errors = strings.errors
    switch failure {
    case .server(let status), .requestRejected(let status, _):
      return errors.feedServerFailed(address, status)
    case .network, .timedOut, .badAnswer(_, .untrusted):
      let network = text(failure, strings: strings)
      return ErrorText(what: errors.feedNotFetched(address) + " " + network.what, fix: network.fix)
    case .badAnswer(_, .redirectLoop): return errors.feedRedirectLoop(address)
    case .badAnswer(_, .unusableRedirect(let status)):
      return errors.feedUnusableRedirect(address, status)
    case .badAnswer: return errors.feedBroken(address)
    case .rateLimited: return errors.feedRateLimited(address)
    case .undecodable(.tooLarge): return errors.feedTooLarge(address)
    default: return text(failure, strings: strings)
    }
  }

  /// Every setting the file takes: the plain ones, then each table's (`[edition] topics, …`).
  static var configSettingsList: String {
    let plain = ConfigFile.keys.filter { !$0.contains(".") }.joined(separator: ", ")
    let tables = ConfigFile.tables.map { table in
      switch table {
      // Tables whose keys are the reader's actions and keys.
      case "keys": "[keys] <action> = \"<key>\""
      case "macros": "[macros] <key> = \"<command> %u\""
      default:
        "[\(table)] "
          + ConfigFile.keys.filter { $0.hasPrefix(table + ".") }
          .map { String($0.dropFirst(table.count + 1)) }.joined(separator: ", ")
      }
    }
    return ([plain] + tables).joined(separator: "; ")
  }

  static func usage(
    _ problem: UsageProblem, strings: StringTable, command: String = "news search SpaceX"
  ) -> ErrorText {
    let errors = strings.errors
    switch problem {
    case .invalidValue(let option, let value, let allowed):
      return errors.invalidValue(option, safe(value), allowed)
    case .invalidCount(let value):
      return errors.invalidCount(safe(value), command)
    case .invalidPage(let value):
      return errors.invalidPage(safe(value), command)
    case .invalidTimeout(let value):
      return errors.invalidTimeout(safe(value), command)
    case .emptyPhrase:
      return errors.emptyPhrase
    case .emptyWatchPhrase:
      return errors.emptyWatchPhrase
    case .emptyTag:
      return errors.emptyTag
    case .emptyFeedName:
      return errors.emptyFeedName
    case .invalidNumber(let value):
      return errors.invalidNumber(safe(value))
    case .emptyLastList:
      return errors.emptyLastList
    case .noLastList:
      return errors.noLastList
    case .markReadWhich:
      return errors.markReadWhich
    case .noSuchArticle(let number, let count):
      return errors.noSuchArticle(number, count)
    case .noLink(let number):
      return errors.noLink(number)
    case .noEnclosure(let number):
      return errors.noEnclosure(number)
    case .noSuchEnclosure(let number, let asked, let count):
      return errors.noSuchEnclosure(number, asked, count)
    case .storeDisabled:
      return errors.storeDisabled
    case .missingTopic:
      return errors.missingTopic(Topic.allCases.map { $0.typed(in: strings) })
    case .invalidFeedURL(let text):
      return errors.invalidFeedURL(safe(text))
    case .unknownFeed(let text):
      return errors.unknownFeed(safe(text))
    case .invalidTag(let text):
      return errors.invalidTag(safe(text), FeedTags.maximumLength)
    case .unknownTag(let text):
      return errors.unknownTag(safe(text))
    case .invalidQuery(let query, let offset, let expected):
      return errors.invalidQuery(
        safe(query), offset + 1, QueryWording.expected(expected, strings: strings.queries))
    case .ambiguousFeed(let text, let names):
      return errors.ambiguousFeed(safe(text), names.map(safe))
    case .unreadableFile(let path):
      return errors.unreadableFile(safe(path))
    case .invalidQueryName(let text):
      return errors.invalidQueryName(safe(text), SavedQuery.maximumNameLength)
    case .unknownQuery(let name):
      return errors.unknownQuery(safe(name))
    case .queryWithPhrase:
      return errors.queryWithPhrase
    case .noNewsboatFiles(let places):
      return errors.noNewsboatFiles(places.map(safe))
    case .invalidServer(let address):
      return errors.invalidServer(safe(address))
    case .missingPassword:
      return errors.missingPassword
    case .invalidUser(let user):
      return errors.invalidUser(safe(user))
    case .unknownEdition(let text):
      return errors.unknownEdition(safe(text))
    case .noEditions:
      return errors.noEditions
    case .unknownWatch(let text):
      return errors.unknownWatch(safe(text))
    case .unknownFilter(let text):
      return errors.unknownFilter(safe(text))
    case .emptyFilter:
      return errors.emptyFilter
    case .phraseTooLong(let maximum):
      return errors.phraseTooLong(maximum)
    case .invalidInterval(let text):
      return errors.invalidInterval(safe(text))
    case .unknownTopic(let input, let suggestion):
      return errors.unknownTopic(
        safe(input), suggestion?.typed(in: strings), Topic.allCases.map { $0.typed(in: strings) })
    }
  }

  /// The two lines as printed, the first prefixed with `news: `, ending in a newline.
  public static func render(_ text: ErrorText) -> String {
    prefix + text.what + "\n" + text.fix + "\n"
  }

  /// The error as printed.
  public static func render(_ error: NewsError, strings: StringTable) -> String {
    render(text(error, strings: strings))
  }

  static func safe(_ text: String) -> String {
    DisplayCut.middle(AddressMask.mask(TerminalSanitizer.sanitize(text)))
  }
}
