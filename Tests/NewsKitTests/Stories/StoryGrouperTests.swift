import Foundation
import Testing

@testable import NewsKit

/// The classes of stories: wire copies, one event in two languages, one topic with two events,
/// a story over three days, a story with fifty sources; and that grouping does not depend on
/// the order of a list.
@Suite("Stories: what is one story and what is two")
struct StoryGrouperTests {
  static let start = Date(timeIntervalSince1970: 1_780_000_000)

  static func at(hours: Double) -> Date { start.addingTimeInterval(hours * 3600) }

  /// Word weights from a small background of unrelated headlines, as a store would have.
  static var terms: StoryTerms {
    var terms = StoryTerms()
    terms.count(titles: [
      "Stocks rise as inflation cools", "Storm closes schools across the state",
      "Parliament debates the budget", "Minister resigns over expenses",
      "Rząd przyjął projekt budżetu", "Sejm debatuje nad ustawą", "Burza w Krakowie",
      "Court hears appeal in fraud case", "Team wins the cup final", "Prices of fuel fall",
      "World Health Organization holds briefing", "Vaccine maker reports results",
    ])
    return terms
  }

  static func group(_ inputs: [StoryInput]) -> [Int] {
    StoryGrouper.group(inputs, background: terms)
  }

  @Test("A wire story run again by other papers is one story inside the window, a new one after it")
  func wireCopies() {
    let text =
      "The World Health Organization's top expert on the pandemic said on Tuesday that her "
      + "remarks about people without symptoms rarely spreading the virus were misunderstood, "
      + "and that much is still unknown about how often they do."
    let stories = Self.group([
      StoryInput(
        key: "a", published: Self.at(hours: 0), title: "The Latest: WHO expert clarifies remarks",
        text: text),
      StoryInput(
        key: "b", published: Self.at(hours: 3), title: "Virus remarks were misunderstood, says WHO",
        text: text),
      StoryInput(
        key: "c", published: Self.at(hours: 120), title: "Pandemic expert walks back comment",
        text: "AP: " + text),
    ])
    #expect(stories[0] == stories[1])
    // Five days later, past the 48-hour window: news again, however alike.
    #expect(stories[2] != stories[0])
  }

  @Test("One event told in English and in Polish is one story, diacritics aside")
  func bothLanguages() {
    let stories = Self.group([
      StoryInput(
        key: "en", published: Self.at(hours: 0),
        title: "Iga Świątek wins Wimbledon final against Amanda Anisimova"),
      StoryInput(
        key: "pl", published: Self.at(hours: 2),
        title: "Iga Świątek wygrała finał Wimbledonu z Amandą Anisimovą"),
      StoryInput(
        key: "ascii", published: Self.at(hours: 4),
        title: "Swiatek beats Anisimova to win Wimbledon title"),
    ])
    #expect(Set(stories).count == 1)
  }

  @Test("One subject, two events: two stories")
  func sameTopicTwoEvents() {
    let stories = Self.group([
      StoryInput(
        key: "briefing", published: Self.at(hours: 0),
        title: "WHO expert clarifies asymptomatic spread remarks at June 8 briefing"),
      StoryInput(
        key: "trials", published: Self.at(hours: 5),
        title: "WHO chief scientist says vaccine trials could report by year end"),
      StoryInput(
        key: "florida", published: Self.at(hours: 1),
        title: "Florida judge blocks the state's 15-week abortion ban"),
      StoryInput(
        key: "order", published: Self.at(hours: 6),
        title: "Biden signs executive order protecting abortion access"),
    ])
    // (Two plastics bans, India's and California's, are still taken for one: docs/stories.md.)
    #expect(Set(stories).count == 4)
  }

  @Test("A story goes on over three days; a week later the same words start another")
  func overThreeDays() {
    let stories = Self.group([
      StoryInput(
        key: "1", published: Self.at(hours: 0),
        title: "Ohio police to release bodycam footage in shooting of Jayland Walker"),
      StoryInput(
        key: "2", published: Self.at(hours: 30),
        title: "Bodycam footage shows Jayland Walker was unarmed when police fired"),
      StoryInput(
        key: "3", published: Self.at(hours: 66),
        title: "Outrage after police video of Jayland Walker shooting is released"),
      StoryInput(
        key: "4", published: Self.at(hours: 240),
        title: "Jayland Walker shooting: police video reviewed by grand jury"),
    ])
    #expect(stories[0] == stories[1] && stories[1] == stories[2])
    #expect(stories[3] != stories[0])
  }

  @Test("Fifty outlets on one event are one story of fifty")
  func fiftySources() {
    let verbs = ["resigns", "quits", "steps down", "announces resignation", "to resign"]
    let tails = [
      "as prime minister", "after mass resignations", "as UK prime minister",
      "amid government crisis", "as Conservative leader", "after ministers quit",
      "following cabinet revolt", "in Downing Street statement", "after scandals", "today",
    ]
    let inputs = (0..<50).map { number in
      StoryInput(
        key: "outlet-\(number)", published: Self.at(hours: Double(number) / 5),
        title: "Boris Johnson \(verbs[number % 5]) \(tails[number / 5])",
        source: "outlet\(number).example")
    }
    let stories = Self.group(inputs)
    #expect(Set(stories).count == 1)
  }

  @Test("The order of a list does not change its stories")
  func orderIndependent() throws {
    let inputs = [
      StoryInput(
        key: "a", published: Self.at(hours: 0), title: "Russia withdraws from Snake Island"),
      StoryInput(key: "b", published: Self.at(hours: 1), title: "Russia abandons Snake Island"),
      StoryInput(key: "c", published: Self.at(hours: 2), title: "Turkey seizes grain ship"),
      StoryInput(key: "d", published: nil, title: "Grain ship seized by Turkey"),
    ]
    let straight = Self.group(inputs)
    let reversed = Array(Self.group(inputs.reversed()).reversed())
    // The same partition: two articles share a story in one order exactly when they do in the other.
    for i in inputs.indices {
      for j in inputs.indices {
        #expect((straight[i] == straight[j]) == (reversed[i] == reversed[j]))
      }
    }
    #expect(straight[0] == straight[1])
    #expect(straight[2] == straight[3])
    #expect(straight[0] != straight[2])
  }

  @Test("Google News naming the other outlet is evidence: a looser match is enough")
  func providerEvidence() {
    let google = StoryInput(
      key: "g", published: Self.at(hours: 0), title: "Senate approves budget",
      source: "Daily Wire Service", otherSources: ["Morning Herald"])
    let herald = StoryInput(
      key: "h", published: Self.at(hours: 1), title: "Budget vote ends",
      source: "Morning Herald")
    let stranger = StoryInput(
      key: "s", published: Self.at(hours: 1), title: "Budget vote ends",
      source: "Evening Post")
    #expect(Set(Self.group([google, herald])).count == 1)
    #expect(Set(Self.group([google, stranger])).count == 2)
  }
}
