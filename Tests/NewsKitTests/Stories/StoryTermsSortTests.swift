import Foundation
import PropertyBased
import Testing

@testable import NewsKit

/// An article's word entries sorted by insertion (`StoryTerms.sortSmall`) as the library sorts.
@Suite("Word entries sorted by insertion as by the library")
struct StoryTermsSortTests {
  /// Lists of up to 200 entries (past the insertion sort's 128), with repeats.
  static let entries = Gen<Int>.int(in: 0...300).array(of: 0...200)

  @Test("Random lists come out as sorted() gives them")
  func sameAsLibrary() async {
    await propertyCheck(count: 2000, input: Self.entries) { list in
      var sorted = list
      StoryTerms.sortSmall(&sorted)
      #expect(sorted == list.sorted(), "\(list)")
    }
  }

  @Test("An article's vector is in word order, each word once, title weight first")
  func vectorOrder() throws {
    var terms = StoryTerms()
    terms.count(["sejm", "ustawa", "glosowanie", "senat"])
    terms.count(["sejm", "senat"])
    let title = ["senat", "sejm", "ustawa"].map { terms.id(of: $0) }
    let text = ["ustawa", "glosowanie", "sejm"].map { terms.id(of: $0) }
    let vector = terms.vector(title: title, text: text)
    #expect(vector.map(\.id) == Set(title + text).sorted())
    let ustawa = terms.id(of: "ustawa")
    let glosowanie = terms.id(of: "glosowanie")
    // "ustawa" is in the title and the text: its title weight, not half of it.
    let weights = Dictionary(uniqueKeysWithValues: vector.map { ($0.id, $0.weight) })
    let titleWeight = try #require(weights[ustawa])
    let textWeight = try #require(weights[glosowanie])
    #expect(abs(titleWeight / textWeight - 2) < 1e-9)
  }
}
