import Foundation

extension Date {
  /// This time as the store keeps when an article was fetched: whole seconds since 1970.
  /// SQLite keeps a whole number in a REAL column in 4 bytes where a fraction takes 8 (in the
  /// row and again in the index of fetch times), and no list needs the fraction.
  var storeSeconds: Double { timeIntervalSince1970.rounded(.down) }
}
