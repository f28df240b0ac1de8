import Localization
import NewsKit
import Testing

@Suite("Topics")
struct TopicTests {
  @Test(
    "Ids and Polish names match, ignoring case and diacritics",
    arguments: [
      ("world", Topic.world), ("Świat", .world), ("swiat", .world), ("ŚWIAT", .world),
      ("wiadomości", .news), ("wiadomosci", .news), ("technologia", .tech), ("tech", .tech),
      ("gospodarka", .economy), ("economy", .economy), ("economics", .economy),
      ("Rozrywka", .entertainment), ("  sport ", .sport), ("Technology", .tech),
    ])
  func matches(input: String, topic: Topic) {
    #expect(Topic(matching: input) == topic)
  }

  @Test("Unknown names do not match")
  func unknown() {
    #expect(Topic(matching: "sprot") == nil)
    #expect(Topic(matching: "") == nil)
  }

  @Test(
    "Mistypes get the nearest topic",
    arguments: [
      ("sprot", Topic.sport), ("wrold", .world), ("polityk", .politics), ("tehc", .tech),
      ("finanse", .finance), ("ent", .entertainment), ("gosp", .economy), ("biznez", .business),
    ])
  func suggestions(input: String, topic: Topic) {
    #expect(Topic.suggestion(for: input) == topic)
  }

  @Test("Nonsense gets no suggestion")
  func noSuggestion() {
    #expect(Topic.suggestion(for: "qqqqqqqq") == nil)
    #expect(Topic.suggestion(for: "") == nil)
  }

  @Test("An unknown topic is a usage error carrying the suggestion")
  func controllerError() {
    #expect(throws: NewsError.usage(.unknownTopic("sprot", suggestion: .sport))) {
      try TopicController.topic(named: "sprot")
    }
    #expect(throws: NewsError.usage(.missingTopic)) { try TopicController.topic(named: nil) }
    #expect(throws: NewsError.usage(.missingTopic)) { try TopicController.topic(named: " ") }
  }

  @Test("Every topic has a name in both languages")
  func names() {
    #expect(Topic.world.name(in: .polish) == "Świat")
    #expect(Topic.world.name(in: .english) == "World")
    for topic in Topic.allCases {
      #expect(!topic.name(in: .polish).isEmpty && !topic.name(in: .english).isEmpty)
    }
  }

  @Test("Folding removes Polish diacritics, ł included")
  func folding() {
    #expect(TextFolding.fold("Zażółć GĘŚLĄ jaźń Łódź") == "zazolc gesla jazn lodz")
    #expect(TextFolding.editDistance("sprot", "sport") == 1)
    #expect(TextFolding.editDistance("", "abc") == 3)
  }
}
