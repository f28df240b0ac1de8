import Foundation
import PropertyBased
import Testing

@testable import NewsKit

@Suite("HTML tokenizer and tree")
struct HTMLTreeTests {
  func tokens(_ html: String) -> [HTMLTokenizer.Token] {
    var tokenizer = HTMLTokenizer(Array(html.utf8))
    var tokens: [HTMLTokenizer.Token] = []
    while let token = tokenizer.next() { tokens.append(token) }
    return tokens
  }

  /// The tree as an outline: `name(children)`, text in quotes.
  func outline(_ html: String) -> String {
    let document = HTMLDocument(Array(html.utf8))
    func describe(_ index: Int) -> String {
      let node = document.nodes[index]
      if node.isText { return "'\(node.text)'" }
      let inner = node.children.map(describe).joined(separator: ",")
      return index == 0 ? inner : "\(node.name)(\(inner))"
    }
    return describe(0)
  }

  @Test("Tags, unquoted and repeated attributes, entities, a stray < and a cut-off tag")
  func tokenizer() {
    #expect(
      tokens(#"<P CLASS=lead id='x' class="no">Tom &amp; Jerry &#x92;s 3 < 4</p><a href"#) == [
        .start(name: "p", attributes: ["class": "lead", "id": "x"], selfClosing: false),
        .text("Tom & Jerry ’s 3 "), .text("< 4"), .end(name: "p"),
      ])
  }

  @Test("Scripts, styles and comments are skipped whole: markup inside them is not markup")
  func rawText() {
    #expect(
      tokens(
        "<script>if (a<b) document.write('<p>x</p>')</script><!-- <p>no</p> --><style>p{}</STYLE ><p>yes"
      ) == [
        .start(name: "script", attributes: [:], selfClosing: false), .end(name: "script"),
        .start(name: "style", attributes: [:], selfClosing: false), .end(name: "style"),
        .start(name: "p", attributes: [:], selfClosing: false), .text("yes"),
      ])
    #expect(
      tokens("<title>A &amp; B</title>x") == [
        .start(name: "title", attributes: [:], selfClosing: false), .text("A & B"),
        .end(name: "title"), .text("x"),
      ])
  }

  @Test(
    "JSON-LD is kept as written; its articleBody stands in for a page that has no article, cleaned")
  func structuredData() throws {
    let sentence = "Words of the article, with a comma, and more words after it to count. "
    let body =
      String(repeating: sentence, count: 4)
      + "\\n\\u001b[31m<b>Second</b> &amp; last paragraph \\u202e."
    let html = """
      <html><head><script type="application/ld+json">{"@graph": [{"@type": "WebPage"},
      {"@type": "NewsArticle", "headline": "a &quot;b&quot;", "articleBody": "\(body)"}]}</script>
      </head><body><div id="root"></div><p>Enable JavaScript.</p></body></html>
      """
    let document = HTMLDocument(Array(html.utf8))
    #expect(document.structuredData.count == 1 && document.structuredData[0].contains("&quot;"))
    let text = try #require(ReadableExtractor.extract(Data(html.utf8)))
    #expect(text.blocks.count == 2 && text.blocks[0].text.hasPrefix("Words of the article"))
    #expect(text.blocks[1].text == "Second & last paragraph .")
  }

  @Test("Unclosed paragraphs and items close as browsers close them; stray end tags are ignored")
  func treeBuilding() {
    #expect(outline("<p>a<p>b<div>c</div>") == "p('a'),p('b'),div('c')")
    #expect(outline("<ul><li>a<li>b</ul>c") == "ul(li('a'),li('b')),'c'")
    #expect(outline("<div><b>x</div>y</b>z") == "div(b('x')),'y','z'")
    #expect(outline("<div>a</span>b</div>") == "div('a','b')")
    #expect(
      outline("<table><tr><td>1<td>2<tr><td>3</table>") == "table(tr(td('1'),td('2')),tr(td('3')))")
    #expect(outline("a<br>b<img src=x>c") == "'a',br(),'b',img(),'c'")
  }

  @Test("Nesting deeper than the cap is kept flat: a page of 100,000 open divs is read in a loop")
  func deepNesting() {
    let html = String(repeating: "<div>", count: 100_000) + "deep text"
    let document = HTMLDocument(Array(html.utf8))
    var depth = 0
    var index = document.nodes.count - 1
    while index > 0 {
      index = document.nodes[index].parent
      depth += 1
    }
    #expect(depth <= HTMLDocument.maximumDepth + 1)
    #expect(ReadableExtractor.extract(Data(html.utf8)) == nil)
  }

  @Test(
    "Any bytes at all: the extractor returns, with text free of control characters",
    // A guard against a hang, not a timing: a loaded 2-core run once waited 83 s for a thread.
    .timeLimit(.minutes(3)))
  func anyBytes() async {
    let pieces = [
      "<p>", "</p>", "<div class=\"content\">", "</div>", "<script>", "<!--", "-->", "&amp;",
      "&#x1b;", "\u{1B}[31m", "\u{202E}", "<", ">", "\"", "word, ", "<br>", "<a href=x>", "\0",
      "<li>", "<h2>", "<![CDATA[", "<?x", "<!DOCTYPE", "é", "\u{FEFF}",
    ]
    let picks = Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 0...400)
    await propertyCheck(count: 300, input: picks) { picks in
      let html = picks.map { pieces[$0] }.joined() + String(repeating: " lorem ipsum,", count: 40)
      let page = "<p>" + html
      if let text = ReadableExtractor.extract(Data(page.utf8)) {
        for block in text.blocks {
          #expect(!block.text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
        }
      }
    }
  }
}
