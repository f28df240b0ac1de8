import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The binary against stores it cannot write or trust: a full disk, a read-only file, random
/// damage. Reading keeps working, writing says why it cannot, nothing crashes.
@Suite("news, end to end, stores that cannot be written or trusted")
struct StoreResilienceTests {
  static let isRoot = geteuid() == 0

  /// A folder for one test, writable by the user the binary runs as.
  final class Folder: @unchecked Sendable {
    let url = URL(fileURLWithPath: "/tmp/news-resilience-\(UUID().uuidString)")
    var mounted = false

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var store: String { url.path + "/news/news.sqlite" }

    deinit {
      if mounted { _ = Self.system(["/bin/umount", url.path]) }
      try? FileManager.default.removeItem(at: url)
    }

    /// Runs a program and returns its exit status.
    @discardableResult
    static func system(_ arguments: [String]) -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: arguments[0])
      process.arguments = Array(arguments.dropFirst())
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return -1 }
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  func environment(_ folder: Folder, _ server: LoopbackServer?) -> [String: String] {
    [
      "XDG_DATA_HOME": folder.url.path, "NEWSCATCHER_API_KEY": "kkkkkkkkkk",
      "NEWSCATCHER_API_URL": server?.baseURL ?? "http://127.0.0.1:9/",
    ]
  }

  /// Search, then save article 1: a store with a last list and one saved article.
  func populate(
    _ folder: Folder, _ server: LoopbackServer, wrapper: [String] = [], executable: URL? = nil
  ) async throws {
    let list = try await NewsBinary.run(
      ["search", "kosmos"], environment: environment(folder, server), wrapper: wrapper,
      executable: executable)
    #expect(list.exitCode == 0, "\(list.stderr)")
    let save = try await NewsBinary.run(
      ["save", "1"], environment: environment(folder, nil), wrapper: wrapper,
      executable: executable)
    #expect(save.exitCode == 0, "\(save.stderr)")
  }

  @Test(
    "A full disk: reading works, writing says the disk is full, nothing stored is lost",
    .enabled(if: isRoot, "mounting a small tmpfs to fill needs root"))
  func fullDisk() async throws {
    let folder = try Folder()
    #expect(
      Folder.system(["/bin/mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", folder.url.path]) == 0)
    folder.mounted = true
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    try await populate(folder, server)
    // Fill every free block.
    Folder.system(["/bin/dd", "if=/dev/zero", "of=\(folder.url.path)/filler", "bs=4k"])
    let offline = environment(folder, nil)
    for arguments in [["saved"], ["show", "1"], ["search", "--offline", "polska"]] {
      let result = try await NewsBinary.run(arguments, environment: offline)
      #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout.contains("Polska misja IGNIS"), "\(arguments)")
      #expect(result.stderr.contains("The disk is full"), "\(result.stderr)")
    }
    let online = try await NewsBinary.run(
      ["search", "kosmos"], environment: environment(folder, server))
    #expect(online.exitCode == 0)
    #expect(online.stdout.contains("Polska misja IGNIS"))
    let unsave = try await NewsBinary.run(["unsave", "1"], environment: offline)
    #expect(unsave.exitCode == 74)
    #expect(unsave.stderr.contains("the disk is full"))
    #expect(unsave.stderr.contains("nothing stored before was lost"))
    try FileManager.default.removeItem(atPath: folder.url.path + "/filler")
    let after = try await NewsBinary.run(["saved"], environment: offline)
    #expect(after.exitCode == 0 && after.stderr.isEmpty, "\(after.stderr)")
    #expect(after.stdout.contains("Polska misja IGNIS"))
  }

  @Test("A read-only store file is read, leaves nothing behind, and works once writable again")
  func readOnlyFile() async throws {
    let folder = try Folder()
    // Root may write a 0444 file, so the binary runs as nobody when the tests run as root.
    var wrapper: [String] = []
    var executable: URL?
    if Self.isRoot {
      wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
      let copy = try NewsBinary.copy(into: folder.url)
      chown(folder.url.path, 65534, 65534)
      executable = copy
    }
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    try await populate(folder, server, wrapper: wrapper, executable: executable)
    chmod(folder.store, 0o444)
    let read = try await NewsBinary.run(
      ["saved"], environment: environment(folder, nil), wrapper: wrapper, executable: executable)
    #expect(read.exitCode == 0, "\(read.stderr)")
    #expect(read.stdout.contains("Polska misja IGNIS"))
    #expect(read.stderr.contains("cannot be written"), "\(read.stderr)")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/news")
    #expect(!leftovers.contains("news.sqlite-shm"), "\(leftovers)")
    let save = try await NewsBinary.run(
      ["save", "1"], environment: environment(folder, nil), wrapper: wrapper,
      executable: executable)
    #expect(save.exitCode == 74, "\(save.stderr)")
    // An older news left a read-only -shm behind it; the writable store must open all the same.
    let stale = folder.store + "-shm"
    _ = FileManager.default.createFile(atPath: stale, contents: Data(count: 3))
    if Self.isRoot { chown(stale, 65534, 65534) }
    chmod(stale, 0o444)
    chmod(folder.store, 0o600)
    let again = try await NewsBinary.run(
      ["search", "kosmos"], environment: environment(folder, server), wrapper: wrapper,
      executable: executable)
    #expect(again.exitCode == 0)
    #expect(again.stderr.isEmpty, "\(again.stderr)")
    let saved = try await NewsBinary.run(
      ["saved"], environment: environment(folder, nil), wrapper: wrapper, executable: executable)
    #expect(saved.stdout.contains("Polska misja IGNIS"), "\(saved.stderr)")
  }

  @Test("Random damage to the store never crashes a command: it is moved aside or still read")
  func randomDamage() async throws {
    var generator = SeededGenerator(seed: 20_261_123)
    let server = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { server.stop() }
    let pristine = try Folder()
    try await populate(pristine, server)
    let original = try Data(contentsOf: URL(fileURLWithPath: pristine.store))
    for round in 0..<12 {
      let folder = try Folder()
      try FileManager.default.createDirectory(
        atPath: folder.url.path + "/news", withIntermediateDirectories: true)
      var bytes = [UInt8](original)
      // Overwrite a few runs of bytes anywhere past the header, with random or zero bytes.
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let start = Int.random(in: 100..<bytes.count, using: &generator)
        let length = min(Int.random(in: 1...600, using: &generator), bytes.count - start)
        for index in start..<(start + length) {
          bytes[index] = round.isMultiple(of: 3) ? 0 : UInt8.random(in: 0...255, using: &generator)
        }
      }
      try Data(bytes).write(to: URL(fileURLWithPath: folder.store))
      for arguments in [["search", "--offline", "polska"], ["saved"], ["show", "1"]] {
        let result = try await NewsBinary.run(arguments, environment: environment(folder, nil))
        // 0, or a usage error when the last list was lost with the damaged file; never a
        // signal (a crash) or a trace.
        #expect([0, 64].contains(result.exitCode), "round \(round) \(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "round \(round): \(result.stderr)")
      }
    }
  }
}
