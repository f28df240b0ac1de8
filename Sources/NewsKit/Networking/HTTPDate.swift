import Foundation
import Localization

/// Reads the IMF-fixdate form of HTTP dates (`Sun, 06 Nov 1994 08:49:37 GMT`), the one
/// `Retry-After` uses, without a DateFormatter.
enum HTTPDate {
  static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  static func parse(_ text: String) -> Date? {
    let parts = text.split(separator: " ")
    guard parts.count == 6, parts[5].uppercased() == "GMT",
      let day = Int(parts[1]),
      let month = months.firstIndex(of: parts[2].lowercased()),
      let year = Int(parts[3])
    else { return nil }
    let time = parts[4].split(separator: ":").compactMap { Int($0) }
    guard time.count == 3 else { return nil }
    let civil = CivilTime(
      year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2])
    guard civil.isValid else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(civil.secondsSince1970))
  }
}
