import Foundation

/// Turns a parsed pattern into automaton states, each part compiled in front of what follows
/// it, and refuses one that grows past `QueryRegex.maximumStates`.
struct QueryRegexBuilder {
  typealias State = QueryRegex.State
  var states: [State] = []
  var sets: [UInt64] = []
  var setIndex: [[UInt64]: Int32] = [:]

  mutating func add(_ state: State) -> Int32 {
    states.append(state)
    return Int32(states.count - 1)
  }

  mutating func index(of set: QueryByteSet) -> Int32 {
    if let known = setIndex[set.words] { return known }
    sets += set.words
    let index = Int32(sets.count / 4 - 1)
    setIndex[set.words] = index
    return index
  }

  /// The state that starts `node`, which goes on to `next` when it has matched.
  mutating func compile(_ node: QueryRegexNode, then next: Int32) throws(QueryRegex.Problem)
    -> Int32
  {
    guard states.count < QueryRegex.maximumStates else {
      throw QueryRegex.Problem(offset: 0, kind: .tooLarge)
    }
    switch node {
    case .bytes(let set):
      return add(State(kind: .bytes, next: next, set: index(of: set)))
    case .sequence(let items):
      var entry = next
      for item in items.reversed() { entry = try compile(item, then: entry) }
      return entry
    case .either(let branches):
      var entry = try compile(branches[branches.count - 1], then: next)
      for branch in branches.dropLast().reversed() {
        let first = try compile(branch, then: next)
        entry = add(State(kind: .split, next: first, other: entry))
      }
      return entry
    case .repeated(let item, let low, let high):
      var entry = next
      if let high {
        // The optional copies, each of which may end the repetition.
        for _ in 0..<(high - low) {
          let copy = try compile(item, then: entry)
          entry = add(State(kind: .split, next: copy, other: next))
        }
      } else {
        // A loop: the fork is made first, so the item can go back to it.
        let loop = add(State(kind: .split, next: -1, other: next))
        states[Int(loop)].next = try compile(item, then: loop)
        entry = loop
      }
      for _ in 0..<low { entry = try compile(item, then: entry) }
      return entry
    case .begin:
      return add(State(kind: .begin, next: next))
    case .end:
      return add(State(kind: .end, next: next))
    case .anyCharacter(let except):
      var ascii = QueryByteSet()
      for byte in UInt8(0)...0x7F where !except.contains(byte) { ascii.insert(byte) }
      let tail = QueryRegexNode.bytes(.of(0x80...0xBF))
      return try compile(
        .either([
          .bytes(ascii),
          .sequence([.bytes(.of(0xC2...0xDF)), tail]),
          .sequence([.bytes(.of(0xE0...0xEF)), tail, tail]),
          .sequence([.bytes(.of(0xF0...0xF4)), tail, tail, tail]),
        ]), then: next)
    }
  }
}
