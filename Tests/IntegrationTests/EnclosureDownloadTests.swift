import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// `news download`'s engine through the real libcurl stack against loopback servers: parts by
/// `Range`, going on from a `.part` file, and servers that ignore ranges, lie or refuse.
@Suite("Enclosure downloads over loopback")
struct EnclosureDownloadTests {
  let clock = FakeClock()
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("news-download-\(UUID().uuidString)").path

  /// A file of `count` bytes no two runs of which are alike at any offset.
  static func file(_ count: Int) -> Data {
    var generator = SeededGenerator(seed: UInt64(count))
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  var target: DownloadTarget { DownloadTarget(folder: folder + "/Podcast", name: "episode.mp3") }

  func downloader() -> EnclosureDownloader {
    EnclosureDownloader(
      environment: NewsEnvironment(
        send: CurlTransport.send, now: { clock.now() }, sleep: { clock.sleep($0) },
        random: { 0 }),
      timeout: 5)
  }

  func download(_ server: LoopbackServer, progress: (DownloadProgress) -> Void = { _ in })
    async throws -> DownloadResult
  {
    let url = try #require(URL(string: server.baseURL + "episode.mp3"))
    return try await downloader().download(url, to: target, progress: progress)
  }

  func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test("A file larger than the transport takes whole comes in growing parts, whole and in order")
  func partsInOrder() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.file(4_000_000)
    let server = try LoopbackServer { .ranged(file, for: $0) }
    defer { server.stop() }
    var seen: [DownloadProgress] = []
    let result = try await download(server) { seen.append($0) }
    #expect(try contents(target.path) == file)
    #expect(!FileManager.default.fileExists(atPath: target.partPath))
    #expect(
      result
        == DownloadResult(
          url: server.baseURL + "episode.mp3", path: target.path, bytes: file.count, resumedFrom: 0,
          alreadyThere: false))
    let starts = server.requests.map(CannedResponse.rangeStart)
    #expect(starts.first == 0 && starts == starts.sorted() && Set(starts).count == starts.count)
    #expect(server.requests.count >= 3, "\(starts)")
    #expect(server.requests.allSatisfy { $0.headers["accept-encoding"] == "identity" })
    #expect(seen.map(\.bytes) == seen.map(\.bytes).sorted())
    #expect(seen.last == DownloadProgress(bytes: file.count, total: file.count, resumedFrom: 0))
  }

  @Test("A .part file left by a stopped run is gone on from: only the rest is asked for")
  func resumes() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.file(1_000_000)
    try FileManager.default.createDirectory(
      atPath: target.folder, withIntermediateDirectories: true)
    try file.prefix(400_000).write(to: URL(fileURLWithPath: target.partPath))
    let server = try LoopbackServer { .ranged(file, for: $0) }
    defer { server.stop() }
    let result = try await download(server)
    #expect(try contents(target.path) == file)
    #expect(result.resumedFrom == 400_000)
    #expect(server.requests.map(CannedResponse.rangeStart).first == 400_000)
  }

  @Test("A file already downloaded is not fetched again")
  func alreadyThere() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: target.folder, withIntermediateDirectories: true)
    try Data("done".utf8).write(to: URL(fileURLWithPath: target.path))
    let server = try LoopbackServer { _ in CannedResponse(status: 500) }
    defer { server.stop() }
    let result = try await download(server)
    #expect(result.alreadyThere && result.bytes == 4)
    #expect(server.requests.isEmpty)
  }

  @Test("A server that ignores Range: a small file is taken whole, even over a .part")
  func rangeIgnored() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.file(300_000)
    try FileManager.default.createDirectory(
      atPath: target.folder, withIntermediateDirectories: true)
    try Data(repeating: 7, count: 1_000).write(to: URL(fileURLWithPath: target.partPath))
    let server = try LoopbackServer { _ in CannedResponse(status: 200, body: file) }
    defer { server.stop() }
    let result = try await download(server)
    #expect(try contents(target.path) == file)
    #expect(server.requests.count == 1)
    // Nothing of the earlier run was kept: not said as gone on from.
    #expect(result.resumedFrom == 0)
  }

  @Test("A server that sends only whole files over 8 MB is said as such (69), nothing kept")
  func wholeOnlyTooLarge() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.file(CurlTransport.maximumBodySize + 10)
    let server = try LoopbackServer { _ in CannedResponse(status: 200, body: file) }
    defer { server.stop() }
    let error = await #expect(throws: NewsError.self) { _ = try await download(server) }
    #expect(error == .download(host: "127.0.0.1", .wholeOnly(limit: CurlTransport.maximumBodySize)))
    #expect(error?.exitCode == 69)
    #expect(!FileManager.default.fileExists(atPath: target.partPath))
  }

  @Test("A file the server says is over 4 GB stops at the first part and is not kept")
  func tooLarge() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try LoopbackServer { request in
      let body = Data(repeating: 1, count: 1_000)
      return CannedResponse(
        status: 206, headers: [("Content-Range", "bytes 0-999/\(5 << 30)")], body: body)
    }
    defer { server.stop() }
    let error = await #expect(throws: NewsError.self) { _ = try await download(server) }
    #expect(error == .download(host: "127.0.0.1", .tooLarge(bytes: 5 << 30)))
    #expect(server.requests.count == 1)
    #expect(!FileManager.default.fileExists(atPath: target.partPath))
    let message = ErrorView.render(try #require(error), strings: .polish)
    #expect(message.contains("4 GB") && message.contains("MB"), "\(message)")
  }

  @Test("A server that keeps sending other bytes than asked for is given up on, bounded")
  func wrongRanges() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try LoopbackServer { _ in
      CannedResponse(
        status: 206, headers: [("Content-Range", "bytes 5-9/100")],
        body: Data(repeating: 1, count: 5))
    }
    defer { server.stop() }
    let error = await #expect(throws: NewsError.self) { _ = try await download(server) }
    #expect(error == .download(host: "127.0.0.1", .unusableRange))
    #expect(server.requests.count == EnclosureDownloader.maximumRestarts + 1)
  }

  @Test("A missing file is its status (404), said with what to do, in both languages")
  func missing() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try LoopbackServer { _ in CannedResponse(status: 404) }
    defer { server.stop() }
    let error = await #expect(throws: NewsError.self) { _ = try await download(server) }
    #expect(error == .download(host: "127.0.0.1", .status(404)))
    let english = ErrorView.render(try #require(error), strings: .english)
    #expect(english.contains("HTTP 404") && english.contains("news feed refresh"))
    let polish = ErrorView.render(try #require(error), strings: .polish)
    #expect(polish.contains("nie wydał pliku"))
  }

  @Test("A tracking redirect to another host is followed, every part through it")
  func redirected() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = Self.file(700_000)
    let host = try LoopbackServer(host: "127.0.0.2") { .ranged(file, for: $0) }
    defer { host.stop() }
    let tracker = try LoopbackServer { _ in .redirect(302, to: host.baseURL + "real.mp3") }
    defer { tracker.stop() }
    _ = try await download(tracker)
    #expect(try contents(target.path) == file)
    #expect(host.requests.count == tracker.requests.count)
  }

  @Test("An empty file is finished at once")
  func empty() async throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let server = try LoopbackServer { .ranged(Data(), for: $0) }
    defer { server.stop() }
    let result = try await download(server)
    #expect(result.bytes == 0)
    #expect(try contents(target.path).isEmpty)
  }
}
