import Foundation

/// What `news edition read` and `news edition make` call: the reader or the list, the download
/// and its summary.
public enum EditionCommandRuns {
  /// Opens the edition (`id`, else the newest) in the reader unless `line`, JSON or no
  /// terminal; else lists its articles, every one numbered for `news show N` (`pageSize`
  /// articles when `-n` was given).
  public static func read(
    _ id: String?, pageSize: Int?, line: Bool, editions: EditionsController, settings: Settings,
    environment: NewsEnvironment
  ) async throws -> CommandOutput {
    let edition = try editions.find(id)
    let context = RenderContext(settings: settings, environment: environment)
    let heading = NewsListView.Heading.edition(
      edition.id, EditionView(context: context).heading(edition))
    if !settings.json, !line, FullScreenSession.isPossible(environment) {
      let pageSize = pageSize ?? FullScreenSession.defaultPageSize
      let code = await FullScreenSession.run(
        settings: settings, pageSize: pageSize, in: environment, opening: .edition(edition))
      return CommandOutput(exitCode: code)
    }
    // Every article is numbered for `news show N`; without -n the whole edition is listed.
    let shown = try editions.articles(of: edition, page: 1, pageSize: pageSize ?? Int.max)
    return await .listing(
      Listing(model: shown), heading: heading, settings: settings, environment: environment)
  }
}
