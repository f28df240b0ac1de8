import Foundation
import Testing

@testable import NewsKit

/// The C client's reader of answers, given the bytes a server sends before it closes: what
/// each framing and each misbehaviour becomes.
@Suite("The HTTP answer reader")
struct HTTPAnswerTests {
  func read(_ text: String, limit: Int = CurlTransport.maximumBodySize) throws -> HTTPResponse {
    try CurlTransport.answer(from: Data(text.utf8), maximumBodySize: limit)
  }

  /// The error reading `text` ends in.
  func failure(_ text: String, limit: Int = CurlTransport.maximumBodySize) -> TransportError? {
    do {
      _ = try read(text, limit: limit)
      return nil
    } catch {
      return error as? TransportError
    }
  }

  @Test("A plain answer: status, fields (names lower-cased), the body by its length")
  func plain() throws {
    let response = try read(
      "HTTP/1.1 201 Created\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello and more")
    #expect(response.status == 201)
    #expect(response.headers["content-type"] == "text/plain")
    #expect(String(decoding: response.body, as: UTF8.self) == "hello")
  }

  @Test("Bare line feeds end lines too; a body without a length runs to the close")
  func bareLineFeeds() throws {
    let response = try read("HTTP/1.0 200 OK\nServer: old\n\nall of it\n")
    #expect(response.status == 200)
    #expect(response.headers["server"] == "old")
    #expect(String(decoding: response.body, as: UTF8.self) == "all of it\n")
  }

  @Test("Interim answers are skipped; 204 and 304 have no body whatever follows")
  func interimAndEmpty() throws {
    let response = try read(
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\n\r\nHTTP/1.1 304 Not Modified\r\n"
        + "ETag: \"a\"\r\n\r\nstray bytes")
    #expect(response.status == 304)
    #expect(response.headers["etag"] == "\"a\"")
    #expect(response.body.isEmpty)
    #expect(try read("HTTP/1.1 204 No Content\r\n\r\nstray").body.isEmpty)
  }

  @Test("Chunks, upper- and lower-case sizes, an extension and trailers; a length beside them")
  func chunks() throws {
    let response = try read(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, Chunked\r\nContent-Length: 3\r\n\r\n"
        + "5;x=y\r\nhello\r\nA\r\n, world!!!\r\n0\r\nTrailer: 1\r\n\r\nafter")
    #expect(String(decoding: response.body, as: UTF8.self) == "hello, world!!!")
  }

  @Test(
    "What is not HTTP: no status line, a bad code, a bad chunk, endless interim answers",
    arguments: [
      "SSH-2.0-OpenSSH\r\n\r\n", "HTTP/1.1 20 OK\r\n\r\n", "HTTP/1.1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nxyz\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabcd\r\n0\r\n\r\n",
      String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 20),
    ])
  func notHTTP(text: String) {
    #expect(failure(text) == .notHTTP)
  }

  @Test("Nothing at all is no answer; a head or body that stops short is cut off")
  func shortAnswers() {
    #expect(failure("") == .noAnswer)
    #expect(failure("HTTP/1.1 200 OK\r\nContent-") == .cutOff)
    #expect(failure("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc") == .cutOff)
    #expect(failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab") == .cutOff)
    #expect(failure("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n") == .cutOff)
  }

  @Test("Sizes are bounded: the head at 64 KB, the body by its length, its chunks or its bytes")
  func bounds() {
    let longHead =
      "HTTP/1.1 200 OK\r\nX-Fill: " + String(repeating: "a", count: 70_000) + "\r\n\r\n"
    #expect(failure(longHead) == .headerTooLarge)
    #expect(failure("HTTP/1.1 200 OK\r\nContent-Length: 101\r\n\r\n", limit: 100) == .tooLarge)
    let hugeChunk =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFFFF\r\n"
    #expect(failure(hugeChunk) == .tooLarge)
    let toClose = "HTTP/1.1 200 OK\r\n\r\n" + String(repeating: "b", count: 101)
    #expect(failure(toClose, limit: 100) == .tooLarge)
    #expect(throws: Never.self) { try read(toClose, limit: 101) }
    let trailers =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
      + String(repeating: "T: " + String(repeating: "t", count: 1_000) + "\r\n", count: 70)
    #expect(failure(trailers) == .headerTooLarge)
  }
}
