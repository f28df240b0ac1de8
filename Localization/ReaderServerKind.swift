/// Which reader service `news sync` speaks to, as messages name it and as `sync.toml` keeps it.
///
/// FreshRSS and Miniflux speak the Google Reader API, each with its own address and its own
/// slips; tt-rss speaks its own JSON API. `greader` is any other Google Reader API server
/// (Inoreader, The Old Reader, one `news` could not tell).
public enum ReaderServerKind: String, Sendable, CaseIterable {
  case freshRSS = "freshrss"
  case miniflux
  case ttrss
  case greader

  /// Whether the server speaks the Google Reader API (all but tt-rss).
  public var speaksGoogleReader: Bool { self != .ttrss }
}
