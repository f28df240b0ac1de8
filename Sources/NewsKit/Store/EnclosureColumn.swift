/// An article's enclosures as the article table keeps them (`article.enclosures`): one a line,
/// `url<TAB>type<TAB>length`, the first an enclosure's for newsboat's `enclosure_url` and
/// `enclosure_type`.
enum EnclosureColumn {
  /// The column's text for these enclosures; nil for none.
  static func text(_ enclosures: [Enclosure]) -> String? {
    let lines = enclosures.prefix(Enclosure.maximum).compactMap { enclosure -> String? in
      let clean = { (text: String) in
        text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? nil : text
      }
      guard let url = clean(enclosure.url), url.utf8.count <= StoreBounds.address else {
        return nil
      }
      let type = enclosure.type.flatMap(clean).map { String($0.prefix(Enclosure.maximumType)) }
      return url + "\t" + (type ?? "") + "\t" + (enclosure.length.map(String.init) ?? "")
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The enclosures a column's text holds; a damaged line is passed over.
  static func enclosures(_ text: String?) -> [Enclosure] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(separator: "\n").prefix(Enclosure.maximum).compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard let url = fields.first, url.hasPrefix("http://") || url.hasPrefix("https://") else {
        return nil
      }
      let type = fields.count > 1 && !fields[1].isEmpty ? String(fields[1]) : nil
      let length = fields.count > 2 ? Int(fields[2]) : nil
      return Enclosure(url: String(url), type: type, length: length)
    }
  }

  /// SQL for the first enclosure's field `index` (0 the address, 1 the type) of `column`.
  static func firstField(_ index: Int, of column: String) -> String {
    let line = "substr(\(column), 1, instr(\(column) || char(10), char(10)) - 1)"
    let afterURL = "substr(\(line), instr(\(line) || char(9), char(9)) + 1)"
    let field = index == 0 ? line : afterURL
    return "substr(\(field), 1, instr(\(field) || char(9), char(9)) - 1)"
  }
}
