/// The store of `news`: the Store room's articles and every capability's tables, each room's
/// migrations applied in the order they shipped. The one place that knows every room with
/// tables; a new room adds its `tables` here.
public enum NewsSchema {
  /// Every room's tables.
  public static let all = StoreSchema([
    FeedStore.tables, SyncStore.tables, EditionStore.tables, GoogleLinkStore.tables,
    WatchStore.tables, StoryStore.tables, SavedQueryStore.tables,
  ])

  /// The store a command cannot do without (`StoreSession.required`), with every room's tables;
  /// an upgrade of its layout shows its progress on a terminal, unless `showingProgress` is
  /// false (the full-screen reader, whose screen a line on stderr would break).
  public static func required(
    settings: Settings, environment: NewsEnvironment, showingProgress: Bool = true
  ) throws -> StoreSession {
    try StoreSession.required(
      settings: settings, environment: environment, schema: all,
      progress: showingProgress
        ? StoreProgressLine.upgrade(settings: settings, environment: environment) : .silent)
  }
}
