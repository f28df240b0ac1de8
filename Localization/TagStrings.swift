/// The texts of tags and names on subscriptions: `news feed tag`, `feed untag`, `read --tag`,
/// `feed rename`.
public struct TagStrings: Sendable {
  public let tagAbstract: String
  public let untagAbstract: String
  /// The help of a command's tag arguments, and their value name.
  public let tagArgument: String
  public let tagValue: String
  /// The help of `read --tag`.
  public let tagOption: String
  /// A feed's tags after a change: its name and tags.
  public let tagged: @Sendable (_ feed: String, _ tags: [String]) -> String
  /// A feed left with no tag: its name.
  public let noTags: @Sendable (String) -> String
  /// The heading of `read --tag`: the tags.
  public let tagHeading: @Sendable ([String]) -> String
  /// The heading of `read --tag … --query …`: the tags and the query.
  public let taggedQueryHeading: @Sendable ([String], String) -> String
  /// A hidden feed (newsboat's `!`) in `feed list`.
  public let hiddenFeed: String
  /// `feed untag` of tags the feed did not have: its name, those tags.
  public let hadNoTag: @Sendable (_ feed: String, _ tags: [String]) -> String
  /// `feed rename`: its help, the help of the name, and what was done (the feed's number and
  /// its new name).
  public let renameAbstract: String
  public let nameArgument: String
  public let renamed: @Sendable (_ id: Int64, _ name: String) -> String
}

extension StringTable {
  static let englishTags = TagStrings(
    tagAbstract: "Add tags to a subscription (its folder is its first tag).",
    untagAbstract: "Remove tags from a subscription.",
    tagArgument: "A tag: any words, without commas.",
    tagValue: "tag",
    tagOption: "Only the feeds with this tag (repeat for any of several).",
    tagged: { feed, tags in "“\(feed)”: tags " + tags.joined(separator: ", ") },
    noTags: { "“\($0)” has no tags now." },
    tagHeading: { "Tagged \($0.joined(separator: ", ")): the newest articles" },
    taggedQueryHeading: { tags, query in
      "Tagged \(tags.joined(separator: ", ")), matching \(query): the newest articles"
    },
    hiddenFeed: "hidden from lists of every feed",
    hadNoTag: { feed, tags in
      "“\(feed)” had no tag " + tags.map { "“\($0)”" }.joined(separator: ", ") + "."
    },
    renameAbstract: "Give a subscription your own name: lists and stories show it.",
    nameArgument: "The name to show.",
    renamed: { id, name in "Feed \(id) is now named “\(name)”." })

  static let polishTags = TagStrings(
    tagAbstract: "Dodaj tagi do subskrypcji (jej folder to pierwszy tag).",
    untagAbstract: "Usuń tagi z subskrypcji.",
    tagArgument: "Tag: dowolne słowa, bez przecinków.",
    tagValue: "tag",
    tagOption: "Tylko kanały z tym tagiem (powtórz dla kilku: którykolwiek).",
    tagged: { feed, tags in "„\(feed)”: tagi " + tags.joined(separator: ", ") },
    noTags: { "„\($0)” nie ma już tagów." },
    tagHeading: { tags in
      (tags.count == 1 ? "Tag " : "Tagi ") + tags.joined(separator: ", ")
        + ": najnowsze artykuły"
    },
    taggedQueryHeading: { tags, query in
      (tags.count == 1 ? "Tag " : "Tagi ") + tags.joined(separator: ", ")
        + ", pasujące do \(query): najnowsze artykuły"
    },
    hiddenFeed: "ukryty na listach wszystkich kanałów",
    hadNoTag: { feed, tags in
      "Subskrypcja „\(feed)” nie miała "
        + (tags.count == 1 ? "tagu " : "tagów ") + tags.map { "„\($0)”" }.joined(separator: ", ")
        + "."
    },
    renameAbstract: "Nadaj subskrypcji własną nazwę: pokażą ją listy i historie.",
    nameArgument: "Nazwa do wyświetlania.",
    renamed: { id, name in "Kanał \(id) nazywa się teraz „\(name)”." })
}
