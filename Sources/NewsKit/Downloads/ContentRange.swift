import Foundation

/// A `Content-Range` field: which bytes a 206 answer carries, of how many in all.
struct ContentRange: Equatable {
  /// The first byte's offset.
  var first: Int
  /// The last byte's offset (inclusive).
  var last: Int
  /// The size of the whole file; nil when the server wrote `*`.
  var total: Int?

  init(first: Int, last: Int, total: Int?) {
    self.first = first
    self.last = last
    self.total = total
  }

  /// Reads `bytes 0-1023/4096` (or `/*`); nil for anything else.
  init?(_ field: String?) {
    guard let field, field.lowercased().hasPrefix("bytes ") else { return nil }
    let rest = field.dropFirst(6).split(separator: "/", maxSplits: 1)
    guard rest.count == 2 else { return nil }
    let bounds = rest[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1]),
      first >= 0, last >= first
    else { return nil }
    let total = rest[1].trimmingCharacters(in: .whitespaces)
    if total == "*" {
      self.total = nil
    } else {
      guard let size = Int(total), size > last else { return nil }
      self.total = size
    }
    self.first = first
    self.last = last
  }

  /// The whole size a 416 answer names (`bytes */4096`); nil when it names none.
  static func unsatisfiedTotal(_ field: String?) -> Int? {
    guard let field, field.lowercased().hasPrefix("bytes */") else { return nil }
    return Int(field.dropFirst(8).trimmingCharacters(in: .whitespaces))
  }
}
