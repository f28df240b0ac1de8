import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// A feed element without markup is decoded at once (`FeedText.flatten`'s fast path), as the
/// walk over markup would decode it.
@Suite("Feed text without markup flattened as with it")
struct FeedTextFlattenTests {
  /// Text as feeds escape it: entities of every kind, broken ones, ampersands, Polish, CDATA's
  /// closing marker and `>` without a `<`.
  static let escaped = Gen<String?>.element(of: [
    "&lt;p&gt;", "&amp;", "&amp;amp;", "&#8212;", "&#x2014;", "&hellip;", "&nbsp;", "&", "&;",
    "&#;", "&bogus;", "Łódź", " ", "\n", "x", "]]>", ">", "&quot;", "&#39;", "—",
  ]).map { $0! }.array(of: 0...16).map { $0.joined() }

  @Test("Random escaped text flattens as it does behind a comment, which takes the long way")
  func fastPathAgrees() async {
    await propertyCheck(count: 3000, input: Self.escaped) { text in
      let raw = Array(text.utf8)
      let commented = Array("<!---->".utf8) + raw
      for keepTags in [false, true] {
        #expect(
          FeedText.flatten(raw[...], keepTags: keepTags)
            == FeedText.flatten(commented[...], keepTags: keepTags),
          "\(text.debugDescription)")
      }
    }
  }

  @Test("Escaped markup is decoded to its text, once")
  func examples() {
    #expect(
      FeedText.flatten(Array("a &lt;b&gt; &amp;amp; c".utf8)[...], keepTags: false)
        == "a <b> &amp; c")
    #expect(FeedText.flatten([][...], keepTags: false).isEmpty)
    #expect(FeedText.flatten(Array("x<b>y</b>".utf8)[...], keepTags: false) == "xy")
  }
}
