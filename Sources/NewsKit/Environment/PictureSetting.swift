/// When articles' pictures are fetched and drawn (`images` in the configuration): nothing is
/// fetched from a picture's host until the user asks, unless they said `on` or `list`.
public enum PictureSetting: String, Sendable, CaseIterable {
  /// Never: no picture, no word of one.
  case off
  /// When asked (`news show N --images`, `i` in the reader): the details say there is one.
  case ask
  /// Always, on a terminal.
  case on
  /// Always, and a thumbnail beside each article of a list printed on a terminal.
  case list

  /// Whether the details fetch and draw their picture as they open.
  public var drawsOnOpening: Bool { self == .on || self == .list }
}
