import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads only files that are files: a path naming a pipe (FIFO), a device, a socket or a folder
/// is told apart before a byte is read, since reading a FIFO nobody writes blocks for ever.
public enum RegularFile {
  /// What is at a path.
  public enum Kind: Equatable, Sendable {
    /// Nothing, or nothing this account may open.
    case missing
    /// A pipe, a device, a socket or a folder.
    case special
    case regular
  }

  /// What is at `path`, told from the file it opens without waiting (`O_NONBLOCK`), links
  /// followed.
  public static func kind(_ path: String) -> Kind {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return errno == ENOENT || errno == EACCES ? .missing : .special }
    defer { close(descriptor) }
    return isRegular(descriptor) ? .regular : .special
  }

  /// The first `limit` bytes of the regular file at `path`; nil when there is none there (or it
  /// cannot be read); `NewsError.notARegularFile` when the path names something else.
  public static func read(_ path: String, limit: Int) throws(NewsError) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == EACCES || errno == ENOTDIR { return nil }
      throw NewsError.notARegularFile(path)
    }
    defer { close(descriptor) }
    guard isRegular(descriptor) else { throw NewsError.notARegularFile(path) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count < limit {
      let wanted = min(buffer.count, limit - data.count)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? data : nil }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  /// Requires the path to name a regular file when it names anything (SQLite opens it next).
  public static func require(_ path: String) throws(NewsError) {
    if kind(path) == .special { throw NewsError.notARegularFile(path) }
  }

  static func isRegular(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }
}
