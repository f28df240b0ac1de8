/// How far a download has come: bytes in the file, of how many (when the server said).
public struct DownloadProgress: Sendable, Equatable {
  /// Bytes in the file so far, those of an earlier run included.
  public var bytes: Int
  /// The file's whole size; nil until the server says it.
  public var total: Int?
  /// Bytes an earlier run had left (`.part`), where this one went on from.
  public var resumedFrom: Int

  public init(bytes: Int, total: Int?, resumedFrom: Int) {
    self.bytes = bytes
    self.total = total
    self.resumedFrom = resumedFrom
  }
}

/// What came of `news download N`.
public struct DownloadResult: Sendable, Equatable {
  /// The enclosure's address.
  public var url: String
  /// The finished file's path.
  public var path: String
  /// Its size in bytes.
  public var bytes: Int
  /// Bytes an earlier run had left, which this one went on from (0: from the start).
  public var resumedFrom: Int
  /// Whether the file was there already (nothing was fetched).
  public var alreadyThere: Bool

  public init(url: String, path: String, bytes: Int, resumedFrom: Int, alreadyThere: Bool) {
    self.url = url
    self.path = path
    self.bytes = bytes
    self.resumedFrom = resumedFrom
    self.alreadyThere = alreadyThere
  }
}
