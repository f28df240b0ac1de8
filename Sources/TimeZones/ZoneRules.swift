import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The offset from UTC of a place at any moment, read from the system's time zone database.
///
/// Foundation's `TimeZone` reaches the offsets through ICU, whose 34 MB of data made up half of
/// the binary; the system's TZif files (RFC 8536) hold the same rules. A file's transitions give
/// the offset up to its last one, its footer's POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`) after it.
public struct ZoneRules: Sendable, Equatable {
  /// Transition instants, seconds since 1970 (UTC), ascending.
  let transitions: [Int64]
  /// The offset in force from each transition on.
  let offsets: [Int32]
  /// The offset before the first transition.
  let initial: Int32
  /// The rule after the last transition, if the file has one.
  let rule: PosixZoneRule?

  /// UTC.
  public static let utc = ZoneRules(transitions: [], offsets: [], initial: 0, rule: nil)

  /// A zone that is always `seconds` ahead of UTC.
  public static func fixed(_ seconds: Int) -> ZoneRules {
    ZoneRules(transitions: [], offsets: [], initial: Int32(seconds), rule: nil)
  }

  /// Seconds ahead of UTC at `date`.
  public func secondsFromGMT(for date: Date) -> Int {
    let instant = Int64(date.timeIntervalSince1970.rounded(.down))
    guard let last = transitions.last else {
      return rule.map { $0.offset(at: instant) } ?? Int(initial)
    }
    if instant >= last, let rule { return rule.offset(at: instant) }
    // The last transition at or before the instant.
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return Int(low == 0 ? initial : offsets[low - 1])
  }

  /// The rules in a TZif file's bytes; nil when they are not a TZif file.
  public static func parse(tzif bytes: [UInt8]) -> ZoneRules? {
    var reader = TZifReader(bytes: bytes)
    guard let first = reader.header() else { return nil }
    guard first.version >= 2 else { return reader.block(first, timeSize: 4) }
    // Version 2 and later repeat the data with 64-bit times, then add the footer.
    reader.skip(first.blockSize(timeSize: 4))
    guard let second = reader.header(), var rules = reader.block(second, timeSize: 8) else {
      return nil
    }
    if let footer = reader.footer(), !footer.isEmpty {
      rules = ZoneRules(
        transitions: rules.transitions, offsets: rules.offsets, initial: rules.initial,
        rule: PosixZoneRule(footer))
    }
    return rules
  }

  /// The zone of this machine: `TZ` as POSIX means it (a name under the zoneinfo folder,
  /// `:name`, an absolute path, or a rule such as `CET-1CEST,M3.5.0,M10.5.0/3`; empty is UTC),
  /// else `/etc/localtime`; UTC when none of them can be read.
  public static func current(
    environment: [String: String], readFile: (String) -> [UInt8]? = ZoneRules.readFile
  ) -> ZoneRules {
    let folder = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    guard var name = environment["TZ"] else {
      return readFile("/etc/localtime").flatMap(parse(tzif:)) ?? .utc
    }
    if name.hasPrefix(":") { name.removeFirst() }
    if name.isEmpty { return .utc }
    if name.hasPrefix("/") { return readFile(name).flatMap(parse(tzif:)) ?? .utc }
    if !name.split(separator: "/").contains(".."),
      let rules = readFile(folder + "/" + name).flatMap(parse(tzif:))
    {
      return rules
    }
    return PosixZoneRule(name).map {
      ZoneRules(transitions: [], offsets: [], initial: 0, rule: $0)
    } ?? .utc
  }

  /// A zone by its name in the system's database (`Europe/Warsaw`); nil when not found.
  public static func named(_ name: String, folder: String = "/usr/share/zoneinfo") -> ZoneRules? {
    guard !name.split(separator: "/").contains("..") else { return nil }
    return readFile(folder + "/" + name).flatMap(parse(tzif:))
  }

  /// A regular file's bytes (at most 256 KiB: TZif files are a few KB), or nil: `TZ` naming a
  /// pipe or a device is never waited on.
  public static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    // Sized by the file (a zone is 100 bytes to a few KB): a 256 KB buffer zeroed for every
    // run was 64 page faults of a search's 1,100. Grown, up to the bound, if the file grew.
    let limit = 256 << 10
    var bytes = [UInt8](repeating: 0, count: min(limit, max(Int(status.st_size), 0) + 1))
    var count = 0
    while count < limit {
      if count == bytes.count {
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit - count))
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { Glibc.read(descriptor, $0 + count, buffer.count - count) } ?? -1
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    return Array(bytes.prefix(count))
  }
}
