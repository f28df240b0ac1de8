import Foundation
import TestSupport
import Testing

/// `news sync` against reader services that misbehave, on loopback hosts: slow, not the Google
/// Reader API, redirecting credentials to another host, paging forever. No PHP needed.
@Suite("news sync, against hostile loopback servers")
struct SyncHostileEndToEndTests {
  typealias Home = SyncEndToEndTests.Home

  static func login(_ server: String, home: Home, user: String = "u") async throws
    -> NewsBinary.Result
  {
    try await NewsBinary.run(
      ["sync", "login", server, "--user", user],
      environment: home.variables().merging(["NEWS_SYNC_PASSWORD": "pw-secret-123"]) { $1 })
  }

  /// A reader service that signs anyone in and holds nothing.
  static func emptyReader() throws -> LoopbackServer {
    try LoopbackServer { request in
      request.path.hasSuffix("ClientLogin")
        ? CannedResponse(status: 200, body: Data("SID=x\nAuth=abc\n".utf8))
        : .json(#"{"subscriptions": [], "itemRefs": [], "items": []}"#)
    }
  }

  @Test("A server slower than --timeout in total never holds news read up: the store, a notice")
  func slowServerDoesNotHoldReading() async throws {
    // Every answer comes in 0.7 s, under the 1 s timeout, but a sync needs three in a row.
    let fake = try LoopbackServer { request in
      var response: CannedResponse
      switch request.path {
      case let path where path.hasSuffix("ClientLogin"):
        return CannedResponse(status: 200, body: Data("Auth=u/token\n".utf8))
      case let path where path.hasSuffix("subscription/list"):
        response = .json(
          #"{"subscriptions": [{"id": "feed/1", "url": "http://127.0.0.1:9/f.xml"}]}"#)
      case let path where path.hasSuffix("items/ids"):
        response = .json(#"{"itemRefs": [{"id": "1"}]}"#)
      case let path where path.hasSuffix("/token"):
        response = CannedResponse(status: 200, body: Data("T".utf8))
      default:
        response = .json(
          #"{"items": [{"id": "1", "title": "Z serwera", "origin": {"streamId": "feed/1"}}]}"#)
      }
      response.delay = 0.7
      return response
    }
    defer { fake.stop() }
    let home = Home()
    let login = try await Self.login(fake.baseURL + "api/greader.php", home: home)
    #expect(login.exitCode == 0, "\(login.stderr)")
    let read = try await NewsBinary.run(["read", "--timeout", "1"], environment: home.variables())
    #expect(read.exitCode == 0, "\(read.stderr)")
    #expect(read.stderr.contains("could not be reached"), "\(read.stderr)")
    #expect(!read.stdout.contains("Z serwera"))
    // Given the time, the same sync completes.
    let patient = try await NewsBinary.run(
      ["read", "--timeout", "5"], environment: home.variables())
    #expect(patient.stdout.contains("Z serwera"), "\(patient.stderr)")
  }

  @Test("A password in the server's address is never kept, sent or shown: user:***@ nowhere")
  func passwordInServerAddress() async throws {
    let fake = try Self.emptyReader()
    defer { fake.stop() }
    let home = Home()
    let address = fake.baseURL.replacingOccurrences(of: "://", with: "://ann:UrlPw4242@")
    let login = try await Self.login(address + "api/greader.php", home: home)
    #expect(login.exitCode == 0, "\(login.stderr)")
    let status = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    let json = try await NewsBinary.run(
      ["sync", "status", "--json"], environment: home.variables())
    #expect(status.stdout.contains(fake.baseURL + "api/greader.php"), "\(status.stdout)")
    let kept = try String(contentsOf: home.account, encoding: .utf8)
    let sent = fake.requests.map {
      "\($0.target) \($0.headers) \(String(decoding: $0.body, as: UTF8.self))"
    }
    for text in [login.stdout, login.stderr, status.stdout, json.stdout, kept] + sent {
      #expect(!text.contains("UrlPw4242"), "\(text)")
    }
  }

  @Test("Server down: feed refresh says its feeds stay as they were, read says what it shows")
  func serverDownWording() async throws {
    let fake = try Self.emptyReader()
    let home = Home()
    let login = try await Self.login(fake.baseURL + "api/greader.php", home: home)
    #expect(login.exitCode == 0, "\(login.stderr)")
    fake.stop()
    let refresh = try await NewsBinary.run(
      ["feed", "refresh", "--timeout", "2"], environment: home.variables())
    #expect(refresh.stderr.contains("the feeds it keeps stay as they were"), "\(refresh.stderr)")
    #expect(!refresh.stderr.contains("articles the store holds"), "\(refresh.stderr)")
    // No feed kept here alone: nothing is said to have been refreshed here.
    #expect(!refresh.stderr.contains("the others were refreshed here"), "\(refresh.stderr)")
    let polish = try await NewsBinary.run(
      ["feed", "refresh", "--timeout", "2", "--lang", "pl"], environment: home.variables())
    #expect(polish.stderr.contains("zostały bez zmian"), "\(polish.stderr)")
    #expect(!polish.stderr.contains("pozostałe odświeżono"), "\(polish.stderr)")
    // A feed subscribed here while the server is down is refreshed here, and that is said.
    let feed = try LoopbackServer { _ in
      CannedResponse(
        status: 200, headers: [("Content-Type", "application/rss+xml")],
        body: SyncEndToEndTests.rss(2))
    }
    defer { feed.stop() }
    let add = try await NewsBinary.run(
      ["feed", "add", feed.baseURL + "local.xml", "--timeout", "2"], environment: home.variables())
    #expect(add.exitCode == 0, "\(add.stderr)")
    let local = try await NewsBinary.run(
      ["feed", "refresh", "--force", "--timeout", "2"], environment: home.variables())
    #expect(local.stderr.contains("the others were refreshed here"), "\(local.stderr)")
    let localPolish = try await NewsBinary.run(
      ["feed", "refresh", "--force", "--timeout", "2", "--lang", "pl"],
      environment: home.variables())
    #expect(localPolish.stderr.contains("pozostałe odświeżono tutaj"), "\(localPolish.stderr)")
    let read = try await NewsBinary.run(["read", "--timeout", "2"], environment: home.variables())
    #expect(read.stderr.contains("articles the store holds"), "\(read.stderr)")
  }

  @Test("sync.toml removed by hand: the feeds the server fetched are fetched here again")
  func accountFileRemovedByHand() async throws {
    let feed = try LoopbackServer { _ in
      CannedResponse(
        status: 200, headers: [("Content-Type", "application/rss+xml")],
        body: SyncEndToEndTests.rss(2))
    }
    defer { feed.stop() }
    let subscriptions =
      #"{"subscriptions": [{"id": "feed/1", "title": "Z serwera", "url": ""#
      + feed.baseURL + #"f.xml"}]}"#
    let fake = try LoopbackServer { request in
      switch request.path {
      case let path where path.hasSuffix("ClientLogin"):
        CannedResponse(status: 200, body: Data("SID=x\nAuth=abc\n".utf8))
      case let path where path.hasSuffix("subscription/list"): .json(subscriptions)
      case let path where path.hasSuffix("/token"):
        CannedResponse(status: 200, body: Data("T".utf8))
      default: .json(#"{"itemRefs": [], "items": []}"#)
      }
    }
    defer { fake.stop() }
    let home = Home()
    let login = try await Self.login(fake.baseURL + "api/greader.php", home: home)
    #expect(login.exitCode == 0, "\(login.stderr)")
    let sync = try await NewsBinary.run(["sync"], environment: home.variables())
    #expect(sync.exitCode == 0, "\(sync.stderr)")
    // Signed in, the server fetches the feed: not here.
    _ = try await NewsBinary.run(["feed", "refresh"], environment: home.variables())
    #expect(feed.requests.isEmpty)
    try FileManager.default.removeItem(at: home.account)
    let refresh = try await NewsBinary.run(["feed", "refresh"], environment: home.variables())
    #expect(refresh.exitCode == 0, "\(refresh.stderr)")
    #expect(feed.requests.count == 1)
    let read = try await NewsBinary.run(["read", "--offline"], environment: home.variables())
    #expect(read.stdout.contains("Wiadomość 1"), "\(read.stdout)")
  }

  @Test("An answer that is not the Google Reader API is 65")
  func undecodable() async throws {
    let fake = try LoopbackServer { request in
      request.path.hasSuffix("ClientLogin")
        ? CannedResponse(status: 200, body: Data("SID=x\nAuth=abc\n".utf8))
        : CannedResponse(status: 200, body: Data("<html>not json</html>".utf8))
    }
    defer { fake.stop() }
    let home = Home()
    let login = try await Self.login(fake.baseURL + "api/greader.php", home: home)
    #expect(login.exitCode == 0, "\(login.stderr)")
    let sync = try await NewsBinary.run(["sync"], environment: home.variables())
    #expect(sync.exitCode == 65 && sync.stderr.contains("reader service's API"), "\(sync.stderr)")
    // The address ends in greader.php: FreshRSS's own hint, not Miniflux's or tt-rss's.
    #expect(sync.stderr.contains("FreshRSS's address ends in /api/greader.php"), "\(sync.stderr)")
    #expect(!sync.stderr.contains("Miniflux") && !sync.stderr.contains("tt-rss"))
  }

  @Test(
    "A sign-in redirected to another host is refused (69, both named); the password never reaches it"
  )
  func loginRedirectedElsewhere() async throws {
    let thief = try LoopbackServer(host: "127.0.0.2") { _ in
      CannedResponse(status: 200, body: Data("Auth=stolen\n".utf8))
    }
    defer { thief.stop() }
    let server = try LoopbackServer { _ in
      .redirect(307, to: "http://127.0.0.2:\(thief.port)/api/greader.php/accounts/ClientLogin")
    }
    defer { server.stop() }
    let home = Home()
    let login = try await Self.login(server.baseURL + "api/greader.php", home: home)
    #expect(login.exitCode == 69, "\(login.stderr)")
    #expect(login.stderr.contains("http://127.0.0.1:\(server.port)"), "\(login.stderr)")
    #expect(login.stderr.contains("http://127.0.0.2:\(thief.port)"), "\(login.stderr)")
    #expect(thief.requests.isEmpty)
    #expect(!login.stderr.contains("pw-secret-123"))
    #expect(!FileManager.default.fileExists(atPath: home.account.path))
  }

  @Test(
    "A sync whose server repeats its continuation ends (65), saying so, keeping what it fetched")
  func repeatedContinuation() async throws {
    let server = try LoopbackServer { request in
      switch request.path {
      case let path where path.hasSuffix("ClientLogin"):
        return CannedResponse(status: 200, body: Data("Auth=u/token\n".utf8))
      case let path where path.hasSuffix("subscription/list"):
        return .json(#"{"subscriptions": []}"#)
      case let path where path.hasSuffix("items/ids"):
        return .json(#"{"itemRefs": [{"id": "1"}], "continuation": "same"}"#)
      case let path where path.hasSuffix("/token"):
        return CannedResponse(status: 200, body: Data("T".utf8))
      case let path where path.hasSuffix("items/contents"):
        return .json(
          #"{"items": [{"id": "1", "title": "Kept", "canonical": [{"href": "http://a.example/1"}]}]}"#
        )
      default:
        return CannedResponse(status: 200, body: Data("OK".utf8))
      }
    }
    defer { server.stop() }
    let home = Home()
    #expect(try await Self.login(server.baseURL + "api/greader.php", home: home).exitCode == 0)
    let sync = try await NewsBinary.run(["sync", "--timeout", "5"], environment: home.variables())
    #expect(sync.exitCode == 65, "\(sync.stderr)")
    #expect(sync.stderr.contains("sent the same page twice"), "\(sync.stderr)")
    #expect(sync.stderr.contains("kept 1 article"), "\(sync.stderr)")
    // Two lists, each stopped at its second page.
    #expect(server.requests.filter { $0.path.hasSuffix("items/ids") }.count == 4)
    let kept = try await NewsBinary.run(
      ["search", "--offline", "kept"], environment: home.variables())
    #expect(kept.stdout.contains("Kept"), "\(kept.stdout)")
  }

  @Test(
    "A user name with a control character is refused (64); a server address with user:password@ is masked"
  )
  func userAndServerText() async throws {
    let home = Home()
    let bad = try await Self.login(
      "http://127.0.0.1:9/api", home: home, user: "ania\nmalicious = 1")
    #expect(bad.exitCode == 64, "\(bad.stderr)")
    #expect(!FileManager.default.fileExists(atPath: home.account.path))
    let server = try LoopbackServer { request in
      request.path.hasSuffix("ClientLogin")
        ? CannedResponse(status: 200, body: Data("Auth=u/token\n".utf8))
        : .json(#"{"subscriptions": []}"#)
    }
    defer { server.stop() }
    let address = "http://ania:hunter2-secret@127.0.0.1:\(server.port)/api/greader.php"
    let login = try await Self.login(address, home: home)
    #expect(login.exitCode == 0, "\(login.stderr)")
    #expect(!login.stdout.contains("hunter2-secret"), "\(login.stdout)")
    for arguments in [["sync", "status"], ["sync", "status", "--json"], ["sync", "--verbose"]] {
      let status = try await NewsBinary.run(arguments, environment: home.variables())
      let all = status.stdout + status.stderr
      #expect(!all.contains("hunter2-secret") && !all.contains("ania:"), "\(all)")
      #expect(all.contains("127.0.0.1:\(server.port)"), "\(all)")
    }
  }

  @Test(
    "A subscription the reader service refuses is said by feed add with the server's reason (65), and not kept pending"
  )
  func feedAddRefused() async throws {
    let feed = try LoopbackServer { _ in
      CannedResponse(
        status: 200,
        body: Data("<rss version=\"2.0\"><channel><title>Local</title></channel></rss>".utf8))
    }
    defer { feed.stop() }
    let server = try LoopbackServer { request in
      switch request.path {
      case let path where path.hasSuffix("ClientLogin"):
        return CannedResponse(status: 200, body: Data("Auth=u/token\n".utf8))
      case let path where path.hasSuffix("/token"):
        return CannedResponse(status: 200, body: Data("T".utf8))
      case let path where path.hasSuffix("subscription/edit"):
        return CannedResponse(status: 400, body: Data("<p>Cannot fetch this feed</p>".utf8))
      case let path where path.hasSuffix("subscription/list"):
        return CannedResponse(status: 200, body: Data(#"{"subscriptions": []}"#.utf8))
      default:
        return CannedResponse(status: 200, body: Data("OK".utf8))
      }
    }
    defer { server.stop() }
    let home = Home()
    #expect(try await Self.login(server.baseURL + "api/greader.php", home: home).exitCode == 0)
    let add = try await NewsBinary.run(
      ["feed", "add", feed.baseURL + "local.xml"], environment: home.variables())
    #expect(add.exitCode == 65, "\(add.stderr)")
    #expect(add.stderr.contains("refused to subscribe"), "\(add.stderr)")
    #expect(add.stderr.contains("“Cannot fetch this feed”"), "\(add.stderr)")
    let status = try await NewsBinary.run(["sync", "status"], environment: home.variables())
    #expect(status.stdout.contains("Pending local changes: 0"), "\(status.stdout)")
    // The user's subscription stays here.
    let list = try await NewsBinary.run(["feed", "list"], environment: home.variables())
    #expect(list.stdout.contains("Local"), "\(list.stdout)")
  }

  @Test("sync login --kind takes greader or ttrss; anything else is 64 before a password is asked")
  func unknownKind() async throws {
    let home = Home()
    let login = try await NewsBinary.run(
      ["sync", "login", "http://127.0.0.1:9/", "--user", "u", "--kind", "fever"],
      environment: home.variables(), stdin: Data("secret\n".utf8))
    #expect(login.exitCode == 64, "\(login.stderr)")
    #expect(login.stderr.contains("greader") && login.stderr.contains("ttrss"), "\(login.stderr)")
    #expect(!login.stderr.contains("password"))
  }

  @Test("sync --help says that plain news sync syncs, in both languages")
  func syncHelp() async throws {
    let english = try await NewsBinary.run(["sync", "--help"])
    #expect(english.stdout.contains("Run news sync on its own to sync now"), "\(english.stdout)")
    #expect(english.stdout.contains("news sync [login | status | logout]"))
    let polish = try await NewsBinary.run(["sync", "--help", "--lang", "pl"])
    #expect(polish.stdout.contains("Samo news sync synchronizuje od razu"), "\(polish.stdout)")
  }
}
