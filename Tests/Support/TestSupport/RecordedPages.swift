import Foundation

/// The recorded pages of the extraction corpus: `<name>.html` (our own) or `<name>.html.gz`
/// (real pages, kept compressed as recorded), each with `<name>.txt`, the text a reader keeps.
public enum RecordedPages {
  /// One page of a corpus folder.
  public struct Page: Sendable {
    public let name: String
    public let html: Data
    public let expected: String
  }

  /// The names of the pages in a folder, sorted.
  public static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap { file in
      if file.hasSuffix(".html.gz") { return String(file.dropLast(8)) }
      if file.hasSuffix(".html") { return String(file.dropLast(5)) }
      return nil
    }.sorted()
  }

  /// A page and its expected text; a compressed page is unpacked with gzip.
  public static func page(_ name: String, in folder: URL) throws -> Page {
    let plain = folder.appendingPathComponent(name + ".html")
    let html =
      FileManager.default.fileExists(atPath: plain.path)
      ? try Data(contentsOf: plain)
      : try gunzip(folder.appendingPathComponent(name + ".html.gz"))
    let expected = try String(
      contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
    return Page(name: name, html: html, expected: expected)
  }

  /// Every page of a folder.
  public static func all(in folder: URL) throws -> [Page] {
    try names(in: folder).map { try page($0, in: folder) }
  }

  /// What `gzip -dc` makes of a file.
  static func gunzip(_ file: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
    return data
  }
}
