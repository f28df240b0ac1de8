import Foundation

/// What a test's child process reads and writes: a temporary folder with its stdin (or
/// nothing), and stdout and stderr as files, kept apart; read back as a `NewsBinary.Result`.
/// Files, not pipes: a child that fills a pipe nobody reads would block.
final class CapturedRunResult {
  let folder: URL
  private let outURL: URL
  private let errURL: URL
  let stdout: FileHandle
  let stderr: FileHandle

  /// A folder named after `prefix`, with empty stdout and stderr files open for writing.
  init(prefix: String) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    outURL = folder.appendingPathComponent("stdout")
    errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    stdout = try FileHandle(forWritingTo: outURL)
    stderr = try FileHandle(forWritingTo: errURL)
  }

  /// Connects a process to the files: `input` as its stdin (else /dev/null), stdout, stderr.
  func attach(_ process: Process, input: Data?) throws {
    if let input {
      let inURL = folder.appendingPathComponent("stdin")
      try input.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = stdout
    process.standardError = stderr
  }

  /// What the process wrote, with its exit code.
  func result(exitCode: Int32) throws -> NewsBinary.Result {
    try stdout.close()
    try stderr.close()
    return NewsBinary.Result(
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      exitCode: exitCode)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }
}
