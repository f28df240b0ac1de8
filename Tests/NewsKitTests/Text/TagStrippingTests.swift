import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// Tags told apart by their packed names (`HTMLText.packedTagName`) strip text as telling them
/// apart by their names as Strings, looked up in sets, did.
@Suite("Tags stripped by packed names as by their names")
struct TagStrippingTests {
  /// Pieces of markup: inline, block and hidden tags in both cases, names of eight bytes and of
  /// nine, digits, comments, declarations, a `<` that starts no tag, entities, Polish text.
  static let markup = Gen<String?>.element(of: [
    "<", "</", ">", "<p>", "</P>", "<b>", "</B>", "<SPAN class=x>", "<a href='/'>", "</a>",
    "<br/>", "<h1>", "</h1>", "<strong>", "<strongs>", "<template>", "</template>",
    "<templates>", "<noscript>", "</noscript>", "<noscripts>", "<script>", "</script>",
    "<STYLE>", "</style >", "<wbr>", "<var>", "<var1>", "<!--", "-->", "<!DOCTYPE html>",
    "<?xml ?>", "<>", "</>", "a < b", "&lt;p&gt;", "żółw", " ", "x", "\n", "<figcaption>",
    "<abbrevia>", "<time datetime=1>",
  ]).map { $0! }.array(of: 0...14).map { $0.joined() }

  @Test("Random markup is stripped as by names and sets")
  func sameAsByNames() async {
    await propertyCheck(count: 5000, input: Self.markup) { text in
      #expect(HTMLText.stripTags(text) == Self.strippedByNames(text), "\(text.debugDescription)")
    }
  }

  @Test("Inline tags join their words, others part them, hidden content goes")
  func examples() {
    #expect(HTMLText.stripTags("a<B>b</B>c<p>d</P>e") == "abc d e")
    #expect(HTMLText.stripTags("x<NoScript>gone</noscript>y<template>t</template>z") == "x y z")
    #expect(HTMLText.stripTags("<strongs>a</strongs><abbrevia>b") == " a  b")
  }

  @Test("A packed name is its bytes, read back whole")
  func packing() {
    for name in HTMLText.inlineTags + HTMLText.hiddenContentTags {
      let packed = HTMLText.packedName(name)
      #expect(HTMLText.unpacked(packed) == name)
    }
    #expect(Set(HTMLText.inlinePacked).count == HTMLText.inlineTags.count)
    #expect(!HTMLText.inlinePacked.contains(0) && !HTMLText.hiddenPacked.contains(0))
  }

  /// `stripTags` as it was: each tag's name made a String and looked up in two sets.
  static func strippedByNames(_ text: String) -> String {
    let inline = Set(HTMLText.inlineTags)
    let hidden = Set(HTMLText.hiddenContentTags)
    var text = text
    var steps = 0
    return text.withUTF8 { bytes in
      guard bytes.contains(UInt8(ascii: "<")) else { return nil }
      var output: [UInt8] = []
      var closes = HTMLText.CloseFinder()
      var index = 0
      while index < bytes.count {
        let stop = ByteScan.copy(bytes, from: index, upTo: UInt8(ascii: "<"), into: &output)
        index = stop
        guard index < bytes.count else { break }
        guard index + 1 < bytes.count, HTMLText.startsTag(bytes[index + 1]) else {
          output.append(bytes[index])
          index += 1
          continue
        }
        if HTMLText.hasPrefix(bytes, at: index, "<!--") {
          index = HTMLText.end(of: "-->", in: bytes, from: index + 4) ?? bytes.count
          continue
        }
        guard let close = closes.next(in: bytes, from: index, steps: &steps) else {
          output.append(bytes[index])
          index += 1
          continue
        }
        let name = tagName(bytes, from: index + 1)
        let isClosing = bytes[index + 1] == UInt8(ascii: "/")
        index = close + 1
        if !isClosing && hidden.contains(name) {
          index =
            HTMLText.end(of: "</\(name)", in: bytes, from: index).flatMap {
              HTMLText.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: $0).map { $0 + 1 }
            } ?? bytes.count
        }
        if !inline.contains(name) { output.append(UInt8(ascii: " ")) }
      }
      return String(decoding: output, as: UTF8.self)
    } ?? text
  }

  /// The lower-cased name of the tag whose name starts at `start`, as a String.
  static func tagName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
    var index = start
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
    var name: [UInt8] = []
    while index < bytes.count,
      HTMLText.isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index])
    {
      name.append(bytes[index] | (HTMLText.isLetter(bytes[index]) ? 0x20 : 0))
      index += 1
    }
    return String(decoding: name, as: UTF8.self)
  }
}
