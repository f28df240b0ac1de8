import Foundation
import Localization

/// Words `news store compact`: what it gave back, as text and as JSON.
public enum StoreView {
  /// `/path: 120.4 MB → 87.0 MB; 33.4 MB given back.`, or that there was nothing to give back.
  public static func compacted(
    path: String, _ compaction: StoreCompaction, strings: StringTable, width: Int
  ) -> String {
    let size = strings.editions.size
    let safePath = TerminalSanitizer.sanitize(path)
    let line =
      compaction.freed == 0
      ? strings.store.nothingFreed(safePath, size(compaction.after))
      : strings.store.compacted(
        safePath, size(compaction.before), size(compaction.after), size(compaction.freed))
    return TextWrapper.paragraphs([line], width: width)
  }

  /// `{"path", "before", "after", "freed"}`, sizes in bytes.
  public static func compactedJSON(path: String, _ compaction: StoreCompaction) -> String {
    JSONValue.object([
      ("path", .string(path)),
      ("before", .int(compaction.before)),
      ("after", .int(compaction.after)),
      ("freed", .int(compaction.freed)),
    ]).rendered() + "\n"
  }
}
