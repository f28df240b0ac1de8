/// Chooses how a list is shown: JSON for `--json`, text otherwise.
public enum ListPresenter {
  /// The list as it goes to stdout for a run with these settings.
  public static func render(
    _ model: NewsModel, heading: NewsListView.Heading, settings: Settings,
    environment: NewsEnvironment, thumbnails: [Int: ListThumbnail] = [:]
  ) -> String {
    if settings.json {
      return JSONView.render(model, heading: heading, language: settings.language)
    }
    let context = RenderContext(settings: settings, environment: environment)
    return NewsListView(context: context).render(model, heading: heading, thumbnails: thumbnails)
  }

  /// The list as it goes to stdout, made an article at a time for JSON (an edition's full
  /// texts are never one string), whole for text.
  public static func streamed(
    _ model: NewsModel, heading: NewsListView.Heading, settings: Settings,
    environment: NewsEnvironment, thumbnails: [Int: ListThumbnail] = [:]
  ) -> StreamedText {
    if settings.json {
      return JSONView.streamed(model, heading: heading, language: settings.language)
    }
    return StreamedText(
      render(
        model, heading: heading, settings: settings, environment: environment,
        thumbnails: thumbnails))
  }

  /// The notices for stderr, each wrapped by words to the width of the terminal stderr goes to
  /// (or `COLUMNS`), like the list on stdout.
  public static func render(
    _ notices: [StoreNotice], settings: Settings, environment: NewsEnvironment
  ) -> String {
    let width = TerminalDecisions.width(
      environment: environment.variables,
      terminalColumns: environment.isTerminal(2) ? environment.terminalColumns(2) : nil)
    return notices.map {
      let line = NoticeView.render($0, strings: settings.language.strings, now: environment.now())
      return TextWrapper.wrap(String(line.dropLast()), width: width).joined(separator: "\n") + "\n"
    }.joined()
  }
}
