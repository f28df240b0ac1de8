import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Pictures fetched, kept in `$XDG_CACHE_HOME/news/images` by their address's hash, at most
/// `maximumBytes` in all: the least recently shown go first.
public struct PictureCache: Sendable {
  /// The folder.
  public let folder: String

  /// 64 MB of pictures.
  public static let maximumBytes = 64 << 20

  /// The cache of a run: `$XDG_CACHE_HOME/news/images`, else `~/.cache/news/images`; nil when
  /// neither is known.
  public init?(variables: [String: String]) {
    if let cache = variables["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      folder = cache + "/news/images"
    } else if let home = variables["HOME"], home.hasPrefix("/") {
      folder = home + "/.cache/news/images"
    } else {
      return nil
    }
  }

  public init(folder: String) {
    self.folder = folder
  }

  /// The file a picture's address is kept in: 64 bits of FNV-1a, in hex.
  func path(_ address: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in address.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return folder + "/" + String(hash, radix: 16)
  }

  /// The picture kept for an address (its use noted), nil when none is.
  public func read(_ address: String) -> Data? {
    let file = path(address)
    guard let data = try? RegularFile.read(file, limit: DecodedPicture.maximumBytes + 1),
      data.count <= DecodedPicture.maximumBytes
    else { return nil }
    _ = utimes(file, nil)
    return data
  }

  /// Keeps a picture, then the cache within its bound; a cache that cannot be written only
  /// means the picture is fetched again.
  public func write(_ data: Data, for address: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = path(address)
    guard (try? data.write(to: URL(fileURLWithPath: file + ".new"))) != nil,
      rename(file + ".new", file) == 0
    else { return }
    trim(limit: Self.maximumBytes)
  }

  /// Removes the least recently used pictures until the rest fit `limit` bytes.
  func trim(limit: Int) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    var files: [(path: String, used: Int, size: Int)] = []
    for name in names {
      var info = stat()
      let file = folder + "/" + name
      guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      files.append((file, info.st_mtim.tv_sec, Int(info.st_size)))
    }
    var total = files.reduce(0) { $0 + $1.size }
    for file in files.sorted(by: { $0.used < $1.used }) where total > limit {
      unlink(file.path)
      total -= file.size
    }
  }
}
