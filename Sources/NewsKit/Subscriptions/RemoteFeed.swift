/// A subscription as a reader service lists it: what a sync mirrors into the feeds.
struct RemoteFeed: Sendable, Equatable {
  /// Its stream id, `feed/…`.
  var id: String
  var url: String
  var title: String?
  var site: String?
  /// The first label (category) it is in.
  var folder: String?
}
