import Foundation

/// Saves, lists and removes named queries (`news query`), and finds the ones `news read @NAME`
/// names.
public struct QueriesController: Sendable {
  let session: StoreSession
  let now: Date

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// The controller for a run; throws when there is no store (`--no-store`, unusable).
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> QueriesController
  {
    QueriesController(
      session: try NewsSchema.required(settings: settings, environment: environment),
      now: environment.now())
  }

  /// Saves a query under a name (a leading `@` is not part of it), replacing one of that name;
  /// a malformed query is said (64) and nothing is saved. Returns the query and whether one
  /// was replaced.
  public func add(_ typedName: String, _ expression: String) throws -> (
    query: SavedQuery, replaced: Bool
  ) {
    let name = try SavedQuery.name(typedName)
    _ = try QueryParser.query(expression)
    let query = SavedQuery(name: name, expression: expression)
    let replaced = try session.checked { try SavedQueryStore($0).save(query, at: now) }
    return (query, replaced)
  }

  /// Every saved query, by name.
  public func list() throws -> [SavedQuery] {
    try session.checked { try SavedQueryStore($0).all() }
  }

  /// Removes saved queries by name (with or without `@`); an unknown one removes nothing (64).
  public func remove(_ names: [String]) throws -> [SavedQuery] {
    let cleaned = try names.map(SavedQuery.name)
    return try session.checked { try SavedQueryStore($0).remove(cleaned) }
  }

  /// The saved query `@NAME` names; an unknown one is 64.
  public func named(_ reference: String) throws -> SavedQuery {
    let name = try SavedQuery.name(reference)
    guard let found = try session.checked({ try SavedQueryStore($0).query(named: name) }) else {
      throw NewsError.usage(.unknownQuery(name))
    }
    return found
  }

  /// Whether a `read` argument names a saved query (`@NAME`) rather than a feed.
  public static func isReference(_ argument: String) -> Bool { argument.hasPrefix("@") }
}
