import Foundation
import Localization
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
    server: "http://127.0.0.1:9/api/greader.php", user: "u", token: "u/current")

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
      // The write token is in the body: it must never follow a redirect elsewhere.
      #expect(edit.hasCredentials)
    }
  }

  @Test("A token the server no longer takes asks to sign in again (77); the password is never sent")
  func expiredToken() async throws {
    let fake = Fake { _ in HTTPResponse(status: 401, body: Data()) }
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5)
    let error = await #expect(throws: NewsError.self) { _ = try await client.subscriptions() }
    #expect(error == .syncSignInAgain(server: "127.0.0.1:9"))
    #expect(error?.exitCode == 77)
    #expect(!fake.requests.contains { $0.url.path.hasSuffix("ClientLogin") })
    let english = try #require(error.map { ErrorView.render($0, strings: .english) })
    #expect(english.contains("news sync login"))
  }

  @Test(
    "The sign-in sends the password in a body marked as a credential; a token with a control character is refused (65)"
  )
  func loginToken() async throws {
    for (answer, expected) in [
      ("SID=x\nAuth=u/good\n", "u/good"), ("Auth=u/\u{1B}[31mbad\n", nil),
      ("Auth=\n", nil), ("<html>nope</html>", nil),
    ] as [(String, String?)] {
      let fake = Fake { _ in HTTPResponse(status: 200, body: Data(answer.utf8)) }
      let client = GoogleReaderClient(
        account: SyncAccount(server: "http://127.0.0.1:9/api/greader.php", user: "u"),
        environment: fake.environment, timeout: 5)
      if let expected {
        #expect(try await client.login(password: "secret-password") == expected)
        let login = try #require(fake.requests.first)
        #expect(Self.body(login) == "Email=u&Passwd=secret-password")
        #expect(login.hasCredentials)
        #expect(login.header("Authorization") == nil)
      } else {
        await #expect(throws: NewsError.syncUndecodable(server: "127.0.0.1:9", kind: .freshRSS)) {
          _ = try await client.login(password: "secret-password")
        }
      }
    }
  }

  @Test("A write token with a control character is refused, and nothing is posted with it")
  func badWriteToken() async throws {
    let fake = Fake { request in
      request.url.path.hasSuffix("/token")
        ? HTTPResponse(status: 200, body: Data("WR\rITE".utf8))
        : HTTPResponse(status: 200, body: Data("OK".utf8))
    }
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5)
    await #expect(throws: NewsError.syncUndecodable(server: "127.0.0.1:9", kind: .freshRSS)) {
      try await client.edit(["1"], add: GoogleReaderClient.read)
    }
    #expect(!fake.requests.contains { $0.url.path.hasSuffix("edit-tag") })
  }

  @Test("A 307 on the sign-in to another host is refused: the password goes nowhere else")
  func loginRedirectRefused() async throws {
    let fake = Fake { request in
      request.url.host == "127.0.0.1"
        ? HTTPResponse(
          status: 307, headers: ["Location": "http://127.0.0.2:9/steal/accounts/ClientLogin"])
        : HTTPResponse(status: 200, body: Data("Auth=stolen\n".utf8))
    }
    let client = GoogleReaderClient(
      account: SyncAccount(server: "http://127.0.0.1:9/api/greader.php", user: "u"),
      environment: fake.environment, timeout: 5)
    await #expect(
      throws: NewsError.redirectRefused(from: "http://127.0.0.1:9", to: "http://127.0.0.2:9")
    ) { _ = try await client.login(password: "secret-password") }
    #expect(fake.requests.count == 1)
    #expect(!fake.requests.contains { $0.url.host == "127.0.0.2" })
    #expect(await client.account.token == nil)
  }

  @Test("A subscription the server refuses (400) is said with the server's reason")
  func refusedSubscription() async throws {
    let fake = Fake { request in
      if request.url.path.hasSuffix("/token") {
        return HTTPResponse(status: 200, body: Data("WRITE".utf8))
      }
      return HTTPResponse(status: 400, body: Data("<p>Feed cannot be fetched</p>\n".utf8))
    }
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5)
    await #expect(
      throws: NewsError.subscriptionRefused(
        url: "http://feeds.example/x", server: "127.0.0.1:9", reason: "Feed cannot be fetched")
    ) { try await client.subscribe("http://feeds.example/x", title: nil, folder: nil) }
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
    let list = try await client.itemIDs(GoogleReaderClient.readingList)
    #expect(list.ids == ["1", "2", "3"])
    #expect(list.limit == nil)
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

  @Test(
    "Reading item ids is linear in the body, however broken: a string that never closes",
    arguments: [#"\""#, #"""#, #"\"#, #"{"id":"#])
  func itemReferencesLinear(unit: String) throws {
    func steps(_ count: Int) throws -> Int {
      var steps = 0
      let body = #"{""# + String(repeating: unit, count: count)
      _ = try #require(ItemReferences.scan(Data(body.utf8), steps: &steps))
      return steps
    }
    // `{"` and 200,000 `\"` once kept `news sync` busy 16 s: each quote began another search
    // to the end of the body.
    for size in [1_000, 4_000] {
      let small = try steps(size)
      let large = try steps(size * 4)
      #expect(Double(large) <= Double(small) * 4.4 + 100, "\(unit) at \(size)")
    }
  }

  @Test("Item ids in every form become decimal")
  func itemIDs() throws {
    #expect(
      GoogleReaderClient.decimalID("tag:google.com,2005:reader/item/000660f1406d1775")
        == "1795439144540021")
    #expect(GoogleReaderClient.decimalID("1795439144540021") == "1795439144540021")
    // A short id sent as a JSON number is the same id; a boolean, a fraction, a negative
    // number or an array is not an item id.
    #expect(GoogleReaderClient.decimalID(NSNumber(value: 42)) == "42")
    let numbers = try #require(
      try JSONSerialization.jsonObject(with: Data("[42, true, 1.5, -3]".utf8)) as? [Any])
    #expect(numbers.map(GoogleReaderClient.decimalID) == ["42", nil, nil, nil])
    #expect(GoogleReaderClient.decimalID(true) == nil)
    #expect(GoogleReaderClient.decimalID(["1"]) == nil)
    #expect(GoogleReaderClient.decimalID("not an id") == nil)
  }

  @Test("Items are named in the long form, which every server reads right; it is the same id")
  func longForm() async throws {
    #expect(
      GoogleReaderClient.longID("1795439144540021")
        == "tag:google.com,2005:reader/item/000660f1406d1775")
    #expect(GoogleReaderClient.longID("16") == "tag:google.com,2005:reader/item/0000000000000010")
    #expect(GoogleReaderClient.longID("not a number") == nil)
    for id in ["0", "10", "16", "18446744073709551615"] {
      #expect(GoogleReaderClient.decimalID(GoogleReaderClient.longID(id)) == id)
    }
    // What goes over the wire: edit-tag and stream/items/contents both name the long form.
    let fake = Fake { request in
      request.url.path.hasSuffix("/token")
        ? HTTPResponse(status: 200, body: Data("WRITE".utf8))
        : HTTPResponse(status: 200, body: Data(#"{"items": []}"#.utf8))
    }
    let client = GoogleReaderClient(
      account: Self.account, environment: fake.environment, timeout: 5)
    try await client.mark(["10"], .read)
    _ = try await client.contents(["10"])
    let named = fake.requests.filter { !$0.url.path.hasSuffix("/token") }.map {
      Self.body($0).split(separator: "&").filter { $0.hasPrefix("i=") }
    }
    let ten: Substring = "i=tag%3Agoogle.com%2C2005%3Areader%2Fitem%2F000000000000000a"
    #expect(named == [[ten], [ten]])
  }

  @Test(
    "A broken answer from the reader service names the reader service, never the news API",
    arguments: [TransportError.cutOff, .notHTTP, .noAnswer, .tooLarge])
  func brokenAnswersNameTheService(failure: TransportError) async throws {
    let client = GoogleReaderClient(
      account: Self.account, environment: NewsEnvironment(send: { _ in throw failure }),
      timeout: 5)
    let error = try await #require(throws: NewsError.self) { _ = try await client.subscriptions() }
    for strings in [StringTable.english, .polish] {
      let text = ErrorView.render(error, strings: strings)
      #expect(text.contains("127.0.0.1:9"), "\(text)")
      #expect(!text.contains("--api") && !text.contains("NEWSCATCHER"), "\(text)")
    }
  }
}
