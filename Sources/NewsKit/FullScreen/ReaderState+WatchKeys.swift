/// The watch list (`w`): choose a watch, Enter lists its matches.
extension ReaderState {
  /// Keys in the watch list.
  mutating func watchKey(_ key: Key) -> [ReaderEffect] {
    let last = max(0, watches.count - 1)
    switch key {
    case .character("j"), .down: watchSelection = min(last, watchSelection + 1)
    case .character("k"), .up: watchSelection = max(0, watchSelection - 1)
    case .character("g"), .home, .pageUp: watchSelection = 0
    case .character("G"), .end, .pageDown: watchSelection = last
    case .escape, .character("q"): screen = .list
    case .character("l"): return switchLanguage()
    case .character("?"): showsHelp = true
    case .enter:
      guard watches.indices.contains(watchSelection) else { return [] }
      screen = .list
      return fetch(.watch(watches[watchSelection]), page: 1)
    default: break
    }
    return []
  }
}
