#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal for its background colour (OSC 11), with a DA1 query behind it as a
/// sentinel: every terminal answers DA1, so one that does not know OSC 11 costs no wait.
///
/// Echo, canonical mode and signals are off while the answer is read, and the terminal's modes
/// are put back before returning, whatever happened; a Ctrl-C typed meanwhile arrives as a byte,
/// is reported, and the caller exits after the modes are restored.
public enum BackgroundQuery {
  /// What the terminal said.
  public enum Answer: Equatable, Sendable {
    /// The background is light or dark.
    case background(ThemeKind)
    /// The terminal answered only DA1, or nothing in time.
    case unknown
    /// The user pressed Ctrl-C while waiting.
    case interrupted
  }

  /// The query bytes: OSC 11 "?" then DA1.
  static let query = "\u{1B}]11;?\u{07}\u{1B}[c"

  /// Asks on `descriptor` (a terminal open for reading and writing), waiting at most
  /// `timeout` milliseconds.
  public static func ask(descriptor: Int32, timeout: Int32 = 150) -> Answer {
    guard
      let reply = TerminalExchange.ask(
        query, descriptor: descriptor, timeout: timeout,
        complete: { $0.contains(0x03) || parse($0) != nil })
    else { return .unknown }
    if reply.contains(0x03) { return .interrupted }
    return parse(reply) ?? .unknown
  }

  /// The answer in what was read so far, or nil when more must be read. OSC 11 may come before
  /// the DA1 answer; once DA1 has come, a missing OSC 11 means the terminal does not know it.
  public static func parse(_ bytes: [UInt8]) -> Answer? {
    let text = String(decoding: bytes, as: UTF8.self)
    if let range = text.range(of: "]11;rgb:") {
      let rest = text[range.upperBound...]
      let channels = rest.prefix { ($0.isASCII && $0.isHexDigit) || $0 == "/" }.split(
        separator: "/")
      if channels.count == 3, rest.count > channels.joined(separator: "/").count {
        let values = channels.map { channel -> Double in
          Double(Int(channel, radix: 16) ?? 0) / Double((1 << (4 * channel.count)) - 1)
        }
        let luma = 0.2126 * values[0] + 0.7152 * values[1] + 0.0722 * values[2]
        return .background(luma < 0.5 ? .dark : .light)
      }
    }
    if text.contains("\u{1B}[?"), text.last == "c" { return .unknown }
    return nil
  }

}
