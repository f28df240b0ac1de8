import Foundation

/// What a query needed where it went wrong (`news read --query`, saved queries, filters and
/// watches by query), for the error the view words.
public enum QueryExpectation: Sendable, Equatable {
  /// An attribute's name: `title`, `unread`, …
  case attribute
  /// A name that is no attribute: what was typed.
  case knownAttribute(String)
  case comparisonOperator
  /// A quoted string, a number or a range.
  case value
  case closingParenthesis
  /// `and`, `or` or the end.
  case joinOrEnd
  /// A regular expression that is not one, and why.
  case regex(RegexFault)
  /// A date as `YYYY-MM-DD`.
  case date
  /// Runs of `and` and `or` nested at most this deep.
  case shallowerNesting(Int)
  /// A number of at most this many digits.
  case shorterNumber(Int)
  /// A date an article can have: from 1970-01-01 to 9999-12-31.
  case dateInRange
}

/// Why a regular expression is not one.
public enum RegexFault: Sendable, Equatable {
  case unbalancedParenthesis, unclosedBracket, nothingToRepeat, badRepeat, badEscape, badRange
  /// Longer or larger than `news` compiles.
  case tooLarge
}
