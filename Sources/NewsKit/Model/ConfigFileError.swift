import Localization

/// A bad line in the configuration file.
public struct ConfigFileError: Error, Equatable, Sendable {
  /// The line number, from 1.
  public var line: Int
  /// What is wrong with it.
  public var problem: Problem

  /// An error for a line.
  public init(line: Int, problem: Problem) {
    self.line = line
    self.problem = problem
  }

  /// What can be wrong with a line.
  public enum Problem: Error, Equatable, Sendable {
    /// Not `key = value` with a quoted string or a number.
    case syntax
    /// A key `news` does not know: its name, or nil when it does not look like a setting name
    /// (then it may be a secret and is never echoed).
    case unknownKey(String?)
    /// A value the key does not take; values are never echoed, since any of them may be a
    /// secret written on the wrong line.
    case invalidValue(key: String)
    /// A bare word where a quoted string belongs (`lang = pl`).
    case unquoted(key: String)
    /// A value of the wrong kind: a number in quotes (`count = "10"`), a number for text
    /// (`notify = 5`), a list for one value.
    case wrongType(key: String, written: ConfigWritten)
    /// A key an earlier line set already: its line.
    case duplicate(key: String, firstLine: Int)
    /// A list item the key does not take: the item when it is a plain word (else nil, never
    /// echoed).
    case unknownItem(key: String, item: String?)
  }
}
