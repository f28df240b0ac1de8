/// The near-copy index of a grouper: for each word triple, the first articles it stands in (at
/// most `perTriple`, the oldest), in one flat table of 8-byte slots.
///
/// Nearly every triple of real text stands in one article, so the index holds about as many
/// entries as the articles have words: a dictionary of 64-bit keys, doubled as it grew, took
/// 100,000 articles' grouping to 320 MB. A slot holds a 32-bit fingerprint of the triple and
/// the article; the table probes linearly, so a triple's holders follow each other from its
/// home slot, oldest first. Two triples of one fingerprint (one lookup in about 4 × 10⁹ per
/// stored triple) would count as one: a near copy is told by most of 6 or more triples
/// meeting, which one false meeting does not make.
struct StoryTripleIndex: Sendable {
  /// How many articles a triple names at most.
  let perTriple: Int
  private var fingerprints: [UInt32] = []
  /// Each slot's article; -1 for an empty slot.
  private var holders: [Int32] = []
  private var count = 0

  init(perTriple: Int) {
    self.perTriple = max(1, perTriple)
  }

  /// The number of entries held.
  var entries: Int { count }

  /// Makes room for `more` entries beyond those held, without growing on the way.
  mutating func reserve(_ more: Int) {
    let needed = count + max(0, more)
    var size = max(16, holders.count)
    while needed * 5 > size * 4 { size *= 2 }
    if size > holders.count { rehash(to: size) }
  }

  /// Names `holder` among a triple's articles, unless `perTriple` are named already.
  mutating func add(_ triple: UInt64, holder: Int) {
    if (count + 1) * 5 > holders.count * 4 { rehash(to: max(16, holders.count * 2)) }
    let fingerprint = Self.fingerprint(triple)
    var slot = home(of: fingerprint)
    var named = 0
    while holders[slot] >= 0 {
      if fingerprints[slot] == fingerprint {
        named += 1
        if named >= perTriple { return }
      }
      slot = (slot + 1) & (holders.count - 1)
    }
    fingerprints[slot] = fingerprint
    holders[slot] = Int32(truncatingIfNeeded: holder)
    count += 1
  }

  /// Calls `body` with each article a triple stands in, oldest first.
  func forEachHolder(of triple: UInt64, _ body: (Int) -> Void) {
    guard !holders.isEmpty else { return }
    let fingerprint = Self.fingerprint(triple)
    var slot = home(of: fingerprint)
    while holders[slot] >= 0 {
      if fingerprints[slot] == fingerprint { body(Int(holders[slot])) }
      slot = (slot + 1) & (holders.count - 1)
    }
  }

  /// A triple's fingerprint: the high half of its hash, mixed (SplitMix64's finalizer).
  static func fingerprint(_ triple: UInt64) -> UInt32 {
    var mixed = triple &+ 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: (mixed ^ (mixed >> 31)) >> 32)
  }

  /// The slot a fingerprint's probing starts at.
  private func home(of fingerprint: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(fingerprint) &* 0x9E37_79B9_7F4A_7C15) >> 32)
      & (holders.count - 1)
  }

  /// Moves every entry to a table of `size` slots (a power of two), keeping each triple's
  /// holders in their order.
  private mutating func rehash(to size: Int) {
    let (oldFingerprints, oldHolders) = (fingerprints, holders)
    fingerprints = [UInt32](repeating: 0, count: size)
    holders = [Int32](repeating: -1, count: size)
    // A triple's holders lie in one run of slots, oldest first: read from just after an
    // empty slot (no run wraps past one), each run is met whole and in order.
    guard let empty = oldHolders.firstIndex(where: { $0 < 0 }) else { return }
    for step in 1...oldHolders.count {
      let old = (empty + step) & (oldHolders.count - 1)
      guard oldHolders[old] >= 0 else { continue }
      var slot = home(of: oldFingerprints[old])
      while holders[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      fingerprints[slot] = oldFingerprints[old]
      holders[slot] = oldHolders[old]
    }
  }
}
