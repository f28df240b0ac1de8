import Localization

/// Renders the list of topics: each id with its name in the reader's language.
public struct TopicsView: Sendable {
  let context: RenderContext

  /// A view for a reader.
  public init(context: RenderContext) {
    self.context = context
  }

  /// The topics as text; with API v3, world is marked and the mark explained.
  public func render(api: APIVersion) -> String {
    let strings = context.strings
    let idWidth = Topic.allCases.map { $0.rawValue.count }.max()! + 2
    var lines = [context.styled(strings.topicsHeading, context.theme.heading)]
    for topic in Topic.allCases {
      let marked = api == .v3 && topic == .world
      let id = topic.rawValue + (marked ? " *" : "")
      let padding = String(repeating: " ", count: max(1, idWidth - id.count))
      let line = "  " + id + padding + topic.name(in: strings)
      if DisplayWidth.of(line) <= context.width {
        let styledID = context.styled(topic.rawValue, context.theme.topicID) + (marked ? " *" : "")
        lines.append("  " + styledID + padding + topic.name(in: strings))
      } else {
        lines += TextWrapper.wrap(line, width: context.width)
      }
    }
    lines.append("")
    if api == .v3 {
      lines += TextWrapper.wrap("* " + strings.worldHasNoV3Theme, width: context.width)
        .map { context.styled($0, context.theme.detail) }
    }
    lines += TextWrapper.wrap(strings.topicsUsage, width: context.width)
      .map { context.styled($0, context.theme.detail) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The topics as JSON: id and localized name of each.
  public static func renderJSON(language: Language) -> String {
    let topics = Topic.allCases.map { topic in
      JSONValue.object([
        ("id", .string(topic.rawValue)),
        ("name", .string(topic.name(in: language.strings))),
      ])
    }
    let document = JSONValue.object([
      ("kind", .string("topics")), ("lang", .string(language.rawValue)),
      ("topics", .array(topics)),
    ])
    return document.rendered() + "\n"
  }

  /// `news topics`: as JSON, or for a reader in the API generation's terms.
  public static func output(settings: Settings, environment: NewsEnvironment) -> CommandOutput {
    if settings.json {
      return CommandOutput(stdout: renderJSON(language: settings.language))
    }
    let context = RenderContext(settings: settings, environment: environment)
    return CommandOutput(stdout: TopicsView(context: context).render(api: settings.api))
  }
}
