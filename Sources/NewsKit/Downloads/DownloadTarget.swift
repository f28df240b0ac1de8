import Foundation

/// Where an enclosure is saved: `<download-path>/<feed>/<file name>`, names made safe for any
/// file system and terminal from what the server wrote.
public struct DownloadTarget: Sendable, Equatable {
  /// The folder of the feed's downloads.
  public var folder: String
  /// The file's name in it.
  public var name: String

  /// The finished file's path.
  public var path: String { folder + "/" + name }
  /// The path bytes are appended to until the file is whole (as browsers and podboat do).
  public var partPath: String { path + ".part" }

  /// The longest name kept, in bytes (file systems allow 255; `.part` must still fit).
  static let maximumName = 120

  /// The target of an enclosure of an article, under `root`: the feed's (or source's) name as
  /// the folder, the address's last path segment as the file (the article's title, with an
  /// extension from the media type, when the address has none).
  public static func of(_ enclosure: Enclosure, article: Article, root: String) -> DownloadTarget {
    let feed = article.feed?.title ?? article.source ?? URL(string: enclosure.url)?.host
    let folder = safeName(feed ?? "") ?? "news"
    let segment = URL(string: enclosure.url).map(\.lastPathComponent) ?? ""
    let fromAddress = safeName(segment.removingPercentEncoding ?? segment)
    let name =
      fromAddress.flatMap { $0.contains(".") ? $0 : nil }
      ?? ((safeName(article.title ?? "") ?? fromAddress ?? "download") + "."
        + fileExtension(enclosure.type))
    let trimmedRoot = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    return DownloadTarget(folder: trimmedRoot + "/" + folder, name: name)
  }

  /// A name that is one file-system component, printable, not hidden and not too long; nil
  /// when nothing is left of it.
  static func safeName(_ raw: String) -> String? {
    let printable = TerminalSanitizer.sanitize(raw).map { character -> Character in
      "/\\:*?\"<>|".contains(character) ? "-" : character
    }
    var name = String(printable).trimmingCharacters(in: .whitespaces)
    while name.hasPrefix(".") || name.hasPrefix("-") { name.removeFirst() }
    name = name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return nil }
    return shortened(name)
  }

  /// The name cut to `maximumName` bytes on a character boundary, its extension kept.
  static func shortened(_ name: String) -> String {
    guard name.utf8.count > maximumName else { return name }
    let dot = name.lastIndex(of: ".")
    let suffix = dot.map { String(name[$0...]) }.flatMap { $0.utf8.count <= 12 ? $0 : nil } ?? ""
    var stem = String(name.dropLast(suffix.count))
    while stem.utf8.count + suffix.utf8.count > maximumName { stem.removeLast() }
    return stem.trimmingCharacters(in: .whitespaces) + suffix
  }

  /// The extension for a media type, `bin` for one not known.
  static func fileExtension(_ type: String?) -> String {
    let known = [
      "audio/mpeg": "mp3", "audio/mp3": "mp3", "audio/mp4": "m4a", "audio/x-m4a": "m4a",
      "audio/aac": "aac", "audio/ogg": "ogg", "audio/opus": "opus", "audio/flac": "flac",
      "audio/wav": "wav", "audio/x-wav": "wav", "video/mp4": "mp4", "video/webm": "webm",
      "video/quicktime": "mov", "video/x-matroska": "mkv", "application/pdf": "pdf",
      "application/epub+zip": "epub", "image/jpeg": "jpg", "image/png": "png",
      "image/webp": "webp", "image/gif": "gif",
    ]
    let bare = type?.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    return bare.flatMap { known[$0] } ?? "bin"
  }
}
