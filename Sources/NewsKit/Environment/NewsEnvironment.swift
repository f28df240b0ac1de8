import Foundation
import Localization
import TimeZones

/// Everything `news` takes from the world, as values and closures that tests replace.
///
/// The live value talks to the network, the clock, the process environment and the terminal;
/// a test builds its own with a canned `send`, a fixed `now` and a dictionary of variables.
public struct NewsEnvironment: Sendable {
  /// Sends one HTTP request; throws `TransportError` when there is no response.
  public var send: @Sendable (HTTPRequest) async throws -> HTTPResponse
  /// The current time.
  public var now: @Sendable () -> Date
  /// The environment variables.
  public var variables: [String: String]
  /// Whether a file descriptor (1 for stdout, 2 for stderr) is a terminal.
  public var isTerminal: @Sendable (Int32) -> Bool
  /// The width in columns of the terminal on a file descriptor (1 for stdout, 2 for stderr),
  /// if it is one.
  public var terminalColumns: @Sendable (Int32) -> Int?
  /// The time zone dates are shown in; asked only when a date is shown, since reading the
  /// system's zone costs half a millisecond at start-up.
  public var timeZone: @Sendable () -> ZoneRules
  /// Waits that many seconds between attempts; tests record the waits instead.
  public var sleep: @Sendable (Double) async throws -> Void
  /// A random number in 0..<1, for jitter.
  public var random: @Sendable () -> Double
  /// Receives what happens on the network, for `--verbose`; ignores it by default.
  public var report: @Sendable (FetchEvent) -> Void
  /// Runs a program (its argv, never through a shell) with the environment given, and waits for
  /// it; its exit status, or nil if it could not be started. Used to open links in a browser.
  public var launch: @Sendable ([String], [String: String]) async -> Int32?
  /// Whether a path names an executable file.
  public var isExecutable: @Sendable (String) -> Bool
  /// Asks the controlling terminal for its background (OSC 11); `.unknown` when it does not say.
  public var terminalBackground: @Sendable () -> BackgroundQuery.Answer
  /// What the controlling terminal can draw pictures with (one burst of queries); nil when
  /// there is no terminal to ask.
  public var terminalGraphics: @Sendable () -> GraphicsQuery.Answer? = { nil }
  /// A text file's contents and permission bits, or nil when it cannot be read.
  public var readFile: @Sendable (String) -> (text: String, permissions: Int)?
  /// The HTTP library's version text, loading it; nil when it cannot be loaded.
  public var httpLibrary: @Sendable () -> String? = { "libcurl (test)" }
  /// Runs a program without the terminal (a notification), stopped after so many seconds.
  public var runQuietly: @Sendable ([String], [String: String], Double) async -> QuietRunResult =
    { _, _, _ in .notStarted }
  /// Runs a program for its output (a command feed): words, stdin, environment, seconds, the
  /// most bytes read.
  public var runCapturing:
    @Sendable ([String], Data?, [String: String], Double, Int) async -> CapturedRunResult = {
      _, _, _, _, _ in CapturedRunResult(result: .notStarted)
    }

  /// An environment from its parts.
  public init(
    send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
    now: @escaping @Sendable () -> Date = { Date() },
    variables: [String: String] = [:],
    isTerminal: @escaping @Sendable (Int32) -> Bool = { _ in false },
    terminalColumns: @escaping @Sendable (Int32) -> Int? = { _ in nil },
    timeZone: @escaping @Sendable () -> ZoneRules = { ZoneRules.utc },
    sleep: @escaping @Sendable (Double) async throws -> Void = { _ in },
    random: @escaping @Sendable () -> Double = { 0.5 },
    report: @escaping @Sendable (FetchEvent) -> Void = { _ in },
    launch: @escaping @Sendable ([String], [String: String]) async -> Int32? = { _, _ in nil },
    isExecutable: @escaping @Sendable (String) -> Bool = { _ in false },
    readFile: @escaping @Sendable (String) -> (text: String, permissions: Int)? = { _ in nil },
    terminalBackground: @escaping @Sendable () -> BackgroundQuery.Answer = { .unknown }
  ) {
    self.send = send
    self.now = now
    self.variables = variables
    self.isTerminal = isTerminal
    self.terminalColumns = terminalColumns
    self.timeZone = timeZone
    self.sleep = sleep
    self.random = random
    self.report = report
    self.launch = launch
    self.isExecutable = isExecutable
    self.readFile = readFile
    self.terminalBackground = terminalBackground
  }
}
