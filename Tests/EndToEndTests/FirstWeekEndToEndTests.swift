import Foundation
import TestSupport
import Testing

/// What a newsboat user met in a first week (issue 58), on the built binary: messages that
/// say what happened, in both languages.
@Suite("news, end to end, a newsboat user's first week: messages")
struct FirstWeekEndToEndTests {
  @Test("A bad --count names the command typed as the example, in both languages")
  func exampleIsTheCommandTyped() async throws {
    let home = ScratchHome()
    let read = try await home.run(["read", "--count", "0", "--offline"], language: "pl")
    #expect(read.exitCode == 64)
    #expect(read.stderr.contains("Na przykład: news read --count 10"), "\(read.stderr)")
    let refresh = try await home.run(["feed", "refresh", "--timeout", "x"])
    #expect(refresh.exitCode == 64)
    #expect(
      refresh.stderr.contains("For example: news feed refresh --timeout 30"), "\(refresh.stderr)")
    let search = try await home.run(["search", "SpaceX", "--page", "0"])
    #expect(search.stderr.contains("For example: news search SpaceX --page 2"), "\(search.stderr)")
  }

  @Test("watch add without a phrase asks for one; an empty tag is said as such")
  func emptyPhraseAndTag() async throws {
    let home = ScratchHome()
    let watch = try await home.run(["watch", "add", "  "], language: "pl")
    #expect(watch.exitCode == 64)
    #expect(watch.stderr.contains("Podaj frazę do obserwowania (albo --query)."), "\(watch.stderr)")
    let tag = try await home.run(["read", "--tag", "", "--offline"], language: "pl")
    #expect(tag.exitCode == 64)
    #expect(tag.stderr.contains("Tag nie może być pusty."), "\(tag.stderr)")
    #expect(!tag.stderr.contains("„”"), "\(tag.stderr)")
  }

  @Test("A query that matches nothing says so, not that there are no feed articles yet")
  func queryMatchesNothing() async throws {
    let home = ScratchHome()
    for (language, expected) in [
      ("pl", "Żaden artykuł nie pasuje do zapytania."), ("en", "No article matches the query."),
    ] {
      let result = try await home.run(
        ["read", "--offline", "--query", #"title =~ "trzęsienie""#], language: language)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains(expected), "\(result.stdout)")
      #expect(!result.stdout.contains("yet") && !result.stdout.contains("jeszcze"))
    }
  }
}
