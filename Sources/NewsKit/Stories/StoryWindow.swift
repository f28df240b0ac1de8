import Foundation

/// How many of a search's or a topic's first results its stories are grouped over.
public enum StoryWindow {
  /// The first hundred: every generation of Newscatcher takes a `page_size` of 100, and
  /// Google News's page holds about that many.
  public static let size = 100
}
