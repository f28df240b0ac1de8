/// Asks the terminal, in one burst, what it can draw pictures with: the kitty graphics query,
/// XTVERSION, the cell size in pixels, and DA1 last, which every terminal answers (attribute 4:
/// sixel), so that the wait ends as soon as it has answered, and never lasts past `timeout`.
public enum GraphicsQuery {
  /// What the terminal said.
  public struct Answer: Equatable, Sendable {
    /// It answered the kitty graphics query with OK.
    public var kitty = false
    /// DA1 listed attribute 4.
    public var sixel = false
    /// Its name and version (XTVERSION), when it said.
    public var version: String?
    /// A cell's size in pixels, when it said.
    public var cellWidth: Int?
    public var cellHeight: Int?
    /// Whether DA1 was answered (the terminal was there to ask).
    public var answered = false

    public init() {}
  }

  /// The burst: kitty's query for a 1×1 picture (id 31), XTVERSION, the cell size, DA1.
  static let query =
    "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}[c"

  /// Asks on `descriptor` (a terminal open for reading and writing) and reads the answers,
  /// echo and canonical mode off meanwhile and put back after; at most `timeout` ms.
  public static func ask(descriptor: Int32, timeout: Int32 = 100) -> Answer? {
    TerminalExchange.ask(
      query, descriptor: descriptor, timeout: timeout, complete: { parse($0).answered }
    ).map(parse)
  }

  /// The answers in what was read.
  public static func parse(_ bytes: [UInt8]) -> Answer {
    let text = String(decoding: bytes, as: UTF8.self)
    var answer = Answer()
    answer.kitty = text.contains("\u{1B}_Gi=31;OK")
    if let start = text.range(of: "\u{1B}P>|"),
      let end = text.range(of: "\u{1B}\\", range: start.upperBound..<text.endIndex)
    {
      let name = String(text[start.upperBound..<end.lowerBound].prefix(80))
      answer.version =
        name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
        ? name : nil
    }
    if let start = text.range(of: "\u{1B}[6;") {
      let fields = text[start.upperBound...].prefix { $0 != "t" }.split(separator: ";")
      if fields.count == 2, let height = Int(fields[0]), let width = Int(fields[1]),
        (1...200).contains(height), (1...200).contains(width)
      {
        (answer.cellHeight, answer.cellWidth) = (height, width)
      }
    }
    if let start = text.range(of: "\u{1B}[?") {
      let body = text[start.upperBound...]
      if let end = body.firstIndex(of: "c") {
        answer.answered = true
        answer.sixel = body[..<end].split(separator: ";").contains("4")
      }
    }
    return answer
  }
}
