import Foundation

/// Runs another program (git, bash, man, the install script) as a test needs it: argv only,
/// never through a shell unless the test names one, with stdout and stderr kept apart.
public enum Program {
  /// The repository the tests belong to.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `argv` (the first element a path, or a name looked up on PATH) in `directory`, with
  /// `environment` when given (else this process's), and waits for it.
  public static func run(
    _ argv: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    stdin: Data? = nil
  ) throws -> NewsBinary.Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = argv
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    if let stdin {
      let inURL = folder.appendingPathComponent("stdin")
      try stdin.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return NewsBinary.Result(
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      exitCode: process.terminationStatus)
  }
}
