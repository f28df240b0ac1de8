import Foundation
import Testing

@testable import NewsKit

/// The classes of wrong folds issue 55 found in real lists: a near copy joining its original
/// however old, one outlet's daily column made one story, one outlet's template joining
/// different events, a summary that is an outlet's boilerplate.
@Suite("Stories: outlets, templates and the window")
struct StoryOutletTests {
  static let start = Date(timeIntervalSince1970: 1_780_000_000)

  static func at(hours: Double) -> Date { start.addingTimeInterval(hours * 3600) }

  /// Grouped as one refresh groups them: their own words weigh them.
  static func group(_ inputs: [StoryInput]) -> [Int] {
    StoryGrouper.group(inputs, background: StoryTerms(), countingInputs: true)
  }

  /// Unrelated headlines of other outlets, so that weights are as in a real batch.
  static let others = [
    "Parliament debates the budget for next year", "Storm closes schools across the state",
    "Court hears appeal in fraud case", "Team wins the cup final after extra time",
    "Prices of fuel fall for a third week", "Vaccine maker reports trial results",
  ].enumerated().map { index, title in
    StoryInput(
      key: "other-\(index)", published: at(hours: Double(index)), title: title,
      source: "Other \(index)")
  }

  @Test("Three identical articles of 2023, 2024 and 2026 in one feed are three stories")
  func oldNearCopies() {
    let text =
      "The city council approved the new tram line on Tuesday after a year of debate, with "
      + "construction due to start in the spring and the first trams running within two years."
    let dates = [0.0, 12_000, 33_000]
    let stories = Self.group(
      dates.enumerated().map { index, hours in
        StoryInput(
          key: "copy-\(index)", published: Self.at(hours: hours),
          title: "Council approves the new tram line", text: text, source: "City Paper")
      } + Self.others)
    #expect(Set(stories.prefix(3)).count == 3)
  }

  /// A daily report's lead, with the day's figures.
  static func report(cases: Int, deaths: Int) -> String {
    "Ministerstwo Zdrowia podało nowe dane o zakażeniach koronawirusem: \(cases) nowych "
      + "przypadków i \(deaths) zgonów."
  }

  @Test("One outlet's recurring headline on consecutive days is a story a day")
  func dailyColumn() {
    let wordle: [StoryInput] = (0..<3).map { day in
      let game = 1_200 + day
      return StoryInput(
        key: "wordle-\(day)", published: Self.at(hours: Double(day) * 24),
        title: "Today's Wordle answer and hints for game \(game)",
        text: "Stuck on today's puzzle? Here are some hints to help you solve Wordle number "
          + "\(game), and the answer if you need it.",
        source: "Puzzle Site")
    }
    let covid: [StoryInput] = (0..<3).map { day in
      StoryInput(
        key: "covid-\(day)", published: Self.at(hours: Double(day) * 24 + 9),
        title: "Koronawirus w Polsce. Nowe przypadki zakażenia i śmierci",
        text: Self.report(cases: 12_000 + day * 731, deaths: 90 + day * 7), source: "TVN24")
    }
    let stories = Self.group(wordle + covid + Self.others)
    #expect(Set(stories.prefix(3)).count == 3)
    #expect(Set(stories[3..<6]).count == 3)
  }

  @Test("Two articles of one outlet on one day still join, each naming the event")
  func oneOutletOneDay() {
    let stories = Self.group(
      [
        StoryInput(
          key: "preview", published: Self.at(hours: 0),
          title: "Fręch - Sherif: Kiedy i o której mecz Polki w Indian Wells?", source: "Radio ZET"),
        StoryInput(
          key: "result", published: Self.at(hours: 5),
          title: "Cenne zwycięstwo Magdaleny Fręch nad Sherif w Indian Wells", source: "Radio ZET"),
      ] + Self.others)
    #expect(stories[0] == stories[1])
  }

  @Test("One outlet's template with other names in its slots is another event each time")
  func templateHeadlines() {
    let matches = [
      ("Fręch", "Sherif"), ("Linette", "Sharma"), ("Świątek", "Kalinina"), ("Hurkacz", "Ruud"),
    ]
    let previews = matches.enumerated().map { index, match in
      StoryInput(
        key: "when-\(index)", published: Self.at(hours: Double(index) * 5),
        title: "\(match.0) - \(match.1): Kiedy i o której mecz Indian Wells? [GODZINA, DATA]",
        source: "Radio ZET")
    }
    let broadcasts = matches.enumerated().map { index, match in
      StoryInput(
        key: "tv-\(index)", published: Self.at(hours: Double(index) * 5 + 0.5),
        title: "\(match.0) - \(match.1): Transmisja TV i online. Gdzie obejrzeć mecz Indian Wells?",
        source: "Radio ZET")
    }
    let releases = ["Lithium Battery", "Organic Fertilizer", "Smart Glass", "Cold Chain"]
      .enumerated().map { index, product in
        StoryInput(
          key: "market-\(index)", published: Self.at(hours: Double(index) * 4),
          title: "\(product) Market Size, Share, Outlook and Forecast 2026-2032",
          source: "Market Wire")
      }
    let stories = Self.group(previews + broadcasts + releases + Self.others)
    // Each match's two articles are one story; the matches are four.
    for index in matches.indices { #expect(stories[index] == stories[4 + index]) }
    #expect(Set(stories.prefix(4)).count == 4)
    #expect(Set(stories[8..<12]).count == 4)
  }

  @Test("A summary an outlet gives different titles is boilerplate; a wire text is not")
  func boilerplateSummary() {
    let menu =
      "World Europe Asia Americas Africa Middle East Business Markets Technology Sport Culture "
      + "Opinion Podcasts Newsletters Subscribe Sign in"
    let wire =
      "The central bank raised its main interest rate by half a point on Thursday, its largest "
      + "increase in two decades, and signalled more to come as inflation stays high."
    let stories = Self.group(
      [
        StoryInput(
          key: "missiles", published: Self.at(hours: 0),
          title: "War, North Korea missile tests loom over the summit", text: menu,
          source: "Daily Site"),
        StoryInput(
          key: "donation", published: Self.at(hours: 2),
          title: "Veterans Day donation drive opens at the library", text: menu,
          source: "Daily Site"),
        StoryInput(
          key: "rate-a", published: Self.at(hours: 1), title: "Central bank lifts rates",
          text: wire, source: "Paper A"),
        StoryInput(
          key: "rate-b", published: Self.at(hours: 2),
          title: "Biggest rate rise in twenty years", text: wire, source: "Paper B"),
      ] + Self.others)
    #expect(stories[0] != stories[1])
    #expect(stories[2] == stories[3])
  }

  @Test("A near copy with other numbers in its title is another edition")
  func otherNumbers() {
    let text =
      "Ministerstwo Zdrowia podało najnowsze dane dotyczące zachorowań i zgonów z powodu "
      + "koronawirusa w Polsce, a także liczbę wykonanych szczepień i zalecenia na kolejne dni."
    let stories = Self.group(
      [
        StoryInput(
          key: "10", published: Self.at(hours: 0),
          title: "Koronawirus w Polsce: liczba zachorowań. RAPORT 10.03.2022", text: text,
          source: "Radio ZET"),
        StoryInput(
          key: "11", published: Self.at(hours: 24),
          title: "Koronawirus w Polsce: liczba zachorowań. RAPORT 11.03.2022", text: text,
          source: "Radio ZET"),
      ] + Self.others)
    #expect(stories[0] != stories[1])
  }
}
