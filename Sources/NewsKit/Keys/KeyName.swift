/// The names keys are written by in the configuration, as newsboat writes them: a character
/// (`n`, `N`, `ą`), `^N` for Ctrl-N, and `ENTER`, `SPACE`, `TAB`, `ESC`, `BACKSPACE`, `DEL`,
/// `UP`, `DOWN`, `LEFT`, `RIGHT`, `HOME`, `END`, `PPAGE`/`PGUP`, `NPAGE`/`PGDN`.
public enum KeyName {
  static let named: [String: Key] = [
    "ENTER": .enter, "SPACE": .character(" "), "TAB": .tab, "ESC": .escape,
    "BACKSPACE": .backspace, "DEL": .delete, "UP": .up, "DOWN": .down, "LEFT": .left,
    "RIGHT": .right, "HOME": .home, "END": .end, "PPAGE": .pageUp, "PGUP": .pageUp,
    "NPAGE": .pageDown, "PGDN": .pageDown,
  ]

  /// The key a name stands for; nil for a name that is none (`F1`, `ab`, an empty one).
  public static func key(_ name: String) -> Key? {
    if let key = named[name.uppercased()] { return key }
    let characters = Array(name)
    if characters.count == 2, characters[0] == "^", let letter = characters[1].lowercased().first,
      letter.isASCII, letter.isLetter
    {
      // Ctrl-C quits, Ctrl-Z suspends and Ctrl-L redraws wherever the reader is.
      return ["c", "z", "l"].contains(letter) ? nil : .control(letter)
    }
    guard characters.count == 1, let only = characters.first,
      !only.isWhitespace, only.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
    else { return nil }
    return .character(only)
  }
}
