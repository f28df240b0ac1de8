import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// Cleaning a field on its bytes, made a String once, gives what the steps gave when each made
/// a String of its own; a key is matched to its field by its bytes as by the field's name.
@Suite("A text cleaned on its bytes as step by step")
struct TextCleaningPassTests {
  /// Pieces of what APIs send: markup escaped once and twice, comments, hidden content, every
  /// kind of reference, controls and escapes, wide spaces, Polish, a combining mark and a
  /// prepended sign beside a `<`, placeholders.
  static let fields = Gen<String?>.element(of: [
    "<p>", "</p>", "<b>", "</B>", "&lt;p&gt;", "&lt;/p&gt;", "&lt;vector&gt;", "&amp;lt;b&amp;gt;",
    "&amp;#8217;", "&#8212;", "&#x2019;", "&#x92;", "&#0;", "&#xD800;", "&copy2020", "&eacute;",
    "&nosuch;", "&", "<", ">", "a < b", "<!-- c -->", "<script>x</script>", "<br/>", " ", "  ",
    "\u{A0}", "\u{3000}", "\u{2009}", "\u{200B}", "\t", "\r\n", "\u{1B}[31m", "\u{9B}1m",
    "\u{202E}", "\u{FEFF}", "\u{2028}", "ż", "gęślą", "—", "…", "NA", "n/a", "e\u{301}",
    "<p\u{301}>", "\u{600}<p>", "&lt;p\u{301}&gt;", "x", "Warszawa",
  ]).map { $0! }.array(of: 0...12).map { $0.joined() }

  @Test("Random fields clean to what the String steps gave")
  func sameAsByStrings() async {
    await propertyCheck(count: 5000, input: Self.fields) { text in
      #expect(
        HTMLText.plainText(text) == FuzzTargets.plainTextByStrings(text), "\(text.debugDescription)"
      )
      #expect(
        TextCleaner.clean(text) == FuzzTargets.cleanByStrings(text), "\(text.debugDescription)")
    }
  }

  @Test("A summary escaped twice comes out as its text, with one space between its parts")
  func examples() throws {
    let summary =
      "&lt;p&gt;Świątek w Krakowie &#8230; mecz.&lt;/p&gt; <b>sport</b>  &amp;#8217;"
    #expect(TextCleaner.clean(summary) == "Świątek w Krakowie … mecz. sport ’")
    #expect(TextCleaner.clean("  &lt;vector&gt;\u{1B}[31m red\u{A0}") == "<vector> red")
    #expect(TextCleaner.clean("<p>NA</p>") == nil)
    #expect(TextCleaner.clean("plain text") == "plain text")
    // A numeric reference is written as its scalar's UTF-8, a bad one as U+FFFD.
    #expect(HTMLEntities.decode("&#x1F44D;&#55296;&#x92;") == "👍\u{FFFD}’")
  }

  @Test("A key finds its field by bytes as by comparing names, escaped or not")
  func fieldsByBytes() {
    let table = RawArticle.Field.every
    let keys =
      RawArticle.Field.allCases.map(\.rawValue) + [
        "", "titl", "titles", "Title", "summar", "excerpt_", "published_dat", "tytuł",
      ]
    for key in keys {
      var bytes = Array(key.utf8)
      let found = bytes.withUnsafeMutableBufferPointer {
        table.index(of: JSONKey(bytes: UnsafeBufferPointer($0), escaped: false))
      }
      #expect(found == RawArticle.Field.allCases.firstIndex { $0.rawValue == key }, "\(key)")
    }
    var escaped = Array(#"publ\u0069shed_date"#.utf8)
    let found = escaped.withUnsafeMutableBufferPointer {
      table.index(of: JSONKey(bytes: UnsafeBufferPointer($0), escaped: true))
    }
    #expect(found.map { table.fields[$0] } == .publishedDate)
  }
}
