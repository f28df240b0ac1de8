import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real-terminal tests' X server and screenshots.
extension RealTerminalPictureTests {
  /// Waits up to a minute (under CI's load a run takes seconds) for a script's `done` file,
  /// expects it to say 0 (else shows what went to `done.err`), lets the terminal paint, and
  /// takes the screen: the screenshot's path.
  static func screen(after done: URL, on display: String, in home: ScratchHome) async throws
    -> String
  {
    for _ in 0..<600 where !FileManager.default.fileExists(atPath: done.path) {
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    let status = try String(contentsOf: done, encoding: .utf8)
    let errors = try String(contentsOf: URL(fileURLWithPath: done.path + ".err"), encoding: .utf8)
    #expect(status == "0\n", "\(errors)")
    try await Task.sleep(nanoseconds: 500_000_000)
    let shot = home.directory.appendingPathComponent(done.lastPathComponent + ".png").path
    let taken = try await Program.run([
      "/usr/bin/import", "-display", display, "-window", "root", shot,
    ])
    #expect(taken.exitCode == 0, "\(taken.stderr)")
    return shot
  }

  /// An X server of its own (Xvfb, 800 × 600) on a display no other has (`-displayfd`: Xvfb
  /// picks a free one and says which once it listens; a number picked at random here met the
  /// locks killed servers leave behind): its display's name and its process.
  static func startDisplay() throws -> (String, Process) {
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    xvfb.arguments = ["-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp"]
    let said = Pipe()
    xvfb.standardOutput = said
    xvfb.standardError = FileHandle.nullDevice
    try xvfb.run()
    var number = Data()
    while !number.contains(UInt8(ascii: "\n")) {
      let more = said.fileHandleForReading.availableData
      if more.isEmpty { break }
      number += more
    }
    let display = String(decoding: number, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !display.isEmpty, display.allSatisfy(\.isNumber) else {
      end(xvfb)
      throw CocoaError(.executableLoad)
    }
    return (":" + display, xvfb)
  }

  /// Ends the X server of `display`, and takes away the lock and socket a killed one leaves.
  static func end(_ xvfb: Process, display: String) {
    end(xvfb)
    let number = display.dropFirst()
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  }
}
