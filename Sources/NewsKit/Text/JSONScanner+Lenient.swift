/// Values whose types drift between API generations and years, read without ever failing on
/// their type: a value of another shape reads as nil (or empty) and is passed over.
extension JSONScanner {
  /// A string, number or boolean as text; nil for null, an object or an array.
  mutating func lenientString() throws(Malformed) -> String? {
    switch peek() {
    case UInt8(ascii: "\""):
      return try stringValue()
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      let isTrue = bytes[index] == UInt8(ascii: "t")
      try skipValue()
      return isTrue ? "true" : "false"
    case UInt8(ascii: "n"), UInt8(ascii: "{"), UInt8(ascii: "["):
      try skipValue()
      return nil
    default:
      return JSONText.numberText(try numberValue())
    }
  }

  /// A whole number sent as a number or as a string (`"9301"`); nil otherwise.
  mutating func lenientInt() throws(Malformed) -> Int? {
    switch peek() {
    case UInt8(ascii: "\""):
      return Int(JSONText.trimmingSpaces(try stringValue()))
    case .some(UInt8(ascii: "-")), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
      return JSONText.integer(try numberValue())
    default:
      try skipValue()
      return nil
    }
  }

  /// A list of names sent as an array (its strings and whole numbers) or as one comma-joined
  /// string.
  mutating func lenientList() throws(Malformed) -> [String] {
    if peek() == UInt8(ascii: "\"") {
      return try stringValue().split(separator: ",").map(String.init)
    }
    guard try beginArray() else {
      try skipValue()
      return []
    }
    var items: [String] = []
    while try nextElement() {
      switch peek() {
      case UInt8(ascii: "\""):
        items.append(try stringValue())
      case .some(UInt8(ascii: "-")), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
        if let whole = JSONText.wholeNumber(try numberValue()) { items.append(String(whole)) }
      default:
        try skipValue()
      }
    }
    return items
  }

  /// The string that comes next, its escapes read.
  mutating func stringValue() throws(Malformed) -> String {
    let token = try stringToken()
    let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
    guard checkedUTF8, !token.escaped else { return JSONText.string(raw, escaped: token.escaped) }
    return JSONText.checkedString(raw)
  }

  /// The number that comes next, as its text.
  mutating func numberValue() throws(Malformed) -> String {
    let token = try numberToken()
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[token]), as: UTF8.self)
  }

  /// Reads the object that comes next member by member: `read` gets each field whose name
  /// (its raw value) is a key of the object, the first time the key comes (a repeated key keeps
  /// its first value, as Foundation's decoder did); other members are passed over. Returns
  /// false, with the value passed over, when it is not an object. At most 64 fields.
  mutating func readMembers<Field: RawRepresentable & Sendable>(
    _ fields: JSONFields<Field>, _ read: (Field, inout JSONScanner) throws(Malformed) -> Void
  ) throws(Malformed) -> Bool where Field.RawValue == String {
    guard try beginObject() else {
      try skipValue()
      return false
    }
    var seen: UInt64 = 0
    while let key = try nextKey() {
      guard let index = fields.index(of: key), seen & 1 << index == 0 else {
        try skipValue()
        continue
      }
      seen |= 1 << index
      try read(fields.fields[index], &self)
    }
    return true
  }
}
