import Foundation

/// Runs another program in the foreground, sharing the terminal, and waits for it.
enum ProcessLauncher {
  /// The program's exit status, or nil if it could not be started; it gets exactly the
  /// environment given.
  static func run(_ command: [String], environment: [String: String]) async -> Int32? {
    guard let executable = command.first else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = Array(command.dropFirst())
    process.environment = environment
    return await withCheckedContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(returning: nil)
      }
    }
  }
}
