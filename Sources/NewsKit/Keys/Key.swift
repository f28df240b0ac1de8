/// One key the reader pressed, decoded from the bytes the terminal sent.
public enum Key: Sendable, Hashable {
  /// A printable character (a letter, a digit, `/`, `?`, a Polish letter…).
  case character(Character)
  case enter
  case escape
  case backspace
  case tab
  case up
  case down
  case left
  case right
  case pageUp
  case pageDown
  case home
  case end
  case delete
  /// A control key: `.control("c")` is Ctrl-C.
  case control(Character)
}
