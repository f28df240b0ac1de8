import Foundation
import Localization

/// Words what a query needed where it went wrong.
enum QueryWording {
  static func expected(_ expected: QueryExpectation, strings: QueryStrings) -> String {
    switch expected {
    case .attribute: return strings.expectedAttribute
    case .knownAttribute(let typed):
      return strings.unknownAttribute(
        TerminalSanitizer.sanitize(typed), QueryAttribute.allCases.map(\.rawValue))
    case .comparisonOperator: return strings.expectedOperator
    case .value: return strings.expectedValue
    case .closingParenthesis: return strings.expectedClosingParenthesis
    case .joinOrEnd: return strings.expectedJoinOrEnd
    case .date: return strings.expectedDate
    case .shallowerNesting(let limit): return strings.nestedTooDeeply(limit)
    case .shorterNumber(let digits): return strings.numberTooLong(digits)
    case .dateInRange: return strings.dateOutOfRange
    case .regex(let fault): return strings.badRegex(regex(fault, strings: strings))
    }
  }

  static func regex(_ fault: RegexFault, strings: QueryStrings) -> String {
    switch fault {
    case .unbalancedParenthesis: return strings.unbalancedParenthesis
    case .unclosedBracket: return strings.unclosedBracket
    case .nothingToRepeat: return strings.nothingToRepeat
    case .badRepeat: return strings.badRepeat
    case .badEscape: return strings.badEscape
    case .badRange: return strings.badRange
    case .tooLarge: return strings.tooLarge
    }
  }
}
