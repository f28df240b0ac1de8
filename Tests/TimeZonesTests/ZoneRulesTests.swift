import Foundation
import Testing

@testable import TimeZones

@Suite("Time zones from the system's database, without ICU")
struct ZoneRulesTests {
  /// An instant from its UTC parts.
  func utc(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0
  )
    -> Date
  {
    Date(
      timeIntervalSince1970: Double(
        CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
          .secondsSince1970))
  }

  func zone(_ name: String) throws -> ZoneRules {
    try #require(ZoneRules.named(name), "no \(name) in /usr/share/zoneinfo (tzdata)")
  }

  @Test("Warsaw: winter and summer, and the exact seconds of both changes in 2025")
  func warsaw() throws {
    let warsaw = try zone("Europe/Warsaw")
    #expect(warsaw.secondsFromGMT(for: utc(2025, 1, 15)) == 3600)
    #expect(warsaw.secondsFromGMT(for: utc(2025, 7, 15)) == 7200)
    #expect(warsaw.secondsFromGMT(for: utc(2025, 3, 30, 0, 59, 59)) == 3600)
    #expect(warsaw.secondsFromGMT(for: utc(2025, 3, 30, 1)) == 7200)
    #expect(warsaw.secondsFromGMT(for: utc(2025, 10, 26, 0, 59, 59)) == 7200)
    #expect(warsaw.secondsFromGMT(for: utc(2025, 10, 26, 1)) == 3600)
    // Before standard time zones: local mean time, +1:24.
    #expect(warsaw.secondsFromGMT(for: utc(1850, 1, 1)) == 5040)
  }

  @Test("Beyond the file's last transition the footer's rule decides")
  func footer() throws {
    let warsaw = try zone("Europe/Warsaw")
    #expect(warsaw.secondsFromGMT(for: utc(2061, 1, 15)) == 3600)
    #expect(warsaw.secondsFromGMT(for: utc(2061, 7, 15)) == 7200)
    let newYork = try zone("America/New_York")
    #expect(newYork.secondsFromGMT(for: utc(2061, 7, 4)) == -14_400)
    #expect(newYork.secondsFromGMT(for: utc(2061, 12, 25)) == -18_000)
  }

  @Test("New York, Lord Howe's half-hour summer time, Kathmandu's +5:45, UTC")
  func elsewhere() throws {
    let newYork = try zone("America/New_York")
    #expect(newYork.secondsFromGMT(for: utc(2025, 3, 9, 6, 59, 59)) == -18_000)
    #expect(newYork.secondsFromGMT(for: utc(2025, 3, 9, 7)) == -14_400)
    let lordHowe = try zone("Australia/Lord_Howe")
    #expect(lordHowe.secondsFromGMT(for: utc(2025, 1, 15)) == 39_600)
    #expect(lordHowe.secondsFromGMT(for: utc(2025, 7, 15)) == 37_800)
    #expect(try zone("Asia/Kathmandu").secondsFromGMT(for: utc(2025, 7, 15)) == 20_700)
    #expect(try zone("UTC").secondsFromGMT(for: utc(2025, 7, 15)) == 0)
  }

