import Foundation
import NewsKit
import TestSupport
import Testing

@Suite("Decoding real-world responses")
struct DecodingTests {
  func decode(_ fixture: String, _ version: APIVersion, status: Int = 200) throws -> NewsModel {
    try decode(Fixtures.data(fixture), version, status: status)
  }

  func decode(
    _ body: Data, _ version: APIVersion, status: Int = 200, headers: [String: String] = [:]
  )
    throws -> NewsModel
  {
    try NewscatcherDecoder.decode(
      HTTPResponse(status: status, headers: headers, body: body), version: version,
      endpoint: "http://127.0.0.1/search", page: 1, now: Date(timeIntervalSince1970: 0))
  }

  func error(_ body: String, _ version: APIVersion, status: Int, headers: [String: String] = [:])
    -> NewsError?
  {
    do {
      _ = try decode(Data(body.utf8), version, status: status, headers: headers)
      return nil
    } catch {
      return error as? NewsError
    }
  }

  @Test("v1: rank as a string, entities of every kind, escaped tags")
  func v1() throws {
    let model = try decode("v1-search.json", .v1)
    #expect(model.total == 1234)
    #expect(model.articles.count == 2)
    let first = model.articles[0]
    #expect(first.title == "SpaceX’s Starship SN8 & the \"high-altitude\" test")
    #expect(
      first.summary
        == "SpaceX’s Starship prototype SN8 flew to 12.5 km — and landed hard. Elon Musk called it “awesome”…"
    )
    #expect(first.source == "reddit.com")
    #expect(first.author == nil)
    #expect(first.topic == "news")
    #expect(JSONView.iso8601(first.published!) == "2020-12-30T17:04:22Z")
    #expect(first.publishedHasTime)
    #expect(model.articles[1].author == "Mike Wall")
    #expect(model.articles[1].topic == "science")
  }

  @Test("v2: excerpt over full text, authors as a string or an array, date precision")
  func v2() throws {
    let model = try decode("v2-search.json", .v2)
    #expect(model.total == 10_000)
    let first = model.articles[0]
    #expect(
      first.summary
        == "Tesla’s chief executive said on Saturday that the carmaker would hold its bitcoin.")
    #expect(first.author == "Jane Doe, John Smith")
    #expect(first.topic == "business")
    let second = model.articles[1]
    #expect(second.title == "Musk's Twitter deal \"on hold\"")
    #expect(second.summary?.hasPrefix("Elon Musk said on Friday") == true)
    #expect(second.author == "Ann Lee")
    #expect(second.topic == nil)
    #expect(second.publishedHasTime == false)
    #expect(JSONView.iso8601(second.published!) == "2022-05-13T00:00:00Z")
  }

  @Test("v3: renamed fields (description, domain_url, theme, authors array)")
  func v3() throws {
    let model = try decode("v3-search.json", .v3)
    #expect(model.total == 87)
    let first = model.articles[0]
    #expect(first.summary?.contains("Międzynarodowej Stacji Kosmicznej – to drugi Polak") == true)
    #expect(first.source == "example.pl")
    #expect(first.author == "Anna Kowalska, Piotr Nowak")
    #expect(first.topic == "tech")
    #expect(first.language == "pl")
    let second = model.articles[1]
    #expect(second.summary == "Treść bez opisu, więc news sięga po treść i ją skraca.")
    #expect(second.source == "example.com.pl")
    #expect(second.author == "Jan Kowalski")
    #expect(second.topic == "news")
  }

  @Test("Offsets in ISO dates are honoured")
  func offsets() throws {
    let model = try decode("v2-latest-headlines.json", .v2)
    #expect(JSONView.iso8601(model.articles[1].published!) == "2023-07-29T16:00:00Z")
  }

  @Test("Messy data decodes: wrong types, placeholders, junk elements, bad dates")
  func messy() throws {
    let model = try decode("messy.json", .v2)
    #expect(model.total == 42)
    #expect(model.articles.count == 2)
    let first = model.articles[0]
    #expect(first.title == nil)
    #expect(first.summary == "12345")
    #expect(first.published == nil)
    #expect(
      first.source == nil && first.author == nil && first.language == nil && first.topic == nil)
    let second = model.articles[1]
    #expect(second.title == "Spaces and newlines everywhere")
    #expect(
      second.summary == "Para one. Para\u{A0}two © 2020 &unknownentity; \u{FFFD} \u{FFFD} \u{FFFD}")
    #expect(second.published == nil)
    #expect(second.source == "1234")
    #expect(second.link == nil)
    #expect(second.author == "A, 5")
  }

  @Test("No matches is an empty list, not an error")
  func noMatches() throws {
    let model = try decode("no-matches.json", .v2)
    #expect(model.articles.isEmpty)
    #expect(model.total == 0)
    let bare = try decode(Data(#"{"status":"ok","total_hits":0}"#.utf8), .v3)
    #expect(bare.articles.isEmpty)
  }

  @Test("Error bodies of all three shapes map to the contract's errors")
  func errorBodies() {
    #expect(
      error(Fixtures.text("error-rapidapi.json"), .v1, status: 403)
        == .keyRejected(status: 403, api: .v1))
    #expect(
      error(Fixtures.text("error-v2.json"), .v2, status: 401) == .keyRejected(status: 401, api: .v2)
    )
    #expect(
      error(Fixtures.text("error-v3.json"), .v3, status: 422)
        == .requestRejected(status: 422, message: "Invalid query: unbalanced quotes"))
    #expect(
      error(#"{"message":"Too many requests"}"#, .v1, status: 429, headers: ["Retry-After": "7"])
        == .rateLimited(retryAfterSeconds: 7))
    #expect(error(#"{"message":"slow"}"#, .v3, status: 429) == .rateLimited(retryAfterSeconds: nil))
    #expect(error("<html>Bad gateway</html>", .v3, status: 502) == .server(status: 502))
    #expect(error("", .v2, status: 408) == .server(status: 408))
    #expect(
      error("Not Found", .v3, status: 404)
        == .configuration(.endpointNotFound("http://127.0.0.1/search")))
  }

  @Test("An error body sent with status 200 is still an error")
  func errorWithOK() {
    #expect(
      error(
        #"{"message":"Invalid token","status_code":401,"status":"Unauthorized"}"#, .v3, status: 200)
        == .keyRejected(status: 401, api: .v3))
    #expect(
      error(#"{"status":"error","error_code":"ServerError","message":"boom"}"#, .v2, status: 200)
        == .undecodable(.apiError("boom")))
  }

  @Test("v2's successful bodies with a message are not errors")
  func messageAloneIsNotFailure() throws {
    let model = try decode(Data(#"{"status":"ok","message":"hello","articles":[]}"#.utf8), .v2)
    #expect(model.articles.isEmpty)
  }

  @Test(
    "Bodies that cannot be understood are exit 65, never a crash",
    arguments: [
      ("<!DOCTYPE html><html><body>Service</body></html>", UndecodableReason.notJSON),
      ("", .notJSON), (#"{"status":"ok","articles":[{"title":"cut"#, .notJSON),
      ("[1,2,3]", .unexpectedShape), (#""just a string""#, .unexpectedShape),
      (#"{"status":"ok","articles":{"title":"x"}}"#, .unexpectedShape),
      (#"{"status":"ok","total_hits":5}"#, .unexpectedShape),
    ])
  func undecodable(body: String, reason: UndecodableReason) {
    let failure = error(body, .v3, status: 200)
    #expect(failure == .undecodable(reason))
    #expect(failure?.exitCode == 65)
  }

  @Test("Invalid UTF-8 is not understood, even inside an otherwise valid document")
  func invalidUTF8() {
    let body = Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
    #expect(throws: NewsError.undecodable(.notJSON)) { try decode(body, .v3) }
    var inString = Data(#"{"status":"ok","articles":[{"title":""#.utf8)
    inString.append(contentsOf: [0xC3, 0x28])
    inString.append(Data(#""}]}"#.utf8))
    #expect(throws: NewsError.undecodable(.notJSON)) { try decode(inString, .v3) }
  }

  @Test("Articles with no title, summary or link are left out")
  func emptyArticles() throws {
    let body =
      #"{"status":"ok","articles":[{}, {"title":"NA","author":"x"}, {"link":"https://a"}]}"#
    let model = try decode(Data(body.utf8), .v2)
    #expect(model.articles.map(\.link) == ["https://a"])
  }
}

@Suite("Decoding only what is shown")
struct LimitedDecodingTests {
  func decode(_ body: Data, limit: Int?) throws -> NewsModel {
    try NewscatcherDecoder.decode(
      HTTPResponse(status: 200, body: body), version: .v3, endpoint: "x", page: 1,
      now: Date(timeIntervalSince1970: 0), limit: limit)
  }

  @Test("A limit returns the first distinct articles, the same as cleaning them all")
  func limitMatchesFull() throws {
    let page = PayloadGenerator.page(count: 1000)
    let all = try decode(page, limit: nil)
    #expect(all.articles.count == 1000)
    #expect(all.total == 10_000)
    let five = try decode(page, limit: 5)
    #expect(five.articles == Array(all.articles.prefix(5)))
  }

  @Test("When duplicates crowd the first pass, the rest of the page is read")
  func duplicatesFallBackToWholePage() throws {
    let repeated = (0..<30).map { _ in #"{"title":"Same","link":"https://a.com/same"}"# }
    let distinct = (0..<5).map { #"{"title":"Other \#($0)","link":"https://a.com/\#($0)"}"# }
    let body =
      #"{"status":"ok","total_hits":35,"articles":["#
      + (repeated + distinct).joined(separator: ",") + "]}"
    let model = try decode(Data(body.utf8), limit: 5)
    #expect(model.articles.map(\.title) == ["Same", "Other 0", "Other 1", "Other 2", "Other 3"])
  }
}
