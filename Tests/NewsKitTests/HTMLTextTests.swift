import Testing

@testable import NewsKit

@Suite("HTML entities and tags")
struct HTMLTextTests {
  @Test(
    "Entities of every kind decode",
    arguments: [
      ("&amp;", "&"), ("&lt;b&gt;", "<b>"), ("&quot;&apos;", "\"'"), ("&nbsp;", "\u{A0}"),
      ("&eacute;&Oacute;&zdot;&lstrok;", "éÓżł"), ("&hellip;&mdash;&ndash;", "…—–"),
      ("&#8217;&#8212;&#8230;", "’—…"), ("&#x2019;&#X2014;", "’—"), ("&#39;", "'"),
      ("&#x92;", "’"), ("&#x97;", "—"), ("&#150;", "–"), ("&#x80;", "€"), ("&#x9c;", "œ"),
      ("&NotNestedGreaterGreater;", "\u{2AA2}\u{338}"), ("&copy 2020", "© 2020"),
      ("&copy2020", "©2020"), ("&ampersand", "&ersand"), ("&nosuch;", "&nosuch;"),
      ("AT&T", "AT&T"), ("a & b", "a & b"), ("&#", "&#"), ("&#x;", "&#x;"), ("&", "&"),
      ("&#128640;", "🚀"), ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"),
      ("&#99999999999999999999;", "\u{FFFD}"), ("&#65", "A"),
    ])
  func entities(input: String, expected: String) {
    #expect(HTMLEntities.decode(input) == expected)
  }

  @Test("Unassigned Windows-1252 bytes stay C1 controls, for the sanitiser to remove")
  func unassignedC1() {
    #expect(HTMLEntities.decode("&#x81;").unicodeScalars.first?.value == 0x81)
    #expect(TextCleaner.clean("a&#x81;b&#x9d;c") == "abc")
  }

  @Test(
    "Tags are removed; breaks become spaces, inline tags nothing",
    arguments: [
      ("<p>One</p><p>Two</p>", " One  Two "), ("<b>bold</b>face", "boldface"),
      ("line<br/>break", "line break"), ("<a href=\"x\">link</a>", "link"),
      ("a < b and c > d", "a < b and c > d"), ("x <3 y", "x <3 y"), ("<!-- note -->text", "text"),
      ("<script>alert('<b>')</script>after", " after"), ("<style>p{}</style>x", " x"),
      ("unclosed <b", "unclosed <b"), ("<IMG SRC=x>pic", " pic"),
    ])
  func tags(input: String, expected: String) {
    #expect(HTMLText.stripTags(input) == expected)
  }

  @Test("Text escaped twice is cleaned twice")
  func doubleEscaped() {
    #expect(TextCleaner.clean("&lt;p&gt;Hello&lt;/p&gt;") == "Hello")
    #expect(TextCleaner.clean("Musk&amp;#8217;s") == "Musk’s")
    #expect(TextCleaner.clean("Tom &amp;amp; Jerry") == "Tom & Jerry")
  }

  @Test("Placeholders and empty text become nil")
  func placeholders() {
    for value in ["", "  ", "NA", "na", "N/A", "unknown", "Unknown", "null", "<p></p>", "&nbsp;"] {
      #expect(TextCleaner.clean(value) == nil, "\(value)")
    }
    #expect(TextCleaner.clean("&nbsp;x&nbsp;") == "x")
    #expect(TextCleaner.clean("10&nbsp;000") == "10\u{A0}000")
  }

  @Test("Entities that decode to control characters are removed too")
  func decodedControls() {
    #expect(TextCleaner.clean("red&#27;[31mtext&#x1b;[0m") == "redtext")
    #expect(TextCleaner.clean("&#x202E;evil") == "evil")
    #expect(TextCleaner.clean("a&#10;b&#13;&#10;c") == "a b c")
  }

  @Test("Tags out before entities are decoded: escaped brackets are text unless they are HTML")
  func escapedBracketsAreText() {
    #expect(TextCleaner.clean("Why &lt;vector&gt; grows") == "Why <vector> grows")
    #expect(TextCleaner.clean("Swift&#39;s &lt;T: Sendable&gt;") == "Swift's <T: Sendable>")
    #expect(TextCleaner.clean("1 &lt; 2 &amp;&amp; 3 &gt; 2") == "1 < 2 && 3 > 2")
    // Escaped twice by a feed: the revealed tags are HTML, and go.
    #expect(
      TextCleaner.clean("&lt;p&gt;Hello &lt;em&gt;world&lt;/em&gt;&lt;/p&gt;") == "Hello world")
    #expect(TextCleaner.clean("&lt;br/&gt;line") == "line")
    // Real tags in the source are markup whatever their name.
    #expect(TextCleaner.clean("<vector>text</vector>") == "text")
  }

  @Test("The common names decoded without the table give what the table gives, and no other does")
  func commonNames() {
    let records = HTMLEntityTable.records
    let bytes = UnsafeBufferPointer(start: records.utf8Start, count: records.utf8CodeUnitCount)
    var found = 0
    for (index, start) in HTMLEntityTable.starts.enumerated() {
      var separator = Int(start)
      while bytes[separator] != 1 { separator += 1 }
      // Names with `;`, the semicolon left out: the name `common` is asked about.
      guard bytes[separator - 1] == UInt8(ascii: ";") else { continue }
      let name = UnsafeBufferPointer(rebasing: bytes[Int(start)..<(separator - 1)])
      let table = HTMLEntities.lookUp(name, semicolon: true)
      if let common = HTMLEntities.common(name) {
        found += 1
        #expect(table == String(decoding: [common], as: UTF8.self), "entry \(index)")
      }
    }
    #expect(found == 5)
    #expect(
      HTMLEntities.decode("&lt;p&gt;Tom &amp; Jerry&apos;s &quot;x&quot;&LT;")
        == "<p>Tom & Jerry's \"x\"<")
  }
}
