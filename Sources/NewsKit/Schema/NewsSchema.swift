/// The store of `news`: the Store room's articles and every capability's tables, each room's
/// migrations applied in the order they shipped. The one place that knows every room with
/// tables; a new room adds its `tables` here.
public enum NewsSchema {
  /// Every room's tables.
  public static let all = StoreSchema([
    FeedStore.tables, SyncStore.tables, EditionStore.tables, GoogleLinkStore.tables,
    WatchStore.tables, StoryStore.tables, SavedQueryStore.tables,
  ])

  /// The store a command cannot do without (`StoreSession.required`), with every room's tables.
  public static func required(settings: Settings, environment: NewsEnvironment) throws
    -> StoreSession
  {
    try StoreSession.required(settings: settings, environment: environment, schema: all)
  }
}
