import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends an `HTTPRequest` with URLSession (libcurl underneath on Linux).
public enum URLSessionTransport {
  /// Performs the request; transport failures become `TransportError`.
  public static func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData,
      timeoutInterval: request.timeout)
    urlRequest.httpMethod = "GET"
    for header in request.headers {
      urlRequest.setValue(header.value, forHTTPHeaderField: header.name)
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = request.timeout
    configuration.timeoutIntervalForResource = request.timeout
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
    } catch {
      throw TransportError.connectionFailed
    }
  }
}
