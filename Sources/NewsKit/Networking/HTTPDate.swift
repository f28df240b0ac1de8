import Foundation
import Localization
import TimeZones

/// Reads and writes the IMF-fixdate form of HTTP dates (`Sun, 06 Nov 1994 08:49:37 GMT`), the
/// one `Retry-After`, `Last-Modified` and OPML use, without a DateFormatter.
enum HTTPDate {
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func parse(_ text: String) -> Date? {
    let parts = text.split(separator: " ")
    guard parts.count == 6, parts[5].uppercased() == "GMT",
      let day = Int(parts[1]),
      let month = months.firstIndex(where: { $0.lowercased() == parts[2].lowercased() }),
      let year = Int(parts[3])
    else { return nil }
    let time = parts[4].split(separator: ":").compactMap { Int($0) }
    guard time.count == 3 else { return nil }
    let civil = CivilTime(
      year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2])
    guard civil.isValid else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(civil.secondsSince1970))
  }

  /// The date as an IMF-fixdate.
  static func format(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let civil = CivilTime(secondsSince1970: seconds)
    let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    let weekday = days[
      ((seconds / 86_400) % 7 + 7 - (seconds < 0 && seconds % 86_400 != 0 ? 1 : 0)) % 7]
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(weekday), \(pad(civil.day)) \(months[civil.month - 1]) \(civil.year) "
      + "\(pad(civil.hour)):\(pad(civil.minute)):\(pad(civil.second)) GMT"
  }
}
