import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// An address's `user:password@` is left out of what is traced and shown, read in bytes.
@Suite("Redactor: user information in addresses")
struct RedactorAddressTests {
  /// The reading before it was made in bytes: Foundation's search, Swift's characters.
  func byCharacters(_ address: String) -> String {
    guard let scheme = address.range(of: "://") else { return address }
    let rest = address[scheme.upperBound...]
    let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return address }
    return String(address[..<scheme.upperBound]) + String(rest[rest.index(after: at)...])
  }

  @Test("Credentials in the authority go; an @ in the path, query or fragment stays")
  func examples() {
    let cases = [
      ("https://user:secret@example.com/feed", "https://example.com/feed"),
      ("https://a@b:c@example.com:8080/x?y#z", "https://example.com:8080/x?y#z"),
      ("https://example.com/@someone/feed", "https://example.com/@someone/feed"),
      ("https://example.com?to=a@b", "https://example.com?to=a@b"),
      ("https://example.com#a@b", "https://example.com#a@b"),
      ("https://only@", "https://"),
      ("mailto:someone@example.com", "mailto:someone@example.com"),
      ("::/x@y", "::/x@y"),
      (":://user@host/", ":://host/"),
      ("", ""),
      ("Zażółć://gęślą@jaźń/ć", "Zażółć://jaźń/ć"),
    ]
    for (address, expected) in cases {
      #expect(Redactor.withoutUserInfo(address) == expected, "\(address)")
    }
  }

  @Test("2,000 random addresses read as Foundation and Swift's characters read them")
  func asBefore() {
    // Pieces that make schemes, authorities, paths, queries and fragments, Polish letters
    // among them (a combining mark after a delimiter is where the two readings part: bytes,
    // as libcurl reads an address, against characters; left out here).
    let pieces = [
      "http", "https", "feed", ":", "/", "//", "://", "@", "?", "#", "user", "pa:ss", "ż",
      "example.com", ":8080", "a", "%40", "ł", "=", "&", " ", "\t",
    ]
    var random = SeededGenerator(seed: 5_702)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &random)
      let address = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
      #expect(Redactor.withoutUserInfo(address) == byCharacters(address), "\(address)")
    }
  }
}
