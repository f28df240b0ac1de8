import Foundation
import Testing

@testable import NewsKit

/// The Google Reader API client against a recorded fake: batching, token renewal, secrets.
@Suite("Google Reader API client")
struct GoogleReaderClientTests {
  /// Records requests and answers them from a closure.
  final class Fake: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    let answer: @Sendable (HTTPRequest) -> HTTPResponse
    init(answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.answer = answer }
    var requests: [HTTPRequest] { lock.withLock { recorded } }
    var environment: NewsEnvironment {
      NewsEnvironment(send: { request in
        self.lock.withLock { self.recorded.append(request) }
        return self.answer(request)
      })
    }
  }

  static func body(_ request: HTTPRequest) -> String {
    String(decoding: request.body ?? Data(), as: UTF8.self)
  }

  static let account = SyncAccount(
    server: "http://127.0.0.1:9/api/greader.php", user: "u", password: "secret-password",
    token: "u/current")

  @Test("1,000 read marks go in 4 requests of 250, with one write token")
  func batches() async throws {
    let fake = Fake { request in
      request.url.path.hasSuffix("/token")
        ? HTTPResponse(status: 200, body: Data("WRITE\n".utf8))
        : HTTPResponse(status: 200, body: Data("OK".utf8))
    }
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5)
    let ids = (1...1000).map(String.init)
    try await client.edit(ids, add: GoogleReaderClient.read)
    let edits = fake.requests.filter { $0.url.path.hasSuffix("edit-tag") }
    #expect(edits.count == 4)
    #expect(fake.requests.filter { $0.url.path.hasSuffix("/token") }.count == 1)
    for edit in edits {
      let fields = Self.body(edit).split(separator: "&")
      #expect(fields.filter { $0.hasPrefix("i=") }.count == 250)
      #expect(fields.contains("a=user%2F-%2Fstate%2Fcom.google%2Fread"))
      #expect(fields.contains("T=WRITE"))
      #expect(edit.header("Authorization") == "GoogleLogin auth=u/current")
    }
  }

  @Test("An expired token is renewed once with the password; a second refusal is 77")
  func renewal() async throws {
    let fake = Fake { request in
      if request.url.path.hasSuffix("ClientLogin") {
        return HTTPResponse(status: 200, body: Data("SID=x\nAuth=u/renewed\n".utf8))
      }
      let renewed = request.header("Authorization") == "GoogleLogin auth=u/renewed"
      return HTTPResponse(
        status: renewed ? 200 : 401, body: Data(#"{"subscriptions": []}"#.utf8))
    }
    let kept = Kept()
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5,
      keep: { kept.set($0) })
    #expect(try await client.subscriptions().isEmpty)
    #expect(kept.value?.token == "u/renewed")
    let login = try #require(fake.requests.first { $0.url.path.hasSuffix("ClientLogin") })
    #expect(Self.body(login) == "Email=u&Passwd=secret-password")
    // No request but the sign-in carries the password, anywhere.
    for request in fake.requests where request != login {
      #expect(!request.url.absoluteString.contains("secret"))
      #expect(!Self.body(request).contains("secret"))
    }

    let refusing = Fake { _ in HTTPResponse(status: 401, body: Data()) }
    let stale = GoogleReaderClient(
      account: Self.account, environment: refusing.environment, timeout: 5)
    await #expect(throws: NewsError.syncRejected(server: "127.0.0.1")) {
      _ = try await stale.subscriptions()
    }
  }

  @Test("Item ids are read page by page while the server gives a continuation")
  func continuation() async throws {
    let fake = Fake { request in
      let page = request.url.query?.contains("c=next") == true
      let body =
        page
        ? #"{"itemRefs": [{"id": "3"}]}"#
        : #"{"itemRefs": [{"id": "1"}, {"id": "2"}], "continuation": "next"}"#
      return HTTPResponse(status: 200, body: Data(body.utf8))
    }
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5)
    #expect(try await client.itemIDs(GoogleReaderClient.readingList) == ["1", "2", "3"])
    #expect(fake.requests.count == 2)
  }

  @Test("The ids answer is read as JSON would be: strings or numbers, any spacing, no ids")
  func scan() {
    let text = #"""
      { "itemRefs" : [ {"id":"1795439144540021","directStreamIds":[],"timestampUsec":"17"},
      {"id": 42 }, {"id":"tag:google.com,2005:reader/item/000660f1406d1775"} ],
      "continuation":"abc\"d" }
      """#
    let page = ItemReferences.scan(Data(text.utf8))
    #expect(
      page?.ids == ["1795439144540021", "42", "tag:google.com,2005:reader/item/000660f1406d1775"])
    #expect(page?.continuation == #"abc\"d"#)
    #expect(ItemReferences.scan(Data(#"{"itemRefs":[]}"#.utf8))?.ids == [])
    #expect(ItemReferences.scan(Data("<html>".utf8)) == nil)
  }

  @Test("Item ids in every form become decimal")
  func itemIDs() {
    #expect(
      GoogleReaderClient.decimalID("tag:google.com,2005:reader/item/000660f1406d1775")
        == "1795439144540021")
    #expect(GoogleReaderClient.decimalID("1795439144540021") == "1795439144540021")
    #expect(GoogleReaderClient.decimalID(NSNumber(value: 42)) == "42")
    #expect(GoogleReaderClient.decimalID("not an id") == nil)
  }

  final class Kept: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SyncAccount?
    func set(_ account: SyncAccount) { lock.withLock { stored = account } }
    var value: SyncAccount? { lock.withLock { stored } }
  }
}
