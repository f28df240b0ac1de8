import Foundation

/// Cuts a Newscatcher page down to its first articles in one pass over the bytes, before any
/// JSON is decoded.
///
/// A page of 1,000 articles is about a megabyte, and a command shows five. Decoding builds a map
/// of every value in the document first; the slicer walks the bytes once instead, keeps the
/// envelope and the first `keep` elements of the top-level `articles` array, and skips the rest
/// by counting brackets outside strings. What it cannot follow (no top-level object, no plain
/// `"articles"` key, broken nesting) it leaves alone: the caller decodes the whole page, as
/// before. It never changes what the kept bytes say.
enum ArticlePageSlicer {
  /// The page with only the first `keep` articles, and whether it had more; nil when the page
  /// has no top-level `articles` array it can follow, or nothing to cut.
  static func slice(_ body: Data, keep: Int) -> (body: Data, hasMore: Bool)? {
    guard keep > 0 else { return nil }
    return body.withUnsafeBytes { raw -> (Data, Bool)? in
      let bytes = raw.bindMemory(to: UInt8.self)
      let scanner = Scanner(bytes: bytes)
      guard let array = scanner.topLevelArticles() else { return nil }
      // Inside the array: elements up to `keep`, then the end of the array.
      var index = array + 1
      var kept = 0
      var cut: Int?
      while true {
        index = scanner.skipSpace(from: index)
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "]") { break }
        if kept == keep {
          cut = cut ?? index
        }
        guard let end = scanner.endOfValue(from: index) else { return nil }
        if kept < keep { kept += 1 }
        index = scanner.skipSpace(from: end)
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] != UInt8(ascii: "]") {
          return nil
        }
      }
      guard let cut else { return nil }
      // The bytes before the cut end with a comma (and space) after the last kept element.
      var last = cut - 1
      while last > array, bytes[last] != UInt8(ascii: ",") { last -= 1 }
      var sliced = Data(capacity: last + (bytes.count - index) + 1)
      sliced.append(bytes.baseAddress!, count: last)
      sliced.append(bytes.baseAddress! + index, count: bytes.count - index)
      return (sliced, true)
    }
  }

  /// A byte walker that understands strings and nesting, nothing more.
  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The index of the `[` of the top-level object's `articles` array.
    func topLevelArticles() -> Int? {
      var index = skipSpace(from: 0)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
      index += 1
      while true {
        index = skipSpace(from: index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        guard let keyEnd = endOfString(from: index) else { return nil }
        let isArticles = keyEnd - index == 10 && matches("\"articles\"", at: index)
        index = skipSpace(from: keyEnd)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = skipSpace(from: index + 1)
        guard index < bytes.count else { return nil }
        if isArticles {
          return bytes[index] == UInt8(ascii: "[") ? index : nil
        }
        guard let end = endOfValue(from: index) else { return nil }
        index = skipSpace(from: end)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
        index += 1
      }
    }

    func matches(_ text: StaticString, at index: Int) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    func skipSpace(from start: Int) -> Int {
      var index = start
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
      {
        index += 1
      }
      return index
    }

    /// Just past the string that starts at `start` (a `"`); nil when it never ends.
    func endOfString(from start: Int) -> Int? {
      var index = start + 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"): index += 2
        case UInt8(ascii: "\""): return index + 1
        default: index += 1
        }
      }
      return nil
    }

    /// Just past the value that starts at `start`: a string, an object or array (nesting
    /// counted outside strings), or a bare word or number.
    func endOfValue(from start: Int) -> Int? {
      switch bytes[start] {
      case UInt8(ascii: "\""):
        return endOfString(from: start)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        var index = start
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            guard let end = endOfString(from: index) else { return nil }
            index = end
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { return index + 1 }
          default: break
          }
          index += 1
        }
        return nil
      default:
        var index = start
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09:
            return index
          default: index += 1
          }
        }
        return index
      }
    }
  }
}
