/// Turns an HTML fragment into plain text: tags out, entities decoded.
public enum HTMLText {
  /// Tags that sit inside a line of text; every other tag stands for a break and becomes a space.
  static let inlineTags: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "kbd",
    "mark", "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt",
    "u", "var", "wbr",
  ]
  /// Tags whose content is not text at all.
  static let hiddenContentTags: Set<String> = ["script", "style", "template", "noscript"]

  /// The text with tags, comments and script or style content removed.
  ///
  /// A `<` that does not start a tag (as in `a < b`) is kept.
  public static func stripTags(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    let scalars = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "<", index + 1 < scalars.count, startsTag(scalars[index + 1]) else {
        output.append(scalar)
        index += 1
        continue
      }
      if hasPrefix(scalars, at: index, "<!--") {
        index = end(of: "-->", in: scalars, from: index + 4) ?? scalars.count
        continue
      }
      guard let close = scalars[index...].firstIndex(of: ">") else {
        output.append(scalar)
        index += 1
        continue
      }
      let name = tagName(scalars, from: index + 1)
      let isClosing = scalars[index + 1] == "/"
      index = close + 1
      if !isClosing && hiddenContentTags.contains(name) {
        index =
          end(of: "</\(name)", in: scalars, from: index).flatMap { closeTag in
            scalars[closeTag...].firstIndex(of: ">").map { $0 + 1 }
          } ?? scalars.count
      }
      if !inlineTags.contains(name) {
        output.append(" ")
      }
    }
    return String(output)
  }

  /// The text of an HTML fragment: tags stripped, entities decoded, and once more if the
  /// fragment had been escaped twice (`&lt;p&gt;` or `&amp;#8217;`).
  public static func plainText(_ html: String) -> String {
    let once = HTMLEntities.decode(stripTags(html))
    guard once != html, mayHoldMarkup(once) else { return once }
    return HTMLEntities.decode(stripTags(once))
  }

  static func mayHoldMarkup(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "<")) || text.utf8.contains(UInt8(ascii: "&"))
  }

  static func startsTag(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "/" || scalar == "!" || scalar == "?"
      || scalar.properties.isAlphabetic
        && scalar.isASCII
  }

  static func tagName(_ scalars: [Unicode.Scalar], from start: Int) -> String {
    var name = ""
    var index = start
    if index < scalars.count, scalars[index] == "/" { index += 1 }
    while index < scalars.count, scalars[index].isASCII,
      scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    return name.lowercased()
  }

  static func hasPrefix(_ scalars: [Unicode.Scalar], at index: Int, _ prefix: String) -> Bool {
    let wanted = Array(prefix.unicodeScalars)
    guard index + wanted.count <= scalars.count else { return false }
    return zip(scalars[index...], wanted).allSatisfy {
      String($0).lowercased() == String($1).lowercased()
    }
  }

  /// The index just past the first `marker` at or after `start`.
  static func end(of marker: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    let length = marker.unicodeScalars.count
    var index = start
    while index + length <= scalars.count {
      if hasPrefix(scalars, at: index, marker) { return index + length }
      index += 1
    }
    return nil
  }
}
