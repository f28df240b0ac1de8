import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends an `HTTPRequest` with URLSession (libcurl underneath on Linux).
///
/// The timeout is enforced here, by racing the request against a timer: Foundation on Linux
/// truncates URLSession timeouts to whole seconds, so 0.3 s timed out at once and 1.5 s after 1 s.
/// URLSession's own timeouts are set a little beyond ours and only back it up.
public enum URLSessionTransport {
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
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    do {
      let (data, response) = try await session.data(for: urlRequest)
      guard let http = response as? HTTPURLResponse else {
        throw TransportError.connectionFailed
      }
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        headers[String(describing: name).lowercased()] = String(describing: value)
      }
      return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    } catch let error as URLError where error.code == .timedOut {
      throw TransportError.timedOut
    } catch let error as TransportError {
      throw error
    } catch is CancellationError {
      throw TransportError.timedOut
    } catch {
      throw TransportError.connectionFailed
    }
  }
}
