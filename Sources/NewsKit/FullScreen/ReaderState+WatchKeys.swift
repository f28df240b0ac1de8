/// The watch list (`w`): choose a watch, Enter lists its matches.
extension ReaderState {
  /// Where a key moves the selection of a picker whose entries go from 0 to `last`: down,
  /// up, to the first, to the last; nil for any other key.
  static func picked(_ selection: Int, after key: Key, last: Int) -> Int? {
    switch key {
    case .character("j"), .down: min(last, selection + 1)
    case .character("k"), .up: max(0, selection - 1)
    case .character("g"), .home, .pageUp: 0
    case .character("G"), .end, .pageDown: last
    default: nil
    }
  }

  /// Keys in the watch list.
  mutating func watchKey(_ key: Key) -> [ReaderEffect] {
    if let moved = Self.picked(watchSelection, after: key, last: max(0, watches.count - 1)) {
      watchSelection = moved
      return []
    }
    switch key {
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
