import Foundation

/// The store file's path, read from its URL without Foundation's decoding where there is
/// nothing to decode.
///
/// `URL.path` percent-decodes the path, and its first call in a process builds Foundation's
/// first `Set<UInt8>` (400,000 instructions, the type and its conformances looked up by name)
/// while the store is being opened beside a search's request. A path with no `%` in its
/// encoded form decodes to itself.
enum StoreFilePath {
  /// The file-system path of a file URL (`URL.path`).
  static func of(_ url: URL) -> String {
    let encoded = url.path(percentEncoded: true)
    return encoded.utf8.contains(UInt8(ascii: "%")) ? url.path : encoded
  }

  /// The folder a file's absolute path is in: what comes before its last `/`, or `/`.
  static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
  }
}
