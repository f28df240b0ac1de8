/// Which feed articles a list takes by their marks: all, the unread (not opened), or the new
/// (no list has shown them yet).
///
/// An article is **unread** until it is opened (`show`, `open`, the reader's details,
/// `mark-read`), as newsboat, the query language and every sync server mean it; it is **new**
/// until a list shows it. `read --unread` and `read --new` take each.
public enum ReadFilter: Sendable, Equatable {
  /// Every article.
  case all
  /// Articles not opened: `read_at` is not set.
  case unread
  /// Articles no list has shown: `seen_at` is not set.
  case new

  /// The condition on the `article` table, nil for `all`.
  var condition: String? {
    switch self {
    case .all: nil
    case .unread: "read_at IS NULL"
    case .new: "seen_at IS NULL"
    }
  }

  /// The filter of `read`'s flags: `--new` when given (it is the narrower), else `--unread`.
  public static func flags(unread: Bool, new: Bool) -> ReadFilter {
    new ? .new : unread ? .unread : .all
  }

  /// Whether `article` passes, by the marks it carries.
  public func admits(_ article: Article) -> Bool {
    switch self {
    case .all: true
    case .unread: !article.read
    case .new: !article.seen
    }
  }
}
