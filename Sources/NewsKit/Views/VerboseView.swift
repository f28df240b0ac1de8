import Localization

/// Words a `FetchEvent` for the `--verbose` trace, in the style of `curl -v`: `*` for what
/// `news` does, `>` for headers sent, `<` for what came back.
public enum VerboseView {
  /// The lines for one event, each ending in a newline.
  public static func render(_ event: FetchEvent, strings: StringTable) -> String {
    let verbose = strings.verbose
    var lines: [String]
    switch event {
    case .request(let attempt, let attempts, let method, let url, let headers):
      lines = ["* " + verbose.request(method, attempt, attempts, url)] + headers.map { "> " + $0 }
    case .response(let status, let milliseconds, let bytes):
      lines = ["< " + verbose.response(status, milliseconds, bytes)]
    case .failed(.timedOut, let milliseconds):
      lines = ["* " + verbose.timedOut(milliseconds)]
    case .failed(.connectionFailed, let milliseconds):
      lines = ["* " + verbose.connectionFailed(milliseconds)]
    case .failed(.tooLarge, _):
      lines = ["* " + verbose.tooLarge]
    case .failed(.unavailable, _):
      lines = ["* " + verbose.noLibcurl]
    case .failed(.cutOff, let milliseconds):
      lines = ["* " + verbose.cutOff(milliseconds)]
    case .failed(.noAnswer, let milliseconds):
      lines = ["* " + verbose.noAnswer(milliseconds)]
    case .failed(.untrusted, _):
      lines = ["* " + verbose.untrusted]
    case .failed(.notHTTP, _):
      lines = ["* " + verbose.notHTTP]
    case .failed(.headerTooLarge, _):
      lines = ["* " + verbose.headerTooLarge]
    case .failed(.tooManyRedirects, _):
      lines = ["* " + verbose.tooManyRedirects]
    case .failed(.unusableRedirect(let status), _):
      lines = ["* " + verbose.unusableRedirect(status)]
    case .failed(.credentialRedirect(_, let target), _):
      lines = ["* " + verbose.credentialRedirect(target)]
    case .redirected(let status, let url):
      lines = ["* " + verbose.redirected(status, url)]
    case .retrying(let seconds, let reason):
      let because: String
      switch reason {
      case .status(let status): because = "HTTP \(status)"
      case .timedOut: because = verbose.becauseTimedOut
      case .connectionFailed: because = verbose.becauseConnectionFailed
      case .cutOff: because = verbose.becauseCutOff
      case .noAnswer: because = verbose.becauseNoAnswer
      }
      lines = ["* " + verbose.retrying(seconds, because)]
    case .quotaRemaining(let remaining):
      lines = ["* " + verbose.quotaRemaining(remaining)]
    }
    return lines.map { TerminalSanitizer.sanitize($0) + "\n" }.joined()
  }
}
