/// The texts of stories (one story, many sources): a list line's other outlets, a story's
/// coverage in the details, `news story N` and `--no-stories`.
public struct StoryStrings: Sendable {
  public let storyAbstract: String
  public let storyDiscussion: String
  /// The help of `--no-stories`.
  public let noStoriesOption: String
  /// A list line's other outlets: how many, and the first few names (an ellipsis when more).
  public let moreSources: @Sendable (_ count: Int, _ names: [String]) -> String
  /// A list line's other articles from its own outlet: how many, and the outlet.
  public let moreFromOutlet: @Sendable (_ count: Int, _ outlet: String) -> String
  /// The heading of a story's coverage in the details: how many articles it has.
  public let coverageHeading: @Sendable (Int) -> String
  /// The heading of `news story N`: the title of the story's best article.
  public let storyHeading: @Sendable (String) -> String
  /// The other outlets a line names before it says "…".
  public static let namesShown = 3

  /// The first `namesShown` names, then an ellipsis when there are more.
  static func names(_ names: [String]) -> String {
    // Joined by hand: the generic `joined(separator:)` on a slice looked its types up by name
    // the first time (300,000 instructions of drawing a list).
    var text = ""
    for (index, name) in names.prefix(namesShown).enumerated() {
      text += index == 0 ? name : ", " + name
    }
    return text + (names.count > namesShown ? ", …" : "")
  }

  /// "+N <sources>: a, b, c, …" in a language, the word in its plural form for N.
  static func line(_ count: Int, _ names: [String], _ sources: PluralForms, _ language: Language)
    -> String
  {
    let head =
      "+\(NumberText.integer(count, in: language)) \(sources.form(for: count, in: language))"
    return names.isEmpty ? head : head + ": " + Self.names(names)
  }
}

extension StringTable {
  static let englishSources = PluralForms(one: "source", other: "sources")
  static let polishSources = PluralForms(one: "źródło", few: "źródła", many: "źródeł")

  static let englishStories = StoryStrings(
    storyAbstract: "List every article of a story of the last list.",
    storyDiscussion: """
      A list shows each story once, by its best article, with "+N sources". `news story N` lists \
      every article of line N's story, from every source, numbered like any list, so `news open 2` \
      opens the second. An article alone lists just itself.
      """,
    noStoriesOption: "List every article on its own, not one line per story.",
    moreSources: { StoryStrings.line($0, $1, englishSources, .en) },
    moreFromOutlet: { count, outlet in "+\(NumberText.integer(count, in: .en)) from \(outlet)" },
    coverageHeading: { count in
      "\(NumberText.integer(count, in: .en)) \(englishArticles.form(for: count, in: .en)) on this story"
    },
    storyHeading: { "Story: “\($0)”" })

  static let polishStories = StoryStrings(
    storyAbstract: "Pokaż wszystkie artykuły o wydarzeniu z ostatniej listy.",
    storyDiscussion: """
      Lista pokazuje każde wydarzenie raz, jego najlepszym artykułem, z dopiskiem „+N źródeł”. \
      `news story N` pokazuje wszystkie artykuły o wydarzeniu z pozycji N, ze wszystkich źródeł, \
      ponumerowane jak każda lista, więc `news open 2` otwiera drugi. Artykuł bez innych pokazuje \
      tylko siebie.
      """,
    noStoriesOption: "Pokaż każdy artykuł osobno, a nie jeden wiersz na wydarzenie.",
    moreSources: { StoryStrings.line($0, $1, polishSources, .pl) },
    moreFromOutlet: { count, outlet in
      "+\(NumberText.integer(count, in: .pl)) \(polishArticles.form(for: count, in: .pl)) z \(outlet)"
    },
    coverageHeading: { count in
      "\(NumberText.integer(count, in: .pl)) \(polishArticles.form(for: count, in: .pl)) o tym wydarzeniu"
    },
    storyHeading: { "Wydarzenie: „\($0)”" })
}
