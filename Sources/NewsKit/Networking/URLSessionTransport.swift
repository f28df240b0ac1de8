import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends an `HTTPRequest` with URLSession (libcurl underneath on Linux).
///
/// The timeout is enforced here, by racing the request against a timer: Foundation on Linux
/// truncates URLSession timeouts to whole seconds, so 0.3 s timed out at once and 1.5 s after 1 s.
/// URLSession's own timeouts are set a little beyond ours and only back it up. The body is read
/// through a delegate that stops at `maximumBodySize`, so a huge answer cannot exhaust memory.
public enum URLSessionTransport {
  /// The largest body read: a 100-article page is well under 1 MB.
  public static let maximumBodySize = 8 * 1024 * 1024

  /// Performs the request within its timeout; transport failures become `TransportError`.
  public static func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
      group.addTask { try await perform(request) }
      group.addTask {
        try await Task.sleep(nanoseconds: UInt64(request.timeout * 1_000_000_000))
        throw TransportError.timedOut
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw TransportError.connectionFailed }
      return first
    }
  }

  static func perform(_ request: HTTPRequest) async throws -> HTTPResponse {
    let backstop = (request.timeout + 1).rounded(.up)
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData,
      timeoutInterval: backstop)
    urlRequest.httpMethod = "GET"
    for header in request.headers {
      urlRequest.setValue(header.value, forHTTPHeaderField: header.name)
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = backstop
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    let delegate = BoundedBodyDelegate(limit: maximumBodySize)
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    let task = session.dataTask(with: urlRequest)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        delegate.start(task, continuation: continuation)
      }
    } onCancel: {
      task.cancel()
    }
  }
}

/// Collects a response body up to a limit and hands the result to one continuation.
final class BoundedBodyDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let limit: Int
  private let lock = NSLock()
  private var body = Data()
  private var continuation: CheckedContinuation<HTTPResponse, Error>?
  private var finished = false

  init(limit: Int) {
    self.limit = limit
  }

  func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<HTTPResponse, Error>) {
    lock.withLock { self.continuation = continuation }
    task.resume()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    if response.expectedContentLength > Int64(limit) {
      completionHandler(.cancel)
      finish(.failure(TransportError.tooLarge))
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = lock.withLock {
      body.append(data)
      return body.count > limit
    }
    if tooLarge {
      dataTask.cancel()
      finish(.failure(TransportError.tooLarge))
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    if let error {
      let timedOut = (error as? URLError)?.code == .timedOut
      finish(.failure(timedOut ? TransportError.timedOut : TransportError.connectionFailed))
      return
    }
    guard let http = task.response as? HTTPURLResponse else {
      finish(.failure(TransportError.connectionFailed))
      return
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name).lowercased()] = String(describing: value)
    }
    let received = lock.withLock { body }
    finish(.success(HTTPResponse(status: http.statusCode, headers: headers, body: received)))
  }

  /// Resumes the continuation once; later results (a cancel after a failure) are dropped.
  private func finish(_ result: Result<HTTPResponse, Error>) {
    let waiting: CheckedContinuation<HTTPResponse, Error>? = lock.withLock {
      guard !finished else { return nil }
      finished = true
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(with: result)
  }
}
