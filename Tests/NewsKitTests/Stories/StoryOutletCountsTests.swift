import Foundation
import Testing

@testable import NewsKit

/// What `StoryOutlets` counts of each outlet's titles: its template words and boilerplate.
@Suite("An outlet's template words and boilerplate summaries")
struct StoryOutletCountsTests {
  static let start = Date(timeIntervalSince1970: 1_750_000_000)

  /// Counts `titles` for `outlet`, the n-th at `hours[n]` hours after `start`.
  static func counted(_ titles: [[String]], hours: [Double], outlet: String = "Sport.pl")
    -> StoryOutlets
  {
    var outlets = StoryOutlets()
    for (title, hour) in zip(titles, hours) {
      outlets.count(
        title: title, outlet: outlet, published: start.addingTimeInterval(hour * 3600),
        summary: [])
    }
    return outlets
  }

  @Test("A word of three titles six hours apart is a template word, of fewer or closer not")
  func templateWords() throws {
    let titles = [["mecz", "legia", "godzina"], ["mecz", "lech", "godzina"], ["mecz", "wisla"]]
    var outlets = Self.counted(titles, hours: [0, 7, 3])
    let numberFound = outlets.number(of: TextFolding.fold("Sport.pl"))
    let number = try #require(numberFound)
    #expect(outlets.isTemplate("mecz", outlet: number))
    // Two titles only.
    #expect(!outlets.isTemplate("godzina", outlet: number))
    #expect(!outlets.isTemplate("legia", outlet: number))
    // Three titles within five hours: one event followed, not a template.
    outlets = Self.counted(titles, hours: [0, 5, 3])
    #expect(!outlets.isTemplate("mecz", outlet: number))
    // The span runs from the earliest to the latest, whatever order they came in.
    outlets = Self.counted(titles, hours: [6, 0, 3])
    #expect(outlets.isTemplate("mecz", outlet: number))
  }

  @Test("A word twice in one title counts once; undated titles count for no template")
  func eachTitleOnce() throws {
    var outlets = Self.counted(
      [["gol", "gol", "gol"], ["gol"]], hours: [0, 8])
    let numberFound = outlets.number(of: TextFolding.fold("Sport.pl"))
    let number = try #require(numberFound)
    #expect(!outlets.isTemplate("gol", outlet: number))
    outlets.count(title: ["gol"], outlet: "Sport.pl", published: nil, summary: [])
    #expect(!outlets.isTemplate("gol", outlet: number))
    outlets.count(
      title: ["gol"], outlet: "Sport.pl", published: Self.start.addingTimeInterval(3600),
      summary: [])
    #expect(outlets.isTemplate("gol", outlet: number))
  }

  @Test("A summary given two titles by one outlet is its boilerplate; by two outlets not")
  func boilerplate() throws {
    let summary = ["czytaj", "wiecej", "na", "naszej", "stronie"]
    var outlets = StoryOutlets()
    outlets.count(title: ["a", "b"], outlet: "Onet", published: nil, summary: summary)
    outlets.count(title: ["c", "d"], outlet: "WP", published: nil, summary: summary)
    let onetFound = outlets.number(of: TextFolding.fold("Onet"))
    let onet = try #require(onetFound)
    #expect(!outlets.isBoilerplate(summary: summary, outlet: onet))
    outlets.count(title: ["a", "b"], outlet: "Onet", published: nil, summary: summary)
    #expect(!outlets.isBoilerplate(summary: summary, outlet: onet))
    outlets.count(title: ["e", "f"], outlet: "Onet", published: nil, summary: summary)
    #expect(outlets.isBoilerplate(summary: summary, outlet: onet))
    // The same summary is still news from the outlet that gave it one title.
    let wpFound = outlets.number(of: TextFolding.fold("WP"))
    let wp = try #require(wpFound)
    #expect(!outlets.isBoilerplate(summary: summary, outlet: wp))
    #expect(!outlets.isBoilerplate(summary: summary, outlet: nil))
    // Too short to tell apart.
    #expect(StoryOutlets.key(["a", "b", "c"], outlet: onet) == nil)
  }
}
