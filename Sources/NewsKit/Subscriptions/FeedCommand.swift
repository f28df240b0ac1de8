import Foundation

/// A feed the user's own command makes, as newsboat has them: `exec:<command>` (its stdout is
/// the feed) and `filter:<command>:<address>` (the feed at the address, through the command's
/// stdin and stdout). The command is split into words as a shell would and run without one,
/// `~/` the home folder, bounded in time and output, with an environment without news'
/// secrets. Only a user adds one: `feed add` typed, or newsboat's `urls`; never an OPML file or
/// a reader service.
public struct FeedCommand: Sendable, Equatable {
  /// The command as written.
  public let command: String
  /// The address a filter reads (as fetched, and as one subscription's key), nil for `exec:`.
  public let filtered: URL?
  let filteredKey: String?

  /// The longest command line kept.
  static let maximumBytes = 4_096
  /// How long a command may run.
  public static let seconds = 60.0
  /// The most it may print: what a feed's answer may be.
  public static let outputLimit = CurlTransport.maximumBodySize

  /// The command feed `text` writes (`exec:…`, `filter:…:https://…`), or nil when it is none,
  /// or its command cannot be read into words or holds a control character.
  public init?(_ text: String) {
    // Every refresh asks this of every feed's address: an http(s) one is told at once.
    guard
      text.utf8.first == UInt8(ascii: "e") || text.utf8.first == UInt8(ascii: "f")
        || text.utf8.first.map({ $0 <= 0x20 }) == true
    else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.utf8.count <= Self.maximumBytes,
      !trimmed.unicodeScalars.contains(where: {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
      })
    else { return nil }
    if trimmed.hasPrefix("exec:") {
      command = String(trimmed.dropFirst(5))
      filtered = nil
      filteredKey = nil
    } else if trimmed.hasPrefix("filter:") {
      // newsboat's form: the command up to the first colon, the address after it.
      let rest = trimmed.dropFirst(7)
      guard let colon = rest.firstIndex(of: ":"),
        let address = FeedAddress(String(rest[rest.index(after: colon)...]))
      else { return nil }
      command = String(rest[..<colon])
      filtered = address.url
      filteredKey = address.key
    } else {
      return nil
    }
    guard ShellWords.split(command)?.isEmpty == false else { return nil }
  }

  /// How the store keeps it, and what makes it one subscription.
  public var text: String {
    filteredKey.map { "filter:\(command):\($0)" } ?? "exec:\(command)"
  }

  /// Runs it: the feed's body, or why there is none. A filter is given `body`, the answer of
  /// its address.
  func run(input body: Data?, environment: NewsEnvironment, apiKey: String?) async
    -> Result<Data, FeedFailure>
  {
    guard let split = ShellWords.split(command), !split.isEmpty else {
      return .failure(.commandNotStarted)
    }
    let words = ShellWords.expandingHome(split, home: environment.variables["HOME"])
    let variables = ChildEnvironment.variables(for: environment, apiKey: apiKey)
    let run = await environment.runCapturing(
      words, body ?? (filtered == nil ? nil : Data()), variables, Self.seconds, Self.outputLimit)
    if run.tooLarge { return .failure(.tooLarge) }
    switch run.result {
    case .exited(0): return .success(run.output)
    case .exited(let status): return .failure(.command(Int(status)))
    case .notStarted: return .failure(.commandNotStarted)
    case .stopped: return .failure(.timedOut)
    }
  }
}
