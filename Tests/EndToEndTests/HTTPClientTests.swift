import Foundation
import TestSupport
import Testing

/// news's own HTTP/1.1 client, through the built binary: framing and coding as servers send
/// them, TLS that checks whom it talks to before a key is sent, and proxies left to libcurl.
@Suite("news's HTTP client, end to end")
struct HTTPClientTests {
  static let key = "e2e-client-key-7"

  /// `news search x --json` against `base`, with `extra` variables; the key is in no stream.
  func search(_ base: String, _ extra: [String: String] = [:]) async throws -> NewsBinary.Result {
    let result = try await NewsBinary.run(
      ["search", "x", "--json", "--no-store"],
      environment: ["NEWSCATCHER_API_URL": base, "NEWSCATCHER_API_KEY": Self.key].merging(
        extra, uniquingKeysWith: { _, new in new }))
    #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
    return result
  }

  /// The titles of a `--json` search's articles.
  func titles(_ result: NewsBinary.Result) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let articles = try #require(object["articles"] as? [[String: Any]])
    return articles.compactMap { $0["title"] as? String }
  }

  /// `data` compressed by Python's zlib: `gzip`, `zlib` (deflate with zlib's header) or `raw`.
  func compressed(_ data: Data, _ kind: String) async throws -> Data {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("news-zip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in")
    let output = folder.appendingPathComponent("out")
    try data.write(to: input)
    let wbits = ["gzip": "31", "zlib": "15", "raw": "-15"][kind] ?? "31"
    let run = try await Program.run([
      "python3", "-c",
      "import sys, zlib; c = zlib.compressobj(9, zlib.DEFLATED, \(wbits)); "
        + "d = open(sys.argv[1], 'rb').read(); "
        + "open(sys.argv[2], 'wb').write(c.compress(d) + c.flush())",
      input.path, output.path,
    ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    return try Data(contentsOf: output)
  }

  /// `search` against a loopback server that answers every request with `bytes`: the run and
  /// the requests the server received.
  func search(answering bytes: Data) async throws -> (NewsBinary.Result, [ReceivedRequest]) {
    let server = try LoopbackServer { _ in .raw(bytes) }
    defer { server.stop() }
    let result = try await search(server.baseURL + "api/")
    return (result, server.requests)
  }

  /// An answer's bytes: the head's lines, then `body`.
  func answer(_ lines: [String], _ body: Data) -> Data {
    Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
  }

  /// `body` in chunks of `size` bytes, each size in hexadecimal (with an extension on the
  /// first), the last chunk, a trailer and the closing line.
  func chunked(_ body: Data, size: Int) -> Data {
    var out = Data()
    var start = body.startIndex
    while start < body.endIndex {
      let end = min(start + size, body.endIndex)
      let extensionText = start == body.startIndex ? ";name=value" : ""
      out += Data((String(end - start, radix: 16) + extensionText + "\r\n").utf8)
      out += body[start..<end] + Data("\r\n".utf8)
      start = end
    }
    return out + Data("0\r\nX-Checksum: none\r\n\r\n".utf8)
  }

  @Test("An interim 100, a chunked gzip body with an extension and a trailer: decoded whole")
  func chunkedGzip() async throws {
    let json = Fixtures.data("v3-search.json")
    let zipped = try await compressed(json, "gzip")
    let bytes = answer(
      [
        "HTTP/1.1 100 Continue", "", "HTTP/1.1 200 OK", "Content-Type: application/json",
        "Content-Encoding: gzip", "Transfer-Encoding: chunked",
      ], chunked(zipped, size: 97))
    let server = try LoopbackServer { _ in .raw(bytes) }
    defer { server.stop() }
    let result = try await search(server.baseURL + "api/")
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try titles(result).first == "Polska misja IGNIS: astronauta wraca na Ziemię")
    let request = try #require(server.requests.first)
    #expect(request.headers["accept-encoding"] == "gzip, deflate")
    #expect(request.headers["x-api-token"] == Self.key)
    #expect(request.headers["host"] == "127.0.0.1:\(server.port)")
  }

  @Test(
    "deflate with zlib's header and without it, to the close: decoded", arguments: ["zlib", "raw"])
  func deflate(kind: String) async throws {
    let zipped = try await compressed(Fixtures.data("v3-search.json"), kind)
    let bytes = answer(["HTTP/1.1 200 OK", "Content-Encoding: deflate"], zipped)
    let (result, _) = try await search(answering: bytes)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try titles(result).count == 2)
  }

  @Test("A gzip body that inflates past the limit stops there: too large, exit 65")
  func inflatedTooFar() async throws {
    let zipped = try await compressed(Data(count: 9 * 1024 * 1024), "gzip")
    #expect(zipped.count < 100_000)
    let bytes = answer(
      ["HTTP/1.1 200 OK", "Content-Encoding: gzip", "Content-Length: \(zipped.count)"], zipped)
    let (result, _) = try await search(answering: bytes)
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("larger than news reads"), "\(result.stderr)")
  }

  @Test("A gzip body that ends before its stream does is cut off: retried, then exit 65")
  func gzipCutShort() async throws {
    let zipped = try await compressed(Fixtures.data("v3-search.json"), "gzip")
    let half = zipped.prefix(zipped.count / 2)
    let bytes = answer(
      ["HTTP/1.1 200 OK", "Content-Encoding: gzip", "Content-Length: \(half.count)"], half)
    let (result, requests) = try await search(answering: bytes)
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("stopped before its end"), "\(result.stderr)")
    #expect(requests.count > 1)
  }

  @Test("A chunk size that is not hexadecimal is not HTTP: exit 65 at once")
  func badChunk() async throws {
    let bytes = answer(["HTTP/1.1 200 OK", "Transfer-Encoding: chunked"], Data("zz\r\n{}".utf8))
    let (result, requests) = try await search(answering: bytes)
    #expect(result.exitCode == 65)
    #expect(requests.count == 1)
  }

  @Test("https to an address: the certificate checked, the key sent, no server name sent")
  func httpsToAnAddress() async throws {
    let server = try await TLSServer(
      names: ["IP:127.0.0.1", "DNS:localhost"], body: Fixtures.data("v3-search.json"))
    defer { server.stop() }
    let result = try await search(
      "https://127.0.0.1:\(server.port)/api/", ["SSL_CERT_FILE": server.caFile.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try titles(result).count == 2)
    let request = try #require(server.requests().first)
    #expect(request.hasPrefix("GET /api/search?q=x&"))
    #expect(request.contains("x-api-token: \(Self.key)\r\n"))
    #expect(request.contains("Host: 127.0.0.1:\(server.port)\r\n"))
    #expect(try server.events().contains { $0.keys.contains("sni") && $0["sni"] is NSNull })
  }

  @Test("https to a name: the name sent (SNI) and the certificate checked against it")
  func httpsToAName() async throws {
    let server = try await TLSServer(
      names: ["DNS:localhost"], body: Fixtures.data("v3-search.json"))
    defer { server.stop() }
    let result = try await search(
      "https://localhost:\(server.port)/api/", ["SSL_CERT_FILE": server.caFile.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try server.events().contains { $0["sni"] as? String == "localhost" })
    #expect(try server.requests().count == 1)
  }

  @Test(
    "A certificate no trusted CA signed, or one for another name: exit 69, the key never sent",
    arguments: [false, true])
  func untrusted(otherName: Bool) async throws {
    let server = try await TLSServer(
      names: otherName ? ["DNS:news.invalid"] : ["IP:127.0.0.1"],
      body: Fixtures.data("v3-search.json"))
    defer { server.stop() }
    // Without SSL_CERT_FILE the system's store is asked, which has never heard of this CA.
    let trust = otherName ? ["SSL_CERT_FILE": server.caFile.path] : [:]
    let result = try await search("https://127.0.0.1:\(server.port)/api/", trust)
    #expect(result.exitCode == 69)
    #expect(
      result.stderr.hasPrefix(
        "news: The certificate of 127.0.0.1:\(server.port) could not be verified, so news sent"
          + " it nothing.\nIf the server is yours, point SSL_CERT_FILE at the CA"),
      "\(result.stderr)")
    #expect(try server.requests().isEmpty)
    // Not tried again: the same certificate would come back.
    #expect(try server.events().filter { $0["handshake"] as? String == "failed" }.count == 1)
  }

  @Test("A feed behind a certificate nobody vouches for: refused, said so in both languages, 69")
  func untrustedFeed() async throws {
    let server = try await TLSServer(
      names: ["IP:127.0.0.1"], body: Data("<rss><channel><title>t</title></channel></rss>".utf8))
    defer { server.stop() }
    let home = ScratchHome()
    try FileManager.default.createDirectory(at: home.directory, withIntermediateDirectories: true)
    let opml = home.directory.appendingPathComponent("feeds.opml")
    try Data(
      "<opml><body><outline text=\"t\" xmlUrl=\"https://127.0.0.1:\(server.port)/f\"/></body></opml>"
        .utf8
    ).write(to: opml)
    #expect(try await home.run(["feed", "import", opml.path]).exitCode == 0)
    let refresh = try await home.run(["feed", "refresh"])
    #expect(refresh.exitCode == 69, "\(refresh.stderr)")
    #expect(
      (refresh.stdout + refresh.stderr).contains("its server's certificate could not be verified"),
      "\(refresh.stdout)\(refresh.stderr)")
    let polish = try await home.run(["feed", "refresh"], language: "pl")
    #expect(
      (polish.stdout + polish.stderr).contains(
        "nie udało się potwierdzić certyfikatu jego serwera"),
      "\(polish.stdout)\(polish.stderr)")
    #expect(try server.requests().isEmpty)
  }

  @Test("Signing in to a reader behind an unverifiable certificate: 69, the password never sent")
  func untrustedSync() async throws {
    let server = try await TLSServer(names: ["IP:127.0.0.1"], body: Data("{}".utf8))
    defer { server.stop() }
    let home = ScratchHome()
    for language in ["en", "pl"] {
      let result = try await NewsBinary.run(
        [
          "sync", "login", "https://127.0.0.1:\(server.port)/api/greader.php", "--user", "u",
          "--kind", "greader",
        ],
        environment: home.variables(language: language).merging(
          ["NEWS_SYNC_PASSWORD": "pass-8c1"], uniquingKeysWith: { _, new in new }))
      #expect(result.exitCode == 69, "\(result.stderr)")
      let said =
        language == "en"
        ? "could not be verified, so news sent it nothing, no password either."
        : "więc news nic mu nie wysłał, także hasła."
      #expect(result.stderr.contains(said), "\(result.stderr)")
      #expect(!result.stderr.contains("pass-8c1"))
    }
    #expect(try server.requests().isEmpty)
  }

  @Test("With http_proxy set the request goes through the proxy (libcurl), in absolute form")
  func proxy() async throws {
    let proxy = try LoopbackServer { _ in .json(Fixtures.text("v3-search.json")) }
    defer { proxy.stop() }
    // Nothing listens on the discard port: only the proxy can answer.
    let result = try await search(
      "http://127.0.0.1:9/api/", ["http_proxy": "http://127.0.0.1:\(proxy.port)"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let request = try #require(proxy.requests.first)
    #expect(request.target.hasPrefix("http://127.0.0.1:9/api/search?"))
  }
}
