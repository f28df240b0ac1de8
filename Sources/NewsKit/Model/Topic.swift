import Foundation
import Localization

/// A topic of headlines, with its names in both languages and in each API generation.
public enum Topic: String, CaseIterable, Sendable {
  case news, sport, tech, world, finance, politics, business, economy, entertainment

  /// The Polish name a person may type instead of the id.
  public var polishName: String {
    switch self {
    case .news: return "wiadomości"
    case .sport: return "sport"
    case .tech: return "technologia"
    case .world: return "świat"
    case .finance: return "finanse"
    case .politics: return "polityka"
    case .business: return "biznes"
    case .economy: return "gospodarka"
    case .entertainment: return "rozrywka"
    }
  }

  /// The `topic=` value of API v1 and v2.
  public var legacyTopic: String {
    self == .economy ? "economics" : rawValue
  }

  /// The `theme=` value of API v3, which has no world theme and uses General instead.
  public var v3Theme: String {
    switch self {
    case .news, .world: return "General"
    case .sport: return "Sports"
    case .tech: return "Tech"
    case .finance: return "Finance"
    case .politics: return "Politics"
    case .business: return "Business"
    case .economy: return "Economics"
    case .entertainment: return "Entertainment"
    }
  }

  /// The name shown to a person in a language.
  public func name(in strings: StringTable) -> String {
    let names = strings.topicNames
    switch self {
    case .news: return names.news
    case .sport: return names.sport
    case .tech: return names.tech
    case .world: return names.world
    case .finance: return names.finance
    case .politics: return names.politics
    case .business: return names.business
    case .economy: return names.economy
    case .entertainment: return names.entertainment
    }
  }

  /// How the topic is typed on the command line in a language: the id in English, the Polish
  /// name in Polish (both are accepted either way).
  public func typed(in strings: StringTable) -> String {
    strings.topicAsTyped(rawValue, polishName)
  }

  /// Every spelling that selects this topic, folded: id, Polish and English names, API name.
  var aliases: [String] {
    [rawValue, polishName, name(in: .english), legacyTopic].map(TextFolding.fold)
  }

  /// The topic a person meant by `input`, ignoring case and diacritics.
  public init?(matching input: String) {
    guard let topic = Self.byAlias[TextFolding.fold(input.trimmingWhitespace())]
    else { return nil }
    self = topic
  }

  /// Each folded spelling and its topic, the first topic in order where two share one: built
  /// once, as every article of a page names its topic.
  static let byAlias: [String: Topic] = allCases.reversed().reduce(into: [:]) { table, topic in
    for alias in topic.aliases { table[alias] = topic }
  }

  /// The topic whose name is nearest to a mistyped `input`, if any is near enough.
  public static func suggestion(for input: String) -> Topic? {
    let key = TextFolding.fold(input.trimmingWhitespace())
    guard !key.isEmpty else { return nil }
    if key.count >= 3,
      let byPrefix = allCases.first(where: { $0.aliases.contains { $0.hasPrefix(key) } })
    {
      return byPrefix
    }
    let limit = key.count <= 4 ? 1 : 2
    var best: (topic: Topic, distance: Int)?
    for topic in allCases {
      for alias in topic.aliases {
        let distance = TextFolding.editDistance(key, alias)
        if distance <= limit && distance < (best?.distance ?? .max) {
          best = (topic, distance)
        }
      }
    }
    return best?.topic
  }

  /// Maps a topic or theme name the API put on an article to a topic id where one matches.
  static func id(forAPIName name: String) -> String {
    switch name.lowercased() {
    case "general": return Topic.news.rawValue
    case "sports": return Topic.sport.rawValue
    case "economics": return Topic.economy.rawValue
    default: return Topic(matching: name)?.rawValue ?? name.lowercased()
    }
  }
}

extension Topic {
  /// The topic a person typed, by id or Polish name; throws `NewsError.usage(.unknownTopic)`
  /// with the nearest topic when none matches, `.missingTopic` when nothing was typed.
  public static func named(_ input: String?) throws -> Topic {
    guard let input, !input.trimmingWhitespace().isEmpty else {
      throw NewsError.usage(.missingTopic)
    }
    guard let topic = Topic(matching: input) else {
      throw NewsError.usage(.unknownTopic(input, suggestion: Topic.suggestion(for: input)))
    }
    return topic
  }
}
