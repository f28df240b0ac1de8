import Foundation
import TestSupport
import Testing

@testable import NewsKit

/// Stories measured against people: 394 real headlines of June and July 2022, labelled by hand
/// (Tests/Fixtures/stories/README.md says where they come from and the rule), scored with
/// B-cubed precision and recall. docs/stories.md reports the figures and the failures.
@Suite("Stories: quality on a labelled set of real articles")
struct StoryQualityTests {
  struct Labelled: Decodable {
    let title: String
    let source: String
    let link: String
    let published: String
    let story: String
  }

  /// B-cubed precision and recall of `found` against `truth` (one label per article), over
  /// the articles `counted` says.
  static func bCubed(found: [Int], truth: [String], counted: (Int) -> Bool) -> (
    precision: Double, recall: Double
  ) {
    var precision = 0.0
    var recall = 0.0
    var n = 0.0
    for index in truth.indices where counted(index) {
      let same = truth.indices.filter { truth[$0] == truth[index] }
      let grouped = truth.indices.filter { found[$0] == found[index] }
      let both = Double(Set(same).intersection(grouped).count)
      precision += both / Double(grouped.count)
      recall += both / Double(same.count)
      n += 1
    }
    return (precision / n, recall / n)
  }

  static func f1(_ score: (precision: Double, recall: Double)) -> Double {
    2 * score.precision * score.recall / (score.precision + score.recall)
  }

  /// The labelled articles, and the stories the grouper makes of them with the weights of the
  /// three weeks of headlines they were drawn from (what a store would hold).
  static func measured() throws -> (labels: [String], found: [Int]) {
    let labelled = try JSONDecoder().decode(
      [Labelled].self, from: Fixtures.data("stories/labelled-2022-07.json"))
    let background = try JSONDecoder().decode(
      [String].self, from: Fixtures.data("stories/background-2022-07.json"))
    var terms = StoryTerms()
    terms.count(titles: background)
    let dates = ISO8601DateFormatter()
    let inputs = labelled.map {
      StoryInput(
        key: $0.link, published: dates.date(from: $0.published), title: $0.title,
        source: $0.source)
    }
    return (labelled.map(\.story), StoryGrouper.group(inputs, background: terms))
  }

  @Test("The set is what docs/stories.md says: 394 articles, 63 stories of two or more")
  func theSet() throws {
    let (labels, _) = try Self.measured()
    let sizes = Dictionary(grouping: labels, by: { $0 }).mapValues(\.count)
    #expect(labels.count == 394)
    #expect(sizes.values.filter { $0 > 1 }.count == 63)
    #expect(sizes.values.filter { $0 > 1 }.reduce(0, +) == 296)
  }

  @Test("B-cubed over all articles and over those in stories of two or more, at least as measured")
  func quality() throws {
    let (labels, found) = try Self.measured()
    let sizes = Dictionary(grouping: labels, by: { $0 }).mapValues(\.count)
    let all = Self.bCubed(found: found, truth: labels, counted: { _ in true })
    let shared = Self.bCubed(found: found, truth: labels, counted: { sizes[labels[$0]]! > 1 })
    print(
      "stories: all P \(all.precision) R \(all.recall) F1 \(Self.f1(all)); "
        + "in stories of 2+: P \(shared.precision) R \(shared.recall) F1 \(Self.f1(shared))")
    // The floor is what the grouper measured when docs/stories.md was written, less 0.005:
    // a change that makes stories worse fails here. (Issue 55 lowered precision's by 0.020
    // and raised recall's: the threshold moved to 0.24 for the independent set's bars.)
    #expect(all.precision >= 0.883)
    #expect(all.recall >= 0.898)
    #expect(Self.f1(all) >= 0.890)
    #expect(shared.precision >= 0.891)
    #expect(shared.recall >= 0.866)
  }
}
