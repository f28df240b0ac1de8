import CCurlShim
import Foundation

/// Sends an `HTTPRequest` through the C shim: news's own HTTP/1.1 client (TLS from libssl,
/// loaded at the first https request), or libcurl when the environment names a proxy.
///
/// URLSession (FoundationNetworking) links libcurl and its thirty-odd dependencies into every
/// start of the program: 8 ms before `main`, even for `news --version`; loaded only for the
/// first request, libcurl still took 4 ms of a search. The shim also honours fractional
/// timeouts (URLSession on Linux truncated them to whole seconds) and stops reading a body past
/// `maximumBodySize`.
public enum CurlTransport {
  /// The largest body read: a 100-article page is well under 1 MB.
  public static let maximumBodySize = 8 * 1024 * 1024

  /// Starts loading libcurl on a thread of its own when a proxy is named, so that the first
  /// request finds it loaded; for commands that are about to use the network. (libssl is not
  /// preloaded: it loads while the first https connection is being made.)
  public static func preload() {
    news_http_preload_async()
  }

  /// libcurl's version text, loading it (`news doctor`); nil when it cannot be loaded.
  @Sendable public static func library() -> String? {
    news_http_library().map { String(cString: $0) }
  }

  /// Performs the request on a thread of `TransferThreads`; failures become `TransportError`.
  ///
  /// Threads of our own, not `DispatchQueue.global()`: libdispatch on Linux sizes that pool to
  /// the number of cores, so blocking transfers on it ran two at a time on this machine,
  /// whatever the concurrency a feed refresh asked for.
  ///
  /// A cancelled task stops waiting at once with `CancellationError` (the full-screen reader's
  /// Esc); the transfer's thread ends on its own, within the request's timeout, and its answer
  /// is dropped.
  public static func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let answer = OneAnswer<HTTPResponse>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard answer.wait(with: continuation) else { return }
        TransferThreads.shared.run { answer.give(Result { try perform(request) }) }
      }
    } onCancel: {
      answer.give(.failure(CancellationError()))
    }
  }

  static func perform(_ request: HTTPRequest) throws -> HTTPResponse {
    var result = news_http_result()
    let lines = request.headers.map { "\($0.name): \($0.value)" }
    let timeout = max(1, Int((request.timeout * 1000).rounded(.up)))
    withCStrings(lines) { pointers in
      if let body = request.body {
        // Never an empty buffer: a NULL body would make it a GET.
        let bytes = body.map { CChar(bitPattern: $0) } + [0]
        bytes.withUnsafeBufferPointer { buffer in
          news_http_request(
            request.url.absoluteString, pointers, Int32(lines.count), buffer.baseAddress,
            body.count, timeout, maximumBodySize, &result)
        }
      } else {
        news_http_request(
          request.url.absoluteString, pointers, Int32(lines.count), nil, -1, timeout,
          maximumBodySize, &result)
      }
    }
    return try response(from: &result)
  }

  /// The answer `bytes` make, read as the client reads a server's (then closed): for the
  /// fuzzers and the tests of the reader.
  public static func answer(from bytes: Data, maximumBodySize: Int = maximumBodySize) throws
    -> HTTPResponse
  {
    var result = news_http_result()
    bytes.withUnsafeBytes {
      news_http_read_answer(
        $0.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, maximumBodySize,
        &result)
    }
    return try response(from: &result)
  }

  /// What the shim returned, as a response or the error it names; frees the shim's buffers.
  static func response(from result: inout news_http_result) throws -> HTTPResponse {
    defer { news_http_free(&result) }
    if result.error != Int32(NEWS_HTTP_OK.rawValue) {
      throw failures[UInt32(result.error)] ?? .connectionFailed
    }
    // The body is taken as the shim allocated it, not copied (a page can be a megabyte).
    var body = Data()
    if let bytes = result.body {
      body = Data(bytesNoCopy: bytes, count: result.body_length, deallocator: .free)
      result.body = nil
    }
    let head =
      result.headers.map {
        String(decoding: Data(bytes: $0, count: result.headers_length), as: UTF8.self)
      } ?? ""
    return HTTPResponse(status: result.status, headers: headerFields(head), body: body)
  }

  /// What each of the shim's error codes means.
  static let failures: [UInt32: TransportError] = [
    NEWS_HTTP_TIMED_OUT.rawValue: .timedOut, NEWS_HTTP_TOO_LARGE.rawValue: .tooLarge,
    NEWS_HTTP_NO_LIBCURL.rawValue: .unavailable, NEWS_HTTP_CUT_OFF.rawValue: .cutOff,
    NEWS_HTTP_NOT_HTTP.rawValue: .notHTTP, NEWS_HTTP_HEADER_TOO_LARGE.rawValue: .headerTooLarge,
    NEWS_HTTP_NO_ANSWER.rawValue: .noAnswer, NEWS_HTTP_UNTRUSTED.rawValue: .untrusted,
  ]

  /// The fields of a response's header block, names lower-cased; a repeated field keeps its
  /// last value. Read on the bytes: Foundation's trimming (through `NSString` and UTF-16) made
  /// a response's ten fields cost 250,000 instructions, more than libcurl's whole exchange.
  static func headerFields(_ block: String) -> [String: String] {
    var fields: [String: String] = [:]
    let breaks: ClosedRange<UInt8> = 0x0A...0x0D
    for line in block.utf8.split(whereSeparator: breaks.contains).dropFirst() {
      let line = Substring(line)
      guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else { continue }
      let name = line[..<colon].trimmingSpacesAndTabs().lowercased()
      fields[name] = String(line[line.utf8.index(after: colon)...].trimmingSpacesAndTabs())
    }
    return fields
  }

  /// Calls `body` with the strings as a C array of C strings.
  static func withCStrings(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Void
  ) {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer($0) }
    pointers.withUnsafeBufferPointer { body($0.baseAddress) }
  }
}
