/// The fields an object's members are read into, with their names' bytes laid out once so
/// that a key is matched without touching a String.
///
/// Comparing each key with each field's `rawValue` made and released a String a comparison:
/// an article's two dozen keys against nineteen names, 460 releases an article.
struct JSONFields<Field: RawRepresentable & Sendable>: Sendable where Field.RawValue == String {
  let fields: [Field]
  /// Every name's UTF-8 bytes, one after another.
  let names: [UInt8]
  /// Where each field's name starts in `names`, and its length.
  let spans: [(start: Int, count: Int)]

  init(_ fields: [Field]) {
    precondition(fields.count <= 64, "a member's field is marked in a 64-bit set")
    self.fields = fields
    var names: [UInt8] = []
    var spans: [(start: Int, count: Int)] = []
    for field in fields {
      spans.append((names.count, field.rawValue.utf8.count))
      names.append(contentsOf: field.rawValue.utf8)
    }
    self.names = names
    self.spans = spans
  }

  /// The position of the field named by `key`, its escapes read; nil when none is.
  func index(of key: JSONKey) -> Int? {
    if key.escaped {
      return fields.firstIndex { key == $0.rawValue }
    }
    return names.withUnsafeBufferPointer { names in
      spans.withUnsafeBufferPointer { spans in
        for (position, span) in spans.enumerated() where span.count == key.bytes.count {
          if UnsafeBufferPointer(rebasing: names[span.start..<(span.start + span.count)])
            .elementsEqual(key.bytes)
          {
            return position
          }
        }
        return nil
      }
    }
  }
}
