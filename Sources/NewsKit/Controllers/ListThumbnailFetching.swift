import Foundation

/// The thumbnails of a list printed on a terminal with `images = "list"`: fetched as `show`
/// fetches a picture (an edition's copy, the cache, the network, the same bounds), a few at a
/// time, before the list is printed, for at most `ListThumbnail.longestWait`; none for JSON,
/// a pipe, or a list too narrow for them.
enum ListThumbnailFetching {
  static func thumbnails(
    _ model: NewsModel, settings: Settings, environment: NewsEnvironment
  ) async -> [Int: ListThumbnail] {
    guard settings.images == .list, !settings.json, environment.isTerminal(1),
      model.articles.contains(where: { $0.image != nil }),
      TerminalDecisions.stdoutWidth(environment) >= ListThumbnail.minimumListWidth
    else { return [:] }
    let colorEnabled = TerminalDecisions.colorEnabled(
      settings.color, environment: environment.variables, stdoutIsTerminal: true)
    let drawing = await PictureDrawing.live(environment: environment, colorEnabled: colorEnabled)
    let fetcher = PictureFetcher(
      environment: environment, timeout: min(settings.timeout, ListThumbnail.longestWait),
      cache: PictureCache(variables: environment.variables),
      stored: EditionsController.storedPicture(settings: settings, environment: environment))
    let sleep = environment.sleep
    return await ListThumbnail.make(
      model.articles, drawing: drawing, wait: { try? await sleep(ListThumbnail.longestWait) }
    ) { try await fetcher.fetch($0) }
  }
}
