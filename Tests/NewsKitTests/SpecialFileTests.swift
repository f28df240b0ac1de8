import Foundation
import Testing

@testable import NewsKit

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe, a device or a folder where a command expects a file is refused at once, naming it
/// (exit 65), never read: a FIFO nobody writes blocked the import for ever.
@Suite("Files that are not files")
struct SpecialFileTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// A folder of newsboat's files where `special` (a name) is a FIFO.
  static func folder(special: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if special != "urls" {
      try Data("https://a.example/feed\n".utf8).write(to: folder.appendingPathComponent("urls"))
    }
    #expect(mkfifo(folder.appendingPathComponent(special).path, 0o600) == 0)
    return folder
  }

  /// Runs `body` on a thread of its own; if it has not returned within 10 seconds, the FIFO is
  /// written to and closed, so that a read blocked on it ends (and the test fails).
  static func unblocked<T: Sendable>(_ fifo: String, _ body: @escaping @Sendable () -> T) -> T {
    let box = Box<T>()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.value = body()
      done.signal()
    }
    if done.wait(timeout: .now() + 10) == .timedOut {
      Issue.record("blocked on \(fifo)")
      // Bytes that are no database nor text, then the end: a reader that opened the FIFO for
      // reading and writing (SQLite) stops at the bytes, any other at the end.
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 {
        let junk = [UInt8](repeating: 0xFF, count: 4_096)
        _ = junk.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        close(writer)
      }
      done.wait()
    }
    return box.value ?? body()
  }

  final class Box<T>: @unchecked Sendable { var value: T? }

  func importer(_ temporary: TemporaryStore) throws -> NewsboatImportController {
    let environment = NewsEnvironment(
      send: { _ in throw NewsError.httpUnavailable }, now: { now },
      variables: ["XDG_DATA_HOME": temporary.directory.path, "HOME": "/nonexistent"])
    let settings = try SettingsResolver.resolve(
      CommandLineOptions(), environment: environment.variables)
    return try NewsboatImportController.open(settings: settings, environment: environment)
  }

  @Test(
    "import newsboat: a FIFO as cache.db, urls, config or read-state file is named, not read",
    arguments: ["cache.db", "urls", "config", "read-state"])
  func newsboatFiles(name: String) throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    let folder = try Self.folder(special: name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let controller = try importer(temporary)
    let fifo = folder.appendingPathComponent(name).path
    let readState = name == "read-state" ? fifo : nil
    let outcome: Result<Int, NewsError> = Self.unblocked(fifo) {
      Result {
        try controller.run(from: folder.path, readState: readState, savedFlags: nil).feeds
      }.mapError { $0 as? NewsError ?? .notOPML("?") }
    }
    #expect(throws: NewsError.notARegularFile(fifo)) { try outcome.get() }
    #expect(NewsError.notARegularFile(fifo).exitCode == 65)
  }

  @Test("What is at a path: nothing, a file, a FIFO, a folder, a device")
  func kinds() throws {
    let folder = try Self.folder(special: "pipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(RegularFile.kind(folder.appendingPathComponent("none").path) == .missing)
    #expect(RegularFile.kind(folder.appendingPathComponent("urls").path) == .regular)
    #expect(RegularFile.kind(folder.appendingPathComponent("pipe").path) == .special)
    #expect(RegularFile.kind(folder.path) == .special)
    #expect(RegularFile.kind("/dev/zero") == .special)
    let urls = try RegularFile.read(folder.appendingPathComponent("urls").path, limit: 5)
    #expect(urls == Data("https".utf8))
    #expect(throws: NewsError.notARegularFile("/dev/zero")) {
      try RegularFile.read("/dev/zero", limit: 5)
    }
  }

  @Test("A FIFO where the store's file is: no store, said, never waited on")
  func storeFile() throws {
    let temporary = TemporaryStore()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(
      at: temporary.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(mkfifo(temporary.url.path, 0o600) == 0)
    let url = temporary.url
    let opened = Self.unblocked(url.path) {
      StoreOpener.open(at: url, schema: NewsSchema.all, now: now).notices
    }
    #expect(opened == [.unavailable(url.path)])
  }
}

/// The settings file as a pipe: every command says so (exit 65), and `news doctor` too.
@Suite("Settings file that is not a file")
struct SpecialConfigTests {
  @Test("config.toml as a FIFO: loading it is an error naming it; doctor reports it (78)")
  func configFIFO() async throws {
    let folder = try SpecialFileTests.folder(special: "config.toml")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("config.toml").path
    // The settings' folder is `$XDG_CONFIG_HOME/news`: the FIFO is linked in there.
    let home = folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("news"), withIntermediateDirectories: true)
    let path = home.appendingPathComponent("news/config.toml").path
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: fifo)
    let environment = NewsEnvironment(
      send: { _ in throw NewsError.httpUnavailable },
      variables: ["XDG_CONFIG_HOME": home.path, "HOME": "/nonexistent"],
      readFile: { _ in nil })
    #expect(throws: NewsError.notARegularFile(path)) {
      try ConfigLoader.load(environment: environment)
    }
    let report = await Doctor(environment: environment, values: CommandLineOptions()).examine()
    let line = try #require(report.lines.first { $0.check == .config })
    #expect(line.finding == .failed(.notARegularFile(path)) && line.exitCode == 78)
  }
}
