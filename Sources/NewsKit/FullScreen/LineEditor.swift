/// The search prompt's line: the text, a cursor in it, and the searches typed before.
///
/// ←/→ move, Home/End (and Ctrl-A/Ctrl-E) jump, Backspace and Delete remove, Ctrl-U clears what is
/// left of the cursor, ↑/↓ go through the history (newest first) and back to what was being
/// typed.
public struct LineEditor: Sendable, Equatable {
  /// The characters typed.
  public private(set) var text: [Character] = []
  /// Where the next character goes, 0…text.count.
  public private(set) var cursor = 0
  /// Earlier searches, oldest first.
  public private(set) var history: [String] = []
  /// Which history entry is shown, counted back from the newest; nil while editing anew.
  var recalled: Int?
  /// What was typed before the history was entered, given back by ↓ past the newest.
  var draft: [Character] = []

  /// An empty line with a history.
  public init(history: [String] = []) {
    self.history = history
  }

  /// The line as a string.
  public var line: String { String(text) }

  /// Applies an editing key; false when the key is not one of editing.
  public mutating func apply(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      text.insert(character, at: cursor)
      cursor += 1
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    case .backspace:
      guard cursor > 0 else { return true }
      text.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < text.count else { return true }
      text.remove(at: cursor)
    case .control("u"):
      text.removeFirst(cursor)
      cursor = 0
    case .up: recall(older: true)
    case .down: recall(older: false)
    default: return false
    }
    return true
  }

  /// Shows the next older (or newer) search; past the newest, the draft comes back.
  mutating func recall(older: Bool) {
    let next = older ? (recalled ?? -1) + 1 : (recalled ?? 0) - 1
    if recalled == nil {
      guard older, !history.isEmpty else { return }
      draft = text
    }
    if next < 0 {
      recalled = nil
      text = draft
    } else {
      guard next < history.count else { return }
      recalled = next
      text = Array(history[history.count - 1 - next])
    }
    cursor = text.count
  }

  /// Ends editing: the line is remembered (once, as the newest) and the editor emptied.
  public mutating func submit() -> String {
    let submitted = line.trimmingWhitespace()
    if !submitted.isEmpty {
      history.removeAll { $0 == submitted }
      history.append(submitted)
    }
    clear()
    return submitted
  }

  /// Empties the line, keeping the history.
  public mutating func clear() {
    text = []
    cursor = 0
    recalled = nil
    draft = []
  }
}
