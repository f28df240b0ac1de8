import Foundation

/// Runs a `QueryRegex` over text, folding it as it reads: a DFA whose states (sets of
/// automaton states) are made when first reached and kept, at most `maximumStates` of them
/// (then it starts over), so a long run of titles costs a table lookup a byte.
///
/// Not for two threads at once: SQLite keeps one per statement that uses it.
public final class QueryRegexMatcher: @unchecked Sendable {
  let regex: QueryRegex
  /// Each DFA state's automaton states, and its number by them.
  var members: [[Int32]] = []
  var numbers: [[Int32]: Int32] = [:]
  /// Where each DFA state goes on each byte (-1: not made yet), 256 entries a state, and
  /// whether a DFA state has matched: read through pointers by the loop over the text.
  var table = UnsafeMutablePointer<Int32>.allocate(capacity: 256 * 16)
  var matched = UnsafeMutablePointer<Bool>.allocate(capacity: 16)
  var capacity = 16
  /// Whether a DFA state matches when the text ends there.
  var matchesAtEnd: [Bool] = []
  var initial: Int32 = 0
  /// The states a match may start in after the first byte (the search is unanchored).
  let restart: [Int32]
  /// Whether the empty text matches (`$` and `^` both hold there).
  let matchesEmpty: Bool
  /// Folds of scalars outside ASCII and Latin, as met.
  var folds: [UInt32: [UInt8]] = [:]
  /// The folds of the scalars below `QueryRegexFolds.limit`, as met (`QueryRegexFolds`): a title's
  /// letters outside ASCII read without a dictionary's hashing.
  let flat = QueryRegexFolds()
  static let maximumStates = 4_096
  /// The DFA state of the restart set alone: where an unanchored search stays while the
  /// bytes it reads start nothing.
  var restartState: Int32 = 0
  /// The ASCII bytes (as read, before folding) that leave `restartState`, at most four
  /// (`QueryRegexSkip`): the text is passed over 8 bytes at a time up to the next of them or
  /// the next byte outside ASCII. nil when more bytes leave it.
  private(set) var skip: QueryRegexSkip?

  /// A matcher of `regex`; without `skipping`, one that reads every byte (for tests).
  public init(_ regex: QueryRegex, skipping: Bool = true) {
    self.regex = regex
    restart = Self.closure(of: [regex.start], in: regex, atStart: false)
    matchesEmpty = Self.endClosure([regex.start], in: regex, empty: true).contains {
      regex.states[Int($0)].kind == .match
    }
    reset()
    var leaving: [UInt8] = []
    for byte in UInt8(0)..<0x80 where step(restartState, Self.lower[Int(byte)]) != restartState {
      leaving.append(byte)
    }
    skip = skipping ? QueryRegexSkip(leaving) : nil
  }

  deinit {
    table.deallocate()
    matched.deallocate()
  }

  func reset() {
    members = []
    numbers = [:]
    matchesAtEnd = []
    initial = number(of: Self.closure(of: [regex.start], in: regex, atStart: true))
    restartState = number(of: restart)
  }

  /// The states reached from `seeds` without reading: forks followed, `^` only at the start;
  /// `$` kept, to be followed at the end.
  static func closure(of seeds: [Int32], in regex: QueryRegex, atStart: Bool) -> [Int32] {
    var seen = Set<Int32>()
    var stack = seeds
    var kept: [Int32] = []
    while let state = stack.popLast() {
      guard state >= 0, seen.insert(state).inserted else { continue }
      let node = regex.states[Int(state)]
      switch node.kind {
      case .split: stack += [node.other, node.next]
      case .begin: if atStart { stack.append(node.next) }
      case .bytes, .match, .end: kept.append(state)
      }
    }
    return kept.sorted()
  }

  func number(of states: [Int32]) -> Int32 {
    if let known = numbers[states] { return known }
    let number = Int32(members.count)
    members.append(states)
    numbers[states] = number
    if members.count > capacity {
      // Twice the room: the table is copied over and the old one freed.
      let (oldTable, oldMatched) = (table, matched)
      table = .allocate(capacity: 256 * capacity * 2)
      matched = .allocate(capacity: capacity * 2)
      table.update(from: oldTable, count: 256 * capacity)
      matched.update(from: oldMatched, count: capacity)
      oldTable.deallocate()
      oldMatched.deallocate()
      capacity *= 2
    }
    (table + Int(number) * 256).initialize(repeating: -1, count: 256)
    matched[Int(number)] = states.contains { regex.states[Int($0)].kind == .match }
    let atEnd = states.filter { regex.states[Int($0)].kind == .end }.map {
      regex.states[Int($0)].next
    }
    matchesAtEnd.append(
      Self.endClosure(atEnd, in: regex).contains { regex.states[Int($0)].kind == .match })
    return number
  }

  /// What the `$`s reach when the text has ended (and `^`s, for an empty text).
  static func endClosure(_ seeds: [Int32], in regex: QueryRegex, empty: Bool = false)
    -> [Int32]
  {
    var seen = Set<Int32>()
    var stack = seeds
    while let state = stack.popLast() {
      guard state >= 0, seen.insert(state).inserted else { continue }
      let node = regex.states[Int(state)]
      if node.kind == .split { stack += [node.other, node.next] }
      if node.kind == .end || (empty && node.kind == .begin) { stack.append(node.next) }
    }
    return Array(seen)
  }

  /// The DFA state after `state` reads `byte`, made if new.
  func step(_ state: Int32, _ byte: UInt8) -> Int32 {
    let slot = Int(state) * 256 + Int(byte)
    let known = table[slot]
    if known >= 0 { return known }
    var moved: [Int32] = []
    for member in members[Int(state)] {
      let node = regex.states[Int(member)]
      if node.kind == .bytes, regex.set(node.set, has: byte) { moved.append(node.next) }
    }
    let next = number(
      of: Array(Set(Self.closure(of: moved, in: regex, atStart: false) + restart)).sorted())
    if members.count > Self.maximumStates {
      // Start over with an empty cache; the state reached is made again in it.
      let wanted = members[Int(next)]
      reset()
      return number(of: wanted)
    }
    table[slot] = next
    return next
  }
}
