/// The lines of the `--verbose` trace on stderr.
public struct VerboseStrings: Sendable {
  /// A request: method, attempt, attempts allowed, URL.
  public let request: @Sendable (String, Int, Int, String) -> String
  /// A response: status, milliseconds, body bytes.
  public let response: @Sendable (Int, Int, Int) -> String
  /// No answer within the timeout, after so many milliseconds.
  public let timedOut: @Sendable (Int) -> String
  /// The connection failed after so many milliseconds.
  public let connectionFailed: @Sendable (Int) -> String
  /// The body was too large and reading stopped.
  public let tooLarge: String
  /// libcurl could not be loaded.
  public let noLibcurl: String
  /// The answer stopped before its end, after so many milliseconds.
  public let cutOff: @Sendable (Int) -> String
  /// The connection closed before any answer, after so many milliseconds.
  public let noAnswer: @Sendable (Int) -> String
  /// The answer was not HTTP.
  public let notHTTP: String
  /// The server's certificate could not be verified.
  public let untrusted: String
  /// The answer's headers were too large.
  public let headerTooLarge: String
  /// Too many redirects.
  public let tooManyRedirects: String
  /// A redirect (this status) that points nowhere `news` can go.
  public let unusableRedirect: @Sendable (Int) -> String
  /// A redirect: status, the address it points to.
  public let redirected: @Sendable (Int, String) -> String
  /// A request carrying credentials was redirected to another origin and is not followed.
  public let credentialRedirect: @Sendable (String) -> String
  /// Another attempt follows after so many seconds, because of the given reason.
  public let retrying: @Sendable (Double, String) -> String
  /// The reason "timeout", for `retrying`.
  public let becauseTimedOut: String
  /// The reason "connection failed", for `retrying`.
  public let becauseConnectionFailed: String
  /// The reason "answer cut off", for `retrying`.
  public let becauseCutOff: String
  public let becauseNoAnswer: String
  /// Requests left in the plan, as the API reports them.
  public let quotaRemaining: @Sendable (String) -> String
}

extension StringTable {
  static let englishBytes = PluralForms(one: "byte", other: "bytes")
  static let polishBytes = PluralForms(one: "bajt", few: "bajty", many: "bajtów")

  static let englishVerbose = VerboseStrings(
    request: { method, attempt, attempts, url in
      "\(method) \(url) (attempt \(attempt) of \(attempts))"
    },
    response: { status, milliseconds, bytes in
      "HTTP \(status) in \(NumberText.integer(milliseconds, in: .en)) ms, "
        + "\(NumberText.integer(bytes, in: .en)) \(englishBytes.form(for: bytes, in: .en))"
    },
    timedOut: { "no answer after \(NumberText.integer($0, in: .en)) ms" },
    connectionFailed: { "the connection failed after \(NumberText.integer($0, in: .en)) ms" },
    tooLarge: "the answer is too large; stopped reading it",
    noLibcurl: "neither libssl nor libcurl could be loaded",
    cutOff: { "the answer stopped before its end after \(NumberText.integer($0, in: .en)) ms" },
    noAnswer: {
      "the connection closed without an answer after \(NumberText.integer($0, in: .en)) ms"
    },
    notHTTP: "the answer is not HTTP",
    untrusted: "the server's certificate could not be verified; nothing was sent",
    headerTooLarge: "the answer's headers are larger than 64 KiB; stopped reading",
    tooManyRedirects: "too many redirects; stopped following them",
    unusableRedirect: { "HTTP \($0): a redirect with no usable Location; not followed" },
    redirected: { status, url in "HTTP \(status): redirected to \(url)" },
    credentialRedirect: {
      "not following the redirect to \($0): the request carries credentials and that is another host, port or scheme"
    },
    retrying: { seconds, reason in
      "trying again in \(NumberText.decimal(seconds, in: .en)) s (\(reason))"
    },
    becauseTimedOut: "timeout",
    becauseConnectionFailed: "connection failed",
    becauseCutOff: "answer cut off",
    becauseNoAnswer: "no answer",
    quotaRemaining: { "requests left in your plan: \($0)" }
  )

  static let polishVerbose = VerboseStrings(
    request: { method, attempt, attempts, url in
      "\(method) \(url) (próba \(attempt) z \(attempts))"
    },
    response: { status, milliseconds, bytes in
      "HTTP \(status) w \(NumberText.integer(milliseconds, in: .pl)) ms, "
        + "\(NumberText.integer(bytes, in: .pl)) \(polishBytes.form(for: bytes, in: .pl))"
    },
    timedOut: { "brak odpowiedzi po \(NumberText.integer($0, in: .pl)) ms" },
    connectionFailed: { "połączenie nie powiodło się po \(NumberText.integer($0, in: .pl)) ms" },
    tooLarge: "odpowiedź jest za duża; przerwano jej odczyt",
    noLibcurl: "nie udało się wczytać ani libssl, ani libcurl",
    cutOff: { "odpowiedź urwała się przed końcem po \(NumberText.integer($0, in: .pl)) ms" },
    noAnswer: {
      "połączenie zamknięto bez odpowiedzi po \(NumberText.integer($0, in: .pl)) ms"
    },
    notHTTP: "odpowiedź nie jest odpowiedzią HTTP",
    untrusted: "nie udało się potwierdzić certyfikatu serwera; nic nie wysłano",
    headerTooLarge: "nagłówki odpowiedzi przekraczają 64 KiB; przerwano odczyt",
    tooManyRedirects: "za dużo przekierowań; przerwano",
    unusableRedirect: { "HTTP \($0): przekierowanie bez użytecznego nagłówka Location; pominięto" },
    redirected: { status, url in "HTTP \(status): przekierowanie do \(url)" },
    credentialRedirect: {
      "nie wykonano przekierowania do \($0): żądanie niesie dane logowania, a to inny host, port lub schemat"
    },
    retrying: { seconds, reason in
      "ponowna próba za \(NumberText.decimal(seconds, in: .pl)) s (\(reason))"
    },
    becauseTimedOut: "przekroczony czas",
    becauseConnectionFailed: "błąd połączenia",
    becauseCutOff: "urwana odpowiedź",
    becauseNoAnswer: "brak odpowiedzi",
    quotaRemaining: { "pozostałe zapytania w planie: \($0)" }
  )
}
