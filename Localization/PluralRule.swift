/// A CLDR plural category for cardinal numbers.
public enum PluralCategory: Sendable, Equatable {
  case one, few, many, other
}

/// The CLDR cardinal plural rules for the languages `news` speaks.
public enum PluralRule {
  /// The category of a whole number in a language.
  ///
  /// Polish: one for 1; few when the last digit is 2–4 but the last two are not 12–14;
  /// many for everything else (0, 5–21, 25–31, 112, …). English: one for 1, other otherwise.
  public static func category(for number: Int, in language: Language) -> PluralCategory {
    let n = number.magnitude
    switch language {
    case .en:
      return n == 1 ? .one : .other
    case .pl:
      if n == 1 { return .one }
      let lastDigit = n % 10
      let lastTwo = n % 100
      if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
      return .many
    }
  }
}

/// The forms of a word that change with a number, such as artykuł / artykuły / artykułów.
public struct PluralForms: Sendable, Equatable {
  /// The form for one.
  public let one: String
  /// The form for few (Polish 2–4, 22–24, …); equal to `many` in English.
  public let few: String
  /// The form for many and other.
  public let many: String
  /// The form for a fraction (Polish "2,5 sekundy"); equal to `many` in English.
  public let fraction: String

  /// Forms for a language with one/few/many (Polish).
  public init(one: String, few: String, many: String, fraction: String? = nil) {
    self.one = one
    self.few = few
    self.many = many
    self.fraction = fraction ?? few
  }

  /// Forms for a language with only singular and plural (English).
  public init(one: String, other: String) {
    self.init(one: one, few: other, many: other, fraction: other)
  }

  /// The form that goes with a whole number.
  public func form(for number: Int, in language: Language) -> String {
    switch PluralRule.category(for: number, in: language) {
    case .one: return one
    case .few: return few
    case .many, .other: return many
    }
  }

  /// The form that goes with a number that may have a fraction.
  public func form(for number: Double, in language: Language) -> String {
    if number.rounded() == number, let whole = Int(exactly: number) {
      return form(for: whole, in: language)
    }
    return fraction
  }
}
