/// The lines of the `--verbose` trace on stderr.
public struct VerboseStrings: Sendable {
  /// A request: attempt, attempts allowed, URL.
  public let request: @Sendable (Int, Int, String) -> String
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
  /// Another attempt follows after so many seconds, because of the given reason.
  public let retrying: @Sendable (Double, String) -> String
  /// The reason "timeout", for `retrying`.
  public let becauseTimedOut: String
  /// The reason "connection failed", for `retrying`.
  public let becauseConnectionFailed: String
  /// Requests left in the plan, as the API reports them.
  public let quotaRemaining: @Sendable (String) -> String
}

extension StringTable {
  static let englishBytes = PluralForms(one: "byte", other: "bytes")
  static let polishBytes = PluralForms(one: "bajt", few: "bajty", many: "bajtów")

  static let englishVerbose = VerboseStrings(
    request: { attempt, attempts, url in "GET \(url) (attempt \(attempt) of \(attempts))" },
    response: { status, milliseconds, bytes in
      "HTTP \(status) in \(NumberText.integer(milliseconds, in: .en)) ms, "
        + "\(NumberText.integer(bytes, in: .en)) \(englishBytes.form(for: bytes, in: .en))"
    },
    timedOut: { "no answer after \(NumberText.integer($0, in: .en)) ms" },
    connectionFailed: { "the connection failed after \(NumberText.integer($0, in: .en)) ms" },
    tooLarge: "the answer is too large; stopped reading it",
    noLibcurl: "libcurl could not be loaded",
    retrying: { seconds, reason in
      "trying again in \(NumberText.decimal(seconds, in: .en)) s (\(reason))"
    },
    becauseTimedOut: "timeout",
    becauseConnectionFailed: "connection failed",
    quotaRemaining: { "requests left in your plan: \($0)" }
  )

  static let polishVerbose = VerboseStrings(
    request: { attempt, attempts, url in "GET \(url) (próba \(attempt) z \(attempts))" },
    response: { status, milliseconds, bytes in
      "HTTP \(status) w \(NumberText.integer(milliseconds, in: .pl)) ms, "
        + "\(NumberText.integer(bytes, in: .pl)) \(polishBytes.form(for: bytes, in: .pl))"
    },
    timedOut: { "brak odpowiedzi po \(NumberText.integer($0, in: .pl)) ms" },
    connectionFailed: { "połączenie nie powiodło się po \(NumberText.integer($0, in: .pl)) ms" },
    tooLarge: "odpowiedź jest za duża; przerwano jej odczyt",
    noLibcurl: "nie udało się wczytać biblioteki libcurl",
    retrying: { seconds, reason in
      "ponowna próba za \(NumberText.decimal(seconds, in: .pl)) s (\(reason))"
    },
    becauseTimedOut: "przekroczony czas",
    becauseConnectionFailed: "błąd połączenia",
    quotaRemaining: { "pozostałe zapytania w planie: \($0)" }
  )
}
