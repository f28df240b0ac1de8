/// Whether the terminal's background is light or dark.
public enum ThemeKind: String, CaseIterable, Sendable {
  case light, dark
}

/// The styles of each part of the output, chosen to read well on one kind of background.
///
/// The dark theme uses the bright colours, which stay legible on black; the light theme uses the
/// normal ones, since bright yellow or cyan vanish on white. Titles are bold in the terminal's
/// own foreground colour in both.
public struct Theme: Sendable, Equatable {
  /// The list's heading.
  public var heading: TextStyle
  /// The counts under the heading, and other secondary text.
  public var detail: TextStyle
  /// An article's position number.
  public var index: TextStyle
  /// An article's title.
  public var title: TextStyle
  /// The publication date.
  public var date: TextStyle
  /// The source domain.
  public var source: TextStyle
  /// The summary.
  public var summary: TextStyle
  /// The link.
  public var link: TextStyle
  /// A topic id in `news topics`.
  public var topicID: TextStyle
  /// The title and number of an article an earlier list already showed.
  public var seen: TextStyle

  /// The theme for a kind of background.
  public static func forKind(_ kind: ThemeKind) -> Theme {
    kind == .dark ? .dark : .light
  }

  /// For dark backgrounds.
  public static let dark = Theme(
    heading: TextStyle([SGR.bold]),
    detail: TextStyle([SGR.dim]),
    index: TextStyle([SGR.bold, SGR.brightYellow]),
    title: TextStyle([SGR.bold]),
    date: TextStyle([SGR.brightCyan]),
    source: TextStyle([SGR.brightGreen]),
    summary: .plain,
    link: TextStyle([SGR.underline, SGR.brightBlue]),
    topicID: TextStyle([SGR.bold, SGR.brightCyan]),
    seen: TextStyle([SGR.dim])
  )

  /// For light backgrounds.
  public static let light = Theme(
    heading: TextStyle([SGR.bold]),
    detail: TextStyle([SGR.dim]),
    index: TextStyle([SGR.bold, SGR.magenta]),
    title: TextStyle([SGR.bold]),
    date: TextStyle([SGR.blue]),
    source: TextStyle([SGR.green]),
    summary: .plain,
    link: TextStyle([SGR.underline, SGR.blue]),
    topicID: TextStyle([SGR.bold, SGR.blue]),
    seen: TextStyle([SGR.dim])
  )
}
