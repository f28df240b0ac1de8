import Foundation

/// A query kept under a name (`news query add NAME EXPR`), read as `news read @NAME` and shown
/// with the feeds in the reader; newsboat's query feeds become these.
public struct SavedQuery: Sendable, Equatable {
  /// The name as typed (without the `@`); found whatever its case and diacritics.
  public var name: String
  /// The query, in newsboat's filter language, as typed.
  public var expression: String

  public init(name: String, expression: String) {
    self.name = name
    self.expression = expression
  }

  /// The longest name kept, in characters.
  public static let maximumNameLength = 100

  /// The name as stored, or why it cannot be one: trimmed, a leading `@` taken off, 1 to
  /// `maximumNameLength` characters without control characters.
  public static func name(_ typed: String) throws -> String {
    var name = typed.trimmingCharacters(in: .whitespacesAndNewlines)
    if name.hasPrefix("@") { name.removeFirst() }
    let controls = name.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
    }
    guard !name.isEmpty, !controls, name.count <= maximumNameLength else {
      throw NewsError.usage(
        .invalidQueryName(TerminalSanitizer.sanitize(String(typed.prefix(200)))))
    }
    return name
  }
}
