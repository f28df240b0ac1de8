import Foundation

/// A stand-in for `$BROWSER` in a home folder of its own: notes the link it was given, and with
/// `readsTerminal` first reads a line from the terminal, as w3m or lynx would.
public struct StandInBrowser: Sendable {
  /// What a browser that reads the terminal shows before it reads: a test types only after
  /// seeing it, as a person would, so no line meant for the browser reaches `news` instead.
  public static let prompt = "browser> "

  /// A fresh folder, for the store and settings of the run too.
  public let home: URL
  public var program: URL { home.appendingPathComponent("browser") }
  var record: URL { home.appendingPathComponent("opened.txt") }

  public init(readsTerminal: Bool = false) throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("news-br-\(UUID())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let script =
      readsTerminal
      ? "#!/bin/sh\nprintf '\(Self.prompt)'\nread line\necho \"$1 $line\" > \(record.path)\n"
      : "#!/bin/sh\necho \"$1\" > \(record.path)\n"
    try script.write(to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
  }

  /// What the browser was given (and, reading the terminal, what it read there).
  public func noted() throws -> String { try String(contentsOf: record, encoding: .utf8) }

  /// Removes the folder.
  public func remove() { try? FileManager.default.removeItem(at: home) }
}
