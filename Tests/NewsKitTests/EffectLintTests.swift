import Foundation
import TestSupport
import Testing

/// Keeps every clock read, environment read and child process behind `NewsEnvironment`, so
/// that a test can give its own: outside the Environment room only the live environment's
/// wiring (`Networking/LiveEnvironment.swift`, beside the libcurl it wires in) reads them.
@Suite("Effects: the clock, the environment and child processes go through NewsEnvironment")
struct EffectLintTests {
  static let effects = [
    #"\bDate\(\)"#, #"\bDate\.now\b"#, #"Date\(timeIntervalSinceNow"#,
    #"ProcessInfo\.processInfo\.environment"#, #"\b(getenv|setenv|unsetenv)\("#,
    #"\bProcess\(\)"#, #"\bposix_spawnp?\("#, #"\bfork\(\)"#, #"\bexecv[pe]?\("#,
    #"\bsystem\("#,
  ]

  /// Files that may read them: the environment's own room and the live wiring.
  static func mayReadEffects(_ path: String) -> Bool {
    path.hasPrefix("NewsKit/Environment/") || path == "NewsKit/Networking/LiveEnvironment.swift"
  }

  @Test("No source outside the Environment room reads the clock, the environment or spawns")
  func effectsGoThroughTheEnvironment() throws {
    let files = try SourceLint.swiftFiles()
    #expect(files.count >= 200)
    var offences: [String] = []
    for (file, text) in files where !Self.mayReadEffects(file) {
      offences += try SourceLint.offences(in: text, patterns: Self.effects).map { "\(file):\($0)" }
    }
    #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
  }

  @Test("The lint catches each effect, and passes what only looks like one")
  func lintCatches() throws {
    for line in [
      "let now = Date()", "deadline = Date.now + 3", "let soon = Date(timeIntervalSinceNow: 5)",
      "let home = ProcessInfo.processInfo.environment[\"HOME\"]", "let v = getenv(\"TERM\")",
      "let child = Process()", "posix_spawn(&pid, path, nil, nil, argv, envp)",
      "system(\"ls\")",
    ] {
      #expect(try SourceLint.offences(in: line, patterns: Self.effects).count == 1, "\(line)")
    }
    for line in [
      "let created = Date(timeIntervalSince1970: 0)", "// Date() in a comment",
      "environment.now()", "let launch = ProcessLauncher.run(command)",
      "func systemName()", "let updated: Date",
    ] {
      #expect(try SourceLint.offences(in: line, patterns: Self.effects).isEmpty, "\(line)")
    }
  }
}
