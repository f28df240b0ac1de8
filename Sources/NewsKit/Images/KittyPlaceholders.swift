/// kitty's Unicode placeholders (kitty 0.28 and later, Ghostty): the picture is sent once as a
/// virtual placement under an id, then written as cells of U+10EEEE, each marked with its row
/// and column (combining marks) and the picture's id (its foreground colour). The terminal draws
/// the picture in those cells, so it scrolls, is drawn again and is cleared with the text, and
/// tmux, which sees only text, keeps it in its pane.
public enum KittyPlaceholders {
  /// The character a placeholder cell holds.
  static let placeholder = "\u{10EEEE}"

  /// The cells of the picture `id`, `columns` × `rows` (each at most 64), one string a row, its
  /// colour set and put back. Inside tmux the id is a palette index (1–255), which tmux passes on
  /// as it is; elsewhere 24 bits of true colour.
  public static func rows(id: UInt32, columns: Int, rows: Int, palette: Bool) -> [String] {
    let marks = KittyDiacritics.marks
    let colour =
      palette
      ? "\u{1B}[38;5;\(id & 0xFF)m"
      : "\u{1B}[38;2;\((id >> 16) & 0xFF);\((id >> 8) & 0xFF);\(id & 0xFF)m"
    return (0..<min(rows, marks.count)).map { row in
      var line = colour
      for column in 0..<min(columns, marks.count) {
        line += placeholder
        line.unicodeScalars.append(Unicode.Scalar(marks[row]) ?? " ")
        line.unicodeScalars.append(Unicode.Scalar(marks[column]) ?? " ")
      }
      return line + "\u{1B}[39m"
    }
  }

  /// Whether the terminal that answered XTVERSION with `name` draws placeholders: kitty from
  /// 0.28, Ghostty.
  public static func supported(by name: String) -> Bool {
    let lowered = name.lowercased()
    if lowered.hasPrefix("ghostty") { return true }
    guard lowered.hasPrefix("kitty(") else { return false }
    let numbers = lowered.dropFirst("kitty(".count).prefix { $0 != ")" }.split(separator: ".")
      .map { Int($0) ?? 0 }
    guard let major = numbers.first else { return false }
    let minor = numbers.count > 1 ? numbers[1] : 0
    return major > 0 || minor >= 28
  }

  /// The `index`th id from `base` (a run's first, `id(random:palette:)`): never 0 (kitty's
  /// "none"); inside tmux a palette index of 16 or more (tmux writes 0–15 as other codes).
  public static func id(_ base: UInt32, plus index: Int, palette: Bool) -> UInt32 {
    let step = UInt32(truncatingIfNeeded: max(0, index))
    guard palette else { return 1 + (base &- 1 &+ step) % 0xFF_FFFF }
    return 16 + (base &+ step) % 240
  }

  /// A run's first id, from a random number in 0..<1.
  public static func id(random: Double, palette: Bool) -> UInt32 {
    id(UInt32(max(0, min(random, 0.999_999)) * 16_000_000), plus: 0, palette: palette)
  }
}
