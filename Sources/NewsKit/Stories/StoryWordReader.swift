/// Reads a text's story words (`StoryWords.terms`) folding it as it goes, one scalar at a time,
/// and stops at the last word wanted: the text is neither folded whole first nor cut to a
/// prefix copy, and each word is built from bytes (a word of up to 15 bytes makes no
/// allocation).
///
/// Folding is context-free (`TextFolding.fold`): ASCII is lower-cased here, Latin, Greek and Cyrillic
/// letters come from `LatinFoldTable`, and runs of other scripts go through Foundation's fold as `fold`
/// sends them, so the words are those of folding the text first. Reading the 72,000 seeds of a
/// grouping's window this way took half the time it took to fold each whole summary first.
struct StoryWordReader {
  /// The words read so far.
  private(set) var terms: [String] = []
  /// How many words are wanted.
  let limit: Int
  /// The word being read, as folded UTF-8.
  private let word = StoryWordBuffer()
  /// Its scalars, and its bytes up to its `StoryWords.stemLength`th scalar.
  private var letters = 0
  private var stemBytes = 0
  private var digitsOnly = true

  init(limit: Int) {
    self.limit = limit
    // A text's 40 words, or a title's few, without growing the array word by word.
    terms.reserveCapacity(limit <= 40 ? limit : 8)
  }

  /// Whether every word wanted is read.
  var isFull: Bool { terms.count >= limit }

  /// The story words of `text`'s first `characters` characters, at most `limit` of them.
  ///
  /// Walks the text's UTF-8 bytes, decoding each scalar itself (a String holds valid UTF-8):
  /// stepping through the scalar view's indices was most of a refresh's word reading.
  static func terms(in text: String, limit: Int, characters: Int) -> [String] {
    var reader = StoryWordReader(limit: limit)
    let original = text
    var text = text
    text.withUTF8 { bytes in
      // Every character has a scalar at least: within `characters` scalars no character
      // boundary is looked for; past them the end of the characters' prefix is.
      var end = bytes.count
      var boundaryFound = characters == .max
      var index = 0
      var read = 0
      var run = String.UnicodeScalarView()
      while index < end, !reader.isFull {
        if read == characters, !boundaryFound {
          boundaryFound = true
          end = original.utf8.distance(
            from: original.startIndex,
            to: original.index(
              original.startIndex, offsetBy: characters, limitedBy: original.endIndex)
              ?? original.endIndex)
          if index >= end { break }
        }
        if bytes[index] < 0x80 {
          if !run.isEmpty { reader.read(folding: &run) }
          // A run of ASCII at once, within the characters' limit while its end is not found:
          // one byte at a time through the scalar decoding, reading words was 7 % of a first
          // refresh's instructions.
          let limit = boundaryFound ? end : min(end, index + (characters - read))
          let stop = reader.read(asciiIn: bytes, from: index, to: limit)
          read += stop - index
          index = stop
          continue
        }
        let (value, length) = Self.scalar(in: bytes, at: index)
        index += length
        read += 1
        if Self.isSeparator(value) {
          // Punctuation and currency signs fold to themselves and end a word: no Foundation run
          // for a dash or an ellipsis.
          if !run.isEmpty { reader.read(folding: &run) }
          reader.read(ascii: 0x20)
        } else if let fold = TextFolding.tableFold(value) {
          if !run.isEmpty { reader.read(folding: &run) }
          if LatinFoldTable.bytes[fold].allSatisfy({ $0 < 0x80 }) {
            for position in fold { reader.read(ascii: LatinFoldTable.bytes[position]) }
          } else {
            for folded in String(decoding: LatinFoldTable.bytes[fold], as: UTF8.self)
              .unicodeScalars
            {
              reader.read(folded)
            }
          }
        } else {
          run.append(Unicode.Scalar(value) ?? "\u{FFFD}")
          if run.count >= TextFolding.runLimit { reader.read(folding: &run) }
        }
      }
      if !run.isEmpty { reader.read(folding: &run) }
    }
    reader.finish()
    return reader.terms
  }

  /// The scalar whose UTF-8 starts at `index` of valid UTF-8, and its length in bytes.
  @inline(__always)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    let second = UInt32(bytes[index + 1] & 0x3F)
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
    let third = UInt32(bytes[index + 2] & 0x3F)
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
    let fourth = UInt32(bytes[index + 3] & 0x3F)
    return ((lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
  }

  /// Whether a scalar is General Punctuation (spaces, dashes, quotes, the ellipsis) or a
  /// currency sign: none is a letter or a digit, and folding leaves each one a sign.
  static func isSeparator(_ value: UInt32) -> Bool {
    (0x2000...0x206F).contains(value) || (0x20A0...0x20CF).contains(value)
  }

  /// Reads a run of scalars of other scripts, folded by Foundation, and empties it.
  mutating func read(folding run: inout String.UnicodeScalarView) {
    for scalar in TextFolding.foundationFold(Substring(String(run))).unicodeScalars {
      read(scalar)
    }
    run = String.UnicodeScalarView()
  }

  /// Reads one folded ASCII byte.
  mutating func read(ascii byte: UInt8) {
    guard !isFull else { return }
    take(ascii: byte)
  }

  /// Reads the ASCII bytes of `bytes[start..<end]` (`read(ascii:)` each) up to the first other
  /// byte, or until every word wanted is read; returns where it stopped.
  mutating func read(asciiIn bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Int
  {
    var index = start
    while index < end, !isFull, bytes[index] < 0x80 {
      take(ascii: bytes[index])
      index += 1
    }
    return index
  }

  /// An ASCII byte lower-cased into the word when it is a letter or a digit; any other ends
  /// the word.
  @inline(__always)
  private mutating func take(ascii byte: UInt8) {
    let lowered = byte &+ (byte &- 0x41 < 26 ? 0x20 : 0)
    let isDigit = lowered &- 0x30 < 10
    guard isDigit || lowered &- 0x61 < 26 else {
      if letters > 0 { flush() }
      return
    }
    word.append(lowered)
    letters += 1
    if letters == StoryWords.stemLength { stemBytes = word.count }
    digitsOnly = digitsOnly && isDigit
  }

  /// Reads one folded scalar.
  mutating func read(_ scalar: Unicode.Scalar) {
    if scalar.isASCII { return read(ascii: UInt8(scalar.value)) }
    guard !isFull else { return }
    let isDigit = scalar.properties.numericType != nil
    guard isDigit || scalar.properties.isAlphabetic else {
      if letters > 0 { flush() }
      return
    }
    for byte in String(scalar).utf8 { word.append(byte) }
    letters += 1
    if letters == StoryWords.stemLength { stemBytes = word.count }
    digitsOnly = digitsOnly && isDigit
  }

  /// Ends the text: its last word counts.
  mutating func finish() {
    if letters > 0, !isFull { flush() }
  }

  /// Ends the word read: kept whole when it is a number of two digits or more; else, of three
  /// letters or more and not a stop word, cut to its stem.
  private mutating func flush() {
    defer {
      word.removeAll()
      (letters, stemBytes, digitsOnly) = (0, 0, true)
    }
    let length = word.count
    if digitsOnly {
      if letters >= 2 { terms.append(String(decoding: word.prefix(length), as: UTF8.self)) }
      return
    }
    guard letters >= 3 else { return }
    if letters <= StoryWords.longestStopWord, StoryWords.isStopWord(folded: word.prefix(length)) {
      return
    }
    terms.append(
      String(
        decoding: word.prefix(letters > StoryWords.stemLength ? stemBytes : length),
        as: UTF8.self))
  }
}
