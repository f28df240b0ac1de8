/// Formats numbers the way each language writes them, with no dependence on the C locale.
///
/// English groups thousands with a comma (1,234). Polish groups with a non-breaking space, and
/// only from five digits on (1234, 12 345), as CLDR's minimum grouping digits say; its decimal
/// separator is a comma.
public enum NumberText {
  /// The non-breaking space Polish puts between groups of digits.
  public static let polishGroupSeparator: Character = "\u{00A0}"

  /// A whole number, grouped for the language.
  public static func integer(_ number: Int, in language: Language) -> String {
    let digits = String(number.magnitude)
    let sign = number < 0 ? "-" : ""
    let separator: Character
    switch language {
    case .en:
      guard digits.count > 3 else { return sign + digits }
      separator = ","
    case .pl:
      guard digits.count > 4 else { return sign + digits }
      separator = polishGroupSeparator
    }
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 {
        grouped.append(separator)
      }
      grouped.append(digit)
    }
    return sign + grouped
  }

  /// A number with at most one decimal place ("2.5" or "2,5"); whole numbers have none.
  public static func decimal(_ number: Double, in language: Language) -> String {
    let tenths = Int((number * 10).rounded())
    if tenths % 10 == 0 {
      return integer(tenths / 10, in: language)
    }
    let separator = language == .pl ? "," : "."
    let whole = integer(tenths / 10, in: language)
    return "\(whole)\(separator)\(abs(tenths % 10))"
  }
}
