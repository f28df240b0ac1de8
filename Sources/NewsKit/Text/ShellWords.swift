/// Splits a command line into words as a POSIX shell would, without running one: blanks
/// separate words; single quotes keep everything; double quotes keep everything but `\"`,
/// `\\`, `` \` `` and `\$`, which lose their backslash; a backslash outside quotes keeps the
/// next character. Nothing is expanded: `$HOME`, `~`, `*` and `;` are plain characters.
public enum ShellWords {
  /// The words of `line`; nil when a quote is not closed or a backslash ends it.
  public static func split(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          word.append(next)
        }
        guard closed else { return nil }
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\" {
            guard let escaped = characters.next() else { return nil }
            if !"\"\\`$".contains(escaped) { word.append("\\") }
            word.append(escaped)
          } else {
            word.append(next)
          }
        }
        guard closed else { return nil }
      case "\\":
        guard let escaped = characters.next() else { return nil }
        inWord = true
        word.append(escaped)
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// The words with a leading `~` or `~/` made the home folder, as a shell does for a
  /// command the configuration names (`notify = "~/bin/notify"`); unchanged without a home.
  public static func expandingHome(_ words: [String], home: String?) -> [String] {
    guard let home, !home.isEmpty else { return words }
    return words.map { word in
      if word == "~" { return home }
      guard word.hasPrefix("~/") else { return word }
      return (home.hasSuffix("/") ? String(home.dropLast()) : home) + word.dropFirst()
    }
  }
}
