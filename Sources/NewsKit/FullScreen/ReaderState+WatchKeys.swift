/// The watch list (`w`): choose a watch, Enter lists its matches.
extension ReaderState {
  /// The keys every picker (topics, feeds, watches) shares: moving its selection (entries 0
  /// to `last`), Esc or `q` back to the list, `l` the other language, `?` the help. Nil for
  /// any other key, which the picker handles itself.
  mutating func pickerKey(_ key: Key, selection: WritableKeyPath<ReaderState, Int>, last: Int)
    -> [ReaderEffect]?
  {
    let current = self[keyPath: selection]
    switch key {
    case .character("j"), .down: self[keyPath: selection] = min(last, current + 1)
    case .character("k"), .up: self[keyPath: selection] = max(0, current - 1)
    case .character("g"), .home, .pageUp: self[keyPath: selection] = 0
    case .character("G"), .end, .pageDown: self[keyPath: selection] = last
    case .escape, .character("q"): screen = .list
    case .character("l"): return switchLanguage()
    case .character("?"):
      showsHelp = true
      helpTop = 0
    default: return nil
    }
    return []
  }

  /// Keys in the watch list.
  mutating func watchKey(_ key: Key) -> [ReaderEffect] {
    if let done = pickerKey(key, selection: \.watchSelection, last: max(0, watches.count - 1)) {
      return done
    }
    switch key {
    case .enter:
      guard watches.indices.contains(watchSelection) else { return [] }
      screen = .list
      return fetch(.watch(watches[watchSelection]), page: 1)
    default: break
    }
    return []
  }
}
