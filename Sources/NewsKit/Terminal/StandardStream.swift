#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to stdout or stderr without ever trapping: `FileHandle.write` stops the program
/// with a stack trace when the write fails (`news topics > /dev/full`, a closed stdout, a pipe
/// whose reader left while SIGPIPE is ignored).
public enum StandardStream {
  /// How a write failed.
  public enum Failure: Equatable, Sendable {
    /// The reader of a pipe went away (EPIPE): nothing more to say to anyone.
    case brokenPipe
    /// Any other failure; whether the disk is full.
    case failed(diskFull: Bool)
  }

  /// Writes all of `text` to a descriptor (1 for stdout, 2 for stderr), going on after short
  /// writes and interruptions; the failure, if there was one.
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Failure? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { buffer -> Failure? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
          continue
        }
        if written < 0 && errno == EINTR { continue }
        if written < 0 && errno == EPIPE { return .brokenPipe }
        return .failed(diskFull: written < 0 && (errno == ENOSPC || errno == EDQUOT))
      }
      return nil
    }
  }
}
