/// Chooses how a list is shown: JSON for `--json`, text otherwise.
public enum ListPresenter {
  /// The list as it goes to stdout for a run with these settings.
  public static func render(
    _ model: NewsModel, heading: NewsListView.Heading, settings: Settings,
    environment: NewsEnvironment
  ) -> String {
    if settings.json {
      return JSONView.render(model, heading: heading, language: settings.language)
    }
    let context = RenderContext(settings: settings, environment: environment)
    return NewsListView(context: context).render(model, heading: heading)
  }

  /// The notices for stderr, each on its own line.
  public static func render(
    _ notices: [StoreNotice], settings: Settings, environment: NewsEnvironment
  ) -> String {
    notices.map {
      NoticeView.render($0, strings: settings.language.strings, now: environment.now())
    }.joined()
  }
}
