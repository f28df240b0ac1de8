import Foundation
import Testing

@testable import NewsKit

/// Programs started while their file is still open for writing somewhere (a script just saved,
/// its descriptor inherited by another process's child) are busy for a moment (ETXTBSY):
/// both launchers try again rather than call the program missing.
@Suite("Launching a program whose file is busy")
struct ProcessLauncherTests {
  /// A script that writes "ran" into `marker`, left open for writing until `release`.
  final class BusyScript: @unchecked Sendable {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-busy-\(UUID().uuidString)")
    var script: URL { folder.appendingPathComponent("tell") }
    var marker: URL { folder.appendingPathComponent("ran.txt") }
    private var descriptor: Int32 = -1

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      descriptor = open(script.path, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
      let text = Array("#!/bin/sh\necho ran > '\(marker.path)'\n".utf8)
      _ = text.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Closes the file after `seconds`, on a thread of its own.
    func release(after seconds: Double) {
      let descriptor = self.descriptor
      Thread.detachNewThread {
        usleep(UInt32(seconds * 1_000_000))
        close(descriptor)
      }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  @Test("A quiet run waits out a busy file and runs the program")
  func quietRun() async throws {
    let busy = try BusyScript()
    busy.release(after: 0.2)
    let outcome = await ProcessLauncher.runQuietly(
      [busy.script.path], environment: ["PATH": "/usr/bin:/bin"], seconds: 10)
    #expect(outcome == .exited(0))
    #expect(FileManager.default.fileExists(atPath: busy.marker.path))
  }

  @Test("A foreground run (a browser) waits out a busy file and runs the program")
  func foregroundRun() async throws {
    let busy = try BusyScript()
    busy.release(after: 0.2)
    let status = await ProcessLauncher.run(
      [busy.script.path], environment: ["PATH": "/usr/bin:/bin"])
    #expect(status == 0)
    #expect(FileManager.default.fileExists(atPath: busy.marker.path))
  }
}
