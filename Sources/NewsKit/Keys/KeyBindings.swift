/// The reader's keys as the configuration binds them (`[keys]`): each bound key stands for the
/// default key of its action; and the macros (`[macros]`), run with `,` and their key.
public struct KeyBindings: Sendable, Equatable {
  /// A bound key, and the action it is bound to.
  public var keys: [Key: KeyAction] = [:]
  /// A macro's key, and its command: words with `%u` for the article's address (appended
  /// when the command has none), run without a shell.
  public var macros: [Character: String] = [:]

  /// No key bound, no macro.
  public init() {}

  /// The bindings of `[keys]` (`next-unread = "j"`, `reload-all = ["R", "^R"]`) and of
  /// `[macros]` (`v = "mpv %u"`), as the configuration file checked them.
  public init(keys: [String: [String]], macros: [String: String]) {
    for (name, written) in keys.sorted(by: { $0.key < $1.key }) {
      guard let action = KeyAction(rawValue: name) else { continue }
      for key in written.compactMap(KeyName.key) { self.keys[key] = action }
    }
    for (name, command) in macros {
      guard case .character(let character) = KeyName.key(name) else { continue }
      self.macros[character] = command
    }
  }

  /// What a pressed key does: the default key of the action it is bound to, or itself. In a
  /// picker (topics, feeds, watches) only the actions that move, choose, leave or help are
  /// taken; a key bound to another keeps its own meaning there (`j` bound to next-unread still
  /// moves down the feeds).
  public func resolve(_ key: Key, inPicker: Bool = false) -> Key {
    guard let action = keys[key] else { return key }
    guard inPicker else { return action.key }
    return KeyAction.pickerActions.contains(action) ? action.key : key
  }
}
