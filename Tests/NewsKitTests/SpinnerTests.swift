import Foundation
import NewsKit
import Testing

/// Collects what the spinner writes.
final class Written: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []
  func append(_ text: String) { lock.withLock { parts.append(text) } }
  var all: [String] { lock.withLock { parts } }
}

@Suite("The progress spinner")
struct SpinnerTests {
  @Test("Fast work shows nothing at all")
  func fast() async throws {
    let written = Written()
    // The first sleep (the delay) never ends before the work does.
    let spinner = Spinner(
      write: written.append, sleep: { _ in try await Task.sleep(nanoseconds: 5_000_000_000) })
    let value = try await spinner.during { 42 }
    #expect(value == 42)
    #expect(written.all.isEmpty)
  }

  @Test("Slow work gets frames after the delay, then the line is erased")
  func slow() async throws {
    let written = Written()
    let spinner = Spinner(write: written.append, sleep: { _ in await Task.yield() })
    let value = try await spinner.during { () async throws -> String in
      for _ in 0..<200 { await Task.yield() }
      return "done"
    }
    #expect(value == "done")
    let parts = written.all
    #expect(parts.count >= 2)
    #expect(parts.first?.hasPrefix("\r⠋") == true)
    #expect(parts.last == Spinner.erase)
    #expect(parts.dropLast().allSatisfy { $0.hasPrefix("\r") && !$0.contains("\n") })
  }

  @Test("A failure still erases the spinner and passes the error on")
  func failure() async throws {
    let written = Written()
    let spinner = Spinner(write: written.append, sleep: { _ in await Task.yield() })
    await #expect(throws: NewsError.missingAPIKey) {
      try await spinner.during { () async throws -> Int in
        for _ in 0..<200 { await Task.yield() }
        throw NewsError.missingAPIKey
      }
    }
    #expect(written.all.last == Spinner.erase)
  }

  @Test("Each frame carries its label; a label wider than the terminal is left out, not wrapped")
  func labelled() async throws {
    for (width, label) in [(80, "Searching…"), (12, "")] {
      let written = Written()
      let spinner = Spinner(
        label: "Searching…", width: width, write: written.append,
        sleep: { _ in await Task.yield() })
      _ = try await spinner.during { () async throws -> Int in
        for _ in 0..<200 { await Task.yield() }
        return 1
      }
      let frames = written.all.dropLast()
      #expect(!frames.isEmpty)
      #expect(frames.allSatisfy { $0.hasSuffix(" " + label) && $0.hasPrefix("\r") }, "\(frames)")
      #expect(written.all.last == Spinner.erase)
    }
  }
}