  @Test("POSIX rules: both hemispheres, US defaults, quoted names, times past midnight")
  func posixRules() {
    let environment = { (rule: String) in ["TZ": rule, "TZDIR": "/nonexistent"] }
    let central = ZoneRules.current(environment: environment("CET-1CEST,M3.5.0,M10.5.0/3"))
    #expect(central.secondsFromGMT(for: utc(2025, 3, 30, 0, 59, 59)) == 3600)
    #expect(central.secondsFromGMT(for: utc(2025, 3, 30, 1)) == 7200)
    #expect(central.secondsFromGMT(for: utc(2025, 10, 26, 1)) == 3600)
    let sydney = ZoneRules.current(environment: environment("AEST-10AEDT,M10.1.0,M4.1.0/3"))
    #expect(sydney.secondsFromGMT(for: utc(2025, 1, 15)) == 39_600)
    #expect(sydney.secondsFromGMT(for: utc(2025, 7, 15)) == 36_000)
    let eastern = ZoneRules.current(environment: environment("EST5EDT"))
    #expect(eastern.secondsFromGMT(for: utc(2025, 7, 4)) == -14_400)
    #expect(eastern.secondsFromGMT(for: utc(2025, 12, 25)) == -18_000)
    let nepal = ZoneRules.current(environment: environment("<+0545>-5:45"))
    #expect(nepal.secondsFromGMT(for: utc(2025, 7, 15)) == 20_700)
    // Israel: starts the Friday before the last Sunday of March at 2:00, as "Thursday 26:00".
    let israel = ZoneRules.current(environment: environment("IST-2IDT,M3.4.4/26,M10.5.0"))
    #expect(israel.secondsFromGMT(for: utc(2025, 3, 27, 23, 59, 59)) == 7200)
    #expect(israel.secondsFromGMT(for: utc(2025, 3, 28, 0)) == 10_800)
    #expect(ZoneRules.current(environment: environment("UTC0")).secondsFromGMT(for: Date()) == 0)
  }

  @Test("TZ as POSIX reads it: empty, :name, a path, no escaping the folder; /etc/localtime")
  func current() {
    let files = [
      "/zones/Europe/Warsaw": ZoneRules.readFile("/usr/share/zoneinfo/Europe/Warsaw"),
      "/etc/localtime": ZoneRules.readFile("/usr/share/zoneinfo/Asia/Kathmandu"),
      "/secret": ZoneRules.readFile("/usr/share/zoneinfo/America/New_York"),
    ]
    let read = { (path: String) in files[path] ?? nil }
    let july = utc(2025, 7, 15)
    let offset = { (variables: [String: String]) in
      ZoneRules.current(
        environment: variables.merging(["TZDIR": "/zones"]) { a, _ in a }, readFile: read
      )
      .secondsFromGMT(for: july)
    }
    #expect(offset(["TZ": "Europe/Warsaw"]) == 7200)
    #expect(offset(["TZ": ":Europe/Warsaw"]) == 7200)
    #expect(offset([:]) == 20_700)
    #expect(offset(["TZ": ""]) == 0)
    #expect(offset(["TZ": "/secret"]) == -14_400)
    #expect(offset(["TZ": "../secret"]) == 0)
    #expect(offset(["TZ": "Nowhere/Atlantis"]) == 0)
  }

  @Test("A damaged or foreign file is not a zone")
  func damaged() throws {
    let bytes = try #require(ZoneRules.readFile("/usr/share/zoneinfo/Europe/Warsaw"))
    #expect(ZoneRules.parse(tzif: bytes) != nil)
    for cut in [0, 10, 44, 100, bytes.count / 2] {
      #expect(ZoneRules.parse(tzif: Array(bytes.prefix(cut))) == nil, "cut at \(cut)")
    }
    #expect(ZoneRules.parse(tzif: Array("not a zone file at all, not even close".utf8)) == nil)
    // The first transition's type index in the 64-bit block, set past the types.
    let second = try #require(
      (4..<bytes.count - 4).first { bytes[$0..<($0 + 4)].elementsEqual("TZif".utf8) })
    let times = bytes[(second + 32)..<(second + 36)].reduce(0) { $0 << 8 | Int($1) }
    var wrongIndex = bytes
    wrongIndex[second + 44 + times * 8] = 200
    #expect(ZoneRules.parse(tzif: wrongIndex) == nil)
  }

  @Test("A file is read whole, up to 256 KiB; an empty one is empty, a folder nothing")
  func readWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "zones-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for size in [0, 1, 114, 4_096, 70_000, 256 << 10, 300_000] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      let path = folder.appendingPathComponent("zone-\(size)").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(ZoneRules.readFile(path) == Array(bytes.prefix(256 << 10)), "\(size) bytes")
    }
    #expect(ZoneRules.readFile(folder.path) == nil)
  }
}
