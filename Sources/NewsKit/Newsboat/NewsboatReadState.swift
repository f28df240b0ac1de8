import Foundation

/// The file `newsboat -E` writes (and `-I` reads): the guid of every read article, one a line.
public enum NewsboatReadState {
  /// The most guids read; a longer file is cut.
  static let maximumGuids = 1_000_000

  /// The guids of the file's text, each once, without blank lines.
  public static func parse(_ text: String) -> [String] {
    var seen: Set<Substring> = []
    var guids: [String] = []
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let guid = line.trimmingCharacters(in: .whitespaces)
      guard !guid.isEmpty, guid.utf8.count <= 4_096, seen.insert(Substring(guid)).inserted
      else { continue }
      guids.append(guid)
      if guids.count == maximumGuids { break }
    }
    return guids
  }
}
