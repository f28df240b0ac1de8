import Foundation

/// The size of the file at `path` in bytes: 0 when there is no file, as SQLite's `-wal` is
/// absent once the log is copied in; any other failure to read its size is thrown.
public func fileSize(atPath path: String) throws -> Int {
  guard FileManager.default.fileExists(atPath: path) else { return 0 }
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  guard let size = attributes[.size] as? Int else {
    throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
  }
  return size
}
