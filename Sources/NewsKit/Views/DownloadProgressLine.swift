/// The line `news download` redraws on stderr: a bar when the size is known, then the words,
/// fitted to one line short of the terminal's width.
public enum DownloadProgressLine {
  /// The progress words with a bar before them when there is room and a size to measure.
  public static func render(_ words: String, progress: DownloadProgress, width: Int) -> String {
    let room = width - DisplayWidth.of(words) - 4
    guard let total = progress.total, total > 0, room >= 10 else {
      return fitted(words, width: width)
    }
    let barWidth = min(room, 30)
    let filled = min(barWidth, Int(Double(barWidth) * Double(progress.bytes) / Double(total)))
    return "[" + String(repeating: "█", count: filled)
      + String(repeating: "·", count: barWidth - filled) + "] " + words
  }

  /// The words cut to fit: a line that fills the last column makes some terminals wrap.
  static func fitted(_ words: String, width: Int) -> String {
    DisplayWidth.of(words) < width
      ? words : ScreenLine([Span(words)]).fitted(to: max(width - 1, 1)).text
  }
}
