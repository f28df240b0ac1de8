import NewsKit
import Testing

/// The notification command split into words as `sh` would split it, with nothing expanded.
@Suite("Shell words, without a shell")
struct ShellWordsTests {
  @Test(
    "Blanks, quotes and backslashes as in sh; $, ~, * and ; stay as typed",
    arguments: [
      ("tee -a notes.txt", ["tee", "-a", "notes.txt"]),
      ("  notify-send   -u  low ", ["notify-send", "-u", "low"]),
      ("tee -a 'my notes.txt'", ["tee", "-a", "my notes.txt"]),
      ("printf \"%s\\n\" x", ["printf", "%s\\n", "x"]),
      ("a\\ b c", ["a b", "c"]),
      ("say \"a \\\"quoted\\\" word\"", ["say", "a \"quoted\" word"]),
      ("echo $HOME ~ *.txt a;b", ["echo", "$HOME", "~", "*.txt", "a;b"]),
      ("echo \"$HOME\" '$HOME'", ["echo", "$HOME", "$HOME"]),
      ("x''y \"\"", ["xy", ""]),
      ("'it'\\''s'", ["it's"]),
      ("", []),
    ])
  func splits(line: String, words: [String]) {
    #expect(ShellWords.split(line) == words)
  }

  @Test(
    "An open quote or a trailing backslash is no command", arguments: ["tee 'x", "a \"b", "a\\"])
  func unreadable(line: String) {
    #expect(ShellWords.split(line) == nil)
  }
}
