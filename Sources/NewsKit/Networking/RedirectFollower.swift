import Foundation

/// Follows HTTP redirects for one attempt, and never carries credentials to another origin.
///
/// libcurl forwards custom headers such as `x-api-token` to whatever host a redirect names, and
/// a 307 or 308 replays a POST's body (a password, a write token), so `news` follows redirects
/// itself: up to `maximumHops`, only to http and https, all hops within the attempt's one
/// timeout. A request that carries a credential (a key header, `Authorization`, a body marked
/// as holding one) is not followed to another scheme, host or port at all: the chain ends with
/// `credentialRedirect`, naming both origins. Plain fetches (feeds, pages) follow anywhere.
struct RedirectFollower: Sendable {
  /// Redirects followed before the chain counts as a loop (curl's `--max-redirs` is 50; five
  /// is what browsers need in practice for an API).
  static let maximumHops = 5
  static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

  let environment: NewsEnvironment
  /// Masks the key in what is reported.
  let redactor: Redactor

  /// The final response of the chain that starts with `request`.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let deadline = environment.now().addingTimeInterval(request.timeout)
    var current = request
    var hops = 0
    var allPermanent = true
    while true {
      let started = environment.now()
      let response: HTTPResponse
      do {
        response = try await environment.send(current)
      } catch let error as TransportError {
        environment.report(.failed(error, milliseconds: milliseconds(since: started)))
        throw error
      }
      environment.report(
        .response(
          status: response.status, milliseconds: milliseconds(since: started),
          bytes: response.body.count))
      guard let next = Self.target(of: response, from: current.url) else {
        // A redirect that points nowhere is the server's fault, not an answer to read (an API
        // would call its status a refused request, a usage error).
        if Self.redirectStatuses.contains(response.status) {
          environment.report(.failed(.unusableRedirect(status: response.status), milliseconds: 0))
          throw TransportError.unusableRedirect(status: response.status)
        }
        var final = response
        if hops > 0 {
          final.finalURL = current.url
          final.movedPermanently = allPermanent
        }
        return final
      }
      allPermanent = allPermanent && (response.status == 301 || response.status == 308)
      guard hops < Self.maximumHops else {
        environment.report(.failed(.tooManyRedirects, milliseconds: 0))
        throw TransportError.tooManyRedirects
      }
      let remaining = deadline.timeIntervalSince(environment.now())
      guard remaining > 0 else {
        environment.report(.failed(.timedOut, milliseconds: milliseconds(since: started)))
        throw TransportError.timedOut
      }
      var following = current
      following.url = next
      following.timeout = remaining
      // As browsers and curl do: a POST answered by 301, 302 or 303 goes on as a GET.
      if [301, 302, 303].contains(response.status) { following.body = nil }
      if current.hasCredentials, !Self.sameOrigin(current.url, next) {
        let refusal = TransportError.credentialRedirect(
          from: Self.origin(of: current.url), to: Self.origin(of: next))
        environment.report(.failed(refusal, milliseconds: 0))
        throw refusal
      }
      environment.report(
        .redirected(status: response.status, to: redactor.mask(next.absoluteString)))
      current = following
      hops += 1
    }
  }

  /// Where a redirect points, resolved against the URL asked; nil when the response is not a
  /// redirect, has no usable `Location`, or points outside http and https.
  static func target(of response: HTTPResponse, from url: URL) -> URL? {
    guard redirectStatuses.contains(response.status),
      let location = response.headers["location"]?.trimmingCharacters(in: .whitespaces),
      !location.isEmpty,
      let next = URL(string: location, relativeTo: url)?.absoluteURL,
      let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https",
      next.host?.isEmpty == false
    else { return nil }
    return next
  }

  /// Whether two URLs share scheme, host and port (with the scheme's default port filled in).
  static func sameOrigin(_ first: URL, _ second: URL) -> Bool {
    func origin(_ url: URL) -> (String, String, Int) {
      let scheme = url.scheme?.lowercased() ?? ""
      let port = url.port ?? (scheme == "https" ? 443 : 80)
      return (scheme, url.host?.lowercased() ?? "", port)
    }
    return origin(first) == origin(second)
  }

  /// `scheme://host[:port]`: what a message may say of an address (never its user
  /// information, path or query, which may hold secrets).
  static func origin(of url: URL) -> String {
    let scheme = url.scheme?.lowercased() ?? "http"
    return scheme + "://" + (url.host ?? "") + (url.port.map { ":\($0)" } ?? "")
  }

  func milliseconds(since start: Date) -> Int {
    max(0, Int((environment.now().timeIntervalSince(start) * 1000).rounded()))
  }
}
