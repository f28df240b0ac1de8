/// The texts of `news store` and of long work on the store: its help, the progress line of an
/// upgrade or a compaction, what a compaction gave back, and the store's space in `news doctor`.
public struct StoreStrings: Sendable {
  public let storeAbstract: String
  public let compactAbstract: String
  /// The progress line's label while the store's layout is upgraded.
  public let upgrading: String
  /// The progress line's label while the store is compacted.
  public let compacting: String
  /// The progress line: a label and how far, in percent.
  public let progress: @Sendable (_ label: String, _ percent: Int) -> String
  /// What a compaction did: the file's path, its sizes before and after, what it gave back.
  public let compacted:
    @Sendable (_ path: String, _ before: String, _ after: String, _ freed: String) -> String
  /// A compaction that gave nothing back: the path and the size.
  public let nothingFreed: @Sendable (_ path: String, _ size: String) -> String
  /// `news doctor`'s store line, after its size and articles: unused space (nil when there is
  /// next to none) and what pruning now would remove.
  public let space:
    @Sendable (_ unused: String?, _ prunable: Int, _ prunableSize: String, _ days: Int) -> String
}

extension StringTable {
  static let englishStore = StoreStrings(
    storeAbstract: "Look after the store of articles.",
    compactAbstract: "Give the store's unused space back to the file system.",
    upgrading: "Upgrading the store",
    compacting: "Compacting the store",
    progress: { "\($0): \($1) %" },
    compacted: { path, before, after, freed in
      "\(path): \(before) → \(after); \(freed) given back."
    },
    nothingFreed: { path, size in "\(path): \(size); there was no unused space to give back." },
    space: { unused, prunable, size, days in
      let daysText = days == 1 ? "1 day" : "\(NumberText.integer(days, in: .en)) days"
      let pruning =
        prunable == 0
        ? "pruning would remove nothing now (unsaved articles are kept \(daysText))"
        : "pruning would remove \(englishArticleCount(prunable)) not fetched for \(daysText),"
          + " about \(size)"
      return unused.map { "\($0) unused (news store compact gives it back); " + pruning }
        ?? pruning
    })

  static let polishStore = StoreStrings(
    storeAbstract: "Obsługa bazy artykułów.",
    compactAbstract: "Oddaje systemowi plików nieużywane miejsce w bazie artykułów.",
    upgrading: "Aktualizacja bazy artykułów",
    compacting: "Porządkowanie bazy artykułów",
    progress: { "\($0): \($1) %" },
    compacted: { path, before, after, freed in
      "\(path): \(before) → \(after); zwolniono \(freed)."
    },
    nothingFreed: { path, size in "\(path): \(size); nie było nieużywanego miejsca do zwolnienia."
    },
    space: { unused, prunable, size, days in
      let daysText =
        "\(NumberText.integer(days, in: .pl)) "
        + PluralForms(one: "dzień", few: "dni", many: "dni").form(for: days, in: .pl)
      let pruning =
        prunable == 0
        ? "czyszczenie niczego teraz nie usunie (niezapisane artykuły są trzymane \(daysText))"
        : "czyszczenie usunęłoby \(NumberText.integer(prunable, in: .pl)) "
          + "\(polishArticles.form(for: prunable, in: .pl)) niepobieranych od \(daysText),"
          + " około \(size)"
      return unused.map { "\($0) nieużywane (news store compact je zwolni); " + pruning }
        ?? pruning
    })
}
