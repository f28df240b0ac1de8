import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The file a download grows in (`name.part`), appended to a chunk at a time, renamed to its
/// name once whole; what it holds is kept when a download stops, so the next one goes on.
struct PartFile {
  let target: DownloadTarget

  /// Bytes already there: the size of the `.part` file, 0 when there is none.
  func size() -> Int {
    var info = stat()
    guard stat(target.partPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return 0 }
    return Int(info.st_size)
  }

  /// Whether the finished file is already there.
  func finished() -> Int? {
    var info = stat()
    guard stat(target.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// Creates the feed's folder (and those above it) when missing.
  func makeFolder() throws(NewsError) {
    do {
      try FileManager.default.createDirectory(
        atPath: target.folder, withIntermediateDirectories: true)
    } catch {
      throw NewsError.fileNotWritable(target.folder)
    }
  }

  /// Writes `bytes` at `offset`, cutting whatever the file held from there on (0 starts over).
  func write(_ bytes: Data, at offset: Int) throws(NewsError) {
    let descriptor = open(target.partPath, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else { throw NewsError.fileNotWritable(target.partPath) }
    defer { close(descriptor) }
    guard ftruncate(descriptor, off_t(offset)) == 0, lseek(descriptor, off_t(offset), SEEK_SET) >= 0
    else { throw NewsError.fileNotWritable(target.partPath) }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      var done = 0
      while done < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
      }
      return true
    }
    guard written else {
      // A full disk: the chunk is not kept half-written.
      _ = ftruncate(descriptor, off_t(offset))
      throw NewsError.fileNotWritable(target.partPath)
    }
  }

  /// Gives the whole file its name.
  func finish() throws(NewsError) {
    // An empty file had no part to write.
    if access(target.partPath, F_OK) != 0 { try write(Data(), at: 0) }
    guard rename(target.partPath, target.path) == 0 else {
      throw NewsError.fileNotWritable(target.path)
    }
  }

  /// Removes what was downloaded (a file over the limit).
  func discard() {
    unlink(target.partPath)
  }
}
