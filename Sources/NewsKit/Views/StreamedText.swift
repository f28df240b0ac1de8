/// Text made a part at a time while it is written, so that a long output (an edition's full
/// texts as JSON) is never whole in memory: each part is rendered, written and let go.
public struct StreamedText: Sendable {
  /// How many parts there are.
  public let count: Int
  /// Renders part `index` (0 ..< count).
  public let part: @Sendable (Int) -> String

  /// Text of `count` parts, each rendered by `part` when it is asked for.
  public init(count: Int, part: @escaping @Sendable (Int) -> String) {
    self.count = max(0, count)
    self.part = part
  }

  /// One part: the text as it is.
  public init(_ text: String) {
    self.init(count: 1) { _ in text }
  }

  /// Every part at once, for tests and for callers that need the whole text.
  public func joined() -> String {
    (0..<count).map(part).joined()
  }
}
