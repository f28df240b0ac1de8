import Foundation

/// Compares rendered text with a file kept beside the tests.
///
/// Escape characters are stored as `␛` so the files read as text. Run the tests with
/// `RECORD_SNAPSHOTS=1` to write the files anew after an intended change, then read the diff.
public enum Snapshot {
  /// nil when `text` matches the snapshot `name` in `directory`; otherwise what differs.
  public static func mismatch(_ text: String, named name: String, in directory: URL) -> String? {
    let url = directory.appendingPathComponent(name + ".txt")
    let stored = text.replacingOccurrences(of: "\u{1B}", with: "␛")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? stored.write(to: url, atomically: true, encoding: .utf8)
      return nil
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      return "no snapshot at \(url.path); run with RECORD_SNAPSHOTS=1 to record it"
    }
    guard expected != stored else { return nil }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = stored.components(separatedBy: "\n")
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let want = index < expectedLines.count ? expectedLines[index] : "<none>"
      let got = index < actualLines.count ? actualLines[index] : "<none>"
      if want != got {
        return "\(name) line \(index + 1):\n  expected: \(want)\n  actual:   \(got)"
      }
    }
    return "\(name) differs"
  }

  /// Removes SGR and OSC sequences, leaving the text a person reads.
  public static func stripEscapes(_ text: String) -> String {
    var output = ""
    var iterator = text.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\u{1B}" else {
        output.unicodeScalars.append(scalar)
        continue
      }
      guard let kind = iterator.next() else { break }
      if kind == "[" {
        while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
      } else if kind == "]" {
        var previous: Unicode.Scalar = " "
        while let next = iterator.next() {
          if next == "\u{07}" || (previous == "\u{1B}" && next == "\\") { break }
          previous = next
        }
      }
    }
    return output
  }
}
