import Foundation
import GRDB

/// How the reader had marked an article a list is about to show: for the list's lines.
public struct ListedMark: Sendable, Equatable {
  /// The row id.
  public var id: Int64
  /// Whether an earlier list showed it.
  public var seen: Bool
  /// When it was saved, if it is.
  public var savedAt: Date?
}

/// A fetched page as the store kept it: every article's row id, and of those the filters let
/// through, their positions in the page and their marks as they were before this list.
public struct KeptList: Sendable, Equatable {
  /// Every article's row id, in the page's order (an article given twice is there twice).
  public var kept: [Int64]
  /// The position in the page of each article the filters let through.
  public var positions: [Int]
  /// The articles shown, in order, with their marks from before this list.
  public var marks: [ListedMark]
  /// How many articles the filters hid.
  public var hidden: Int

  /// The row ids of the articles shown, in order.
  public var ids: [Int64] { marks.map(\.id) }
}

extension ArticleStore {
  /// Stores a fetched page for its subject; with `hiding`, what the filters hide is left out.
  /// With `listing`, the page becomes the last list and is marked seen; without, it is only
  /// kept (a page fetched whole, whose lines are not known yet: `relist` lists it then).
  /// Old articles are pruned before `cutoff` in the same transaction.
  public func remember(
    _ articles: [Article], for subject: StoreSubject, at now: Date, pruneBefore cutoff: Date?,
    hiding: Bool, listing: Bool
  ) throws -> KeptList {
    try database.write { db in
      let kept = try Self.keep(articles, for: subject, at: now, in: db)
      let list = try listed(kept, at: now, hiding: hiding, listing: listing, in: db)
      // Pruning is housekeeping: if it fails, the list is still kept.
      if let cutoff {
        _ = try? Self.pruneDaily(before: cutoff, at: now, keeping: schema.keptArticles, in: db)
      }
      return list
    }
  }

  /// Makes kept articles (`KeptList.kept`, or the part of it a page ends at) the last list,
  /// leaving out what the filters hide with `hiding`, and marks them seen: nothing is kept
  /// again.
  public func relist(_ kept: [Int64], at now: Date, hiding: Bool) throws -> KeptList {
    try database.write { db in try listed(kept, at: now, hiding: hiding, listing: true, in: db) }
  }

  /// `kept` with what the filters hide left out and the marks of the rest, listed with
  /// `listing`. Only the marks are read: a list of 100 articles read each whole row (its
  /// summary unpacked) for two columns.
  func listed(_ kept: [Int64], at now: Date, hiding: Bool, listing: Bool, in db: Database) throws
    -> KeptList
  {
    let hidden = hiding ? try hidden(among: kept, at: now, in: db) : []
    let positions = kept.indices.filter { !hidden.contains(kept[$0]) }
    let marks = try Self.marks(positions.map { kept[$0] }, in: db)
    if listing { try Self.makeLastList(marks.map(\.id), at: now, marking: true, in: db) }
    return KeptList(kept: kept, positions: positions, marks: marks, hidden: hidden.count)
  }

  /// The marks of the articles with these ids, in that order; ids no longer stored are left
  /// out. Read leniently: a damaged date only means "not saved".
  static func marks(_ ids: [Int64], in db: Database) throws -> [ListedMark] {
    var marks: [ListedMark] = []
    marks.reserveCapacity(ids.count)
    try LenientQuery.forEachRow(
      db.cachedStatement(sql: ListStatements.articleMarks),
      arguments: [ListStatements.json(ids)]
    ) { columns in
      guard let id = columns.integer("id") else { return }
      marks.append(
        ListedMark(
          id: id, seen: columns.number("seen_at") != nil, savedAt: columns.date("saved_at")))
    }
    return marks
  }
}
