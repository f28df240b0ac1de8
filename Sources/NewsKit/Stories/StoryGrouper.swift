import Foundation

/// An article as stories are made of it: its words, when it was published, and the other
/// outlets a provider named for it (Google News's other sources).
public struct StoryInput: Sendable, Equatable {
  public var key: String
  public var published: Date?
  public var title: String
  /// Summary and full text, where stored: only their first words are read.
  public var text: String
  /// The outlet, as lists name it.
  public var source: String?
  /// Other outlets the provider says tell the same story.
  public var otherSources: [String]

  public init(
    key: String, published: Date?, title: String, text: String = "", source: String? = nil,
    otherSources: [String] = []
  ) {
    self.key = key
    self.published = published
    self.title = title
    self.text = text
    self.source = source
    self.otherSources = otherSources
  }
}

/// Groups articles into stories as they come, the same way every time.
///
/// Each article joins the story it is nearest to, when both its nearest article there and the
/// story on average are near enough (cosine of weighted words: `joinNearest`, `joinMean`) and
/// the story's newest article is at most `window` older; else it starts a story. A near copy
/// (most of the same word triples in title and text, a wire story re-run) always joins its
/// original, however old. An article whose outlet the provider named among another's other
/// sources (Google News) needs only `evidenceFactor` of the similarity. `group` takes articles
/// oldest first (then by key), so the stories of a set of articles do not depend on the order
/// they were listed in.
public struct StoryGrouper: Sendable {
  /// How far apart two articles of one story may be, through the story's newest.
  public var window: TimeInterval = 48 * 3600
  /// The least similarity to the story's nearest article.
  public var joinNearest = 0.30
  /// The least similarity to the story's articles on average.
  public var joinMean = 0.20
  /// The share of shared word triples that makes a near copy.
  public var copyOverlap = 0.6
  /// What is left of the thresholds where a provider named the outlets as one story's.
  public var evidenceFactor = 0.5
  /// The words' weights.
  public var terms: StoryTerms

  struct Member {
    /// The article's words by number, with their weights, sorted by number.
    let vector: [(id: Int, weight: Double)]
    /// Its word triples, by their words' numbers.
    let triples: Set<UInt64>
    let published: Date?
    /// The outlet, folded.
    let source: String?
    /// The other outlets the provider named, folded.
    let otherSources: Set<String>

    /// Whether a provider named either outlet among the other's other sources.
    func vouches(for other: Member) -> Bool {
      other.source.map(otherSources.contains) == true
        || source.map(other.otherSources.contains) == true
    }
  }

  private var members: [Member] = []
  /// Each story's members, as indices of `add` calls.
  public private(set) var stories: [[Int]] = []
  private var newest: [Date?] = []
  /// Each member's story.
  private var storyOf: [Int] = []
  /// The members each word (by number) and each word triple stands in: an article is compared
  /// only with stories it shares a word with, so grouping stays near linear in the articles.
  private var withWord: [[Int]] = []
  private var withTriple: [UInt64: [Int]] = [:]
  /// For each story, the last article that looked at it (so each is looked at once).
  private var lookedAtBy: [Int] = []

  public init(terms: StoryTerms) {
    self.terms = terms
  }

  /// Adds an article; returns the index of its story.
  @discardableResult
  public mutating func add(_ input: StoryInput) -> Int {
    add(input, title: StoryWords.terms(in: input.title), text: Self.textTerms(of: input))
  }

  /// The words of an article's text that are read: the first 80.
  static func textTerms(of input: StoryInput) -> [String] {
    input.text.isEmpty
      ? [] : Array(StoryWords.terms(in: String(input.text.prefix(2_000))).prefix(80))
  }

  /// Adds an article whose words are read already.
  mutating func add(_ input: StoryInput, title: [String], text: [String]) -> Int {
    let vector = terms.vector(title: title, text: text)
    let member = Member(
      vector: vector, triples: Self.triples((title + text).map { terms.id(of: $0) }),
      published: input.published, source: input.source.map(TextFolding.fold),
      otherSources: Set(input.otherSources.map(TextFolding.fold)))
    let story = copyOf(member) ?? nearest(to: member) ?? stories.count
    if story == stories.count {
      stories.append([])
      newest.append(nil)
      lookedAtBy.append(-1)
    }
    let index = members.count
    stories[story].append(index)
    storyOf.append(story)
    for entry in vector {
      while withWord.count <= entry.id { withWord.append([]) }
      withWord[entry.id].append(index)
    }
    for triple in member.triples { withTriple[triple, default: []].append(index) }
    members.append(member)
    if let date = input.published, newest[story].map({ date > $0 }) ?? true {
      newest[story] = date
    }
    return story
  }

  /// The story whose article this one nearly copies: the first (oldest) such article's.
  private func copyOf(_ member: Member) -> Int? {
    guard member.triples.count >= 6 else { return nil }
    var shared: [Int: Int] = [:]
    for triple in member.triples {
      for index in withTriple[triple] ?? [] { shared[index, default: 0] += 1 }
    }
    for (index, count) in shared.sorted(by: { $0.key < $1.key }) {
      let other = members[index].triples.count
      if other >= 6, Double(count) >= copyOverlap * Double(min(member.triples.count, other)) {
        return storyOf[index]
      }
    }
    return nil
  }

  /// The story this article joins by similarity, if one is near enough: among the stories of
  /// the articles of the last `window` that share a word with it (the lists of articles by word
  /// are in the order added, oldest first when grouping a set, so each is read from its end).
  private mutating func nearest(to member: Member) -> Int? {
    var best: (story: Int, score: Double)?
    var candidates: [Int] = []
    let asker = members.count
    let oldest = member.published?.addingTimeInterval(-window)
    for entry in member.vector where entry.id < withWord.count {
      for index in withWord[entry.id].reversed() {
        if let oldest, let date = members[index].published, date < oldest { break }
        let story = storyOf[index]
        if lookedAtBy[story] != asker {
          lookedAtBy[story] = asker
          candidates.append(story)
        }
      }
    }
    for story in candidates.sorted() {
      if let date = member.published, let latest = newest[story],
        date.timeIntervalSince(latest) > window
      {
        continue
      }
      var top = 0.0
      var sum = 0.0
      var vouched = false
      for index in stories[story] {
        let similarity = Self.cosine(member.vector, members[index].vector)
        top = max(top, similarity)
        sum += similarity
        vouched = vouched || member.vouches(for: members[index])
      }
      let mean = sum / Double(stories[story].count)
      let factor = vouched ? evidenceFactor : 1
      guard top >= joinNearest * factor, mean >= joinMean * factor else { continue }
      if top + mean > (best?.score ?? 0) { best = (story, top + mean) }
    }
    return best?.story
  }

  /// The cosine of two unit vectors sorted by word number.
  static func cosine(_ a: [(id: Int, weight: Double)], _ b: [(id: Int, weight: Double)])
    -> Double
  {
    var (i, j, sum) = (0, 0, 0.0)
    while i < a.count, j < b.count {
      if a[i].id == b[j].id {
        sum += a[i].weight * b[j].weight
        i += 1
        j += 1
      } else if a[i].id < b[j].id {
        i += 1
      } else {
        j += 1
      }
    }
    return sum
  }

  /// The word triples of a text's words (by number), for telling near copies.
  static func triples(_ ids: [Int]) -> Set<UInt64> {
    guard ids.count >= 3 else { return [] }
    return Set(
      (0...(ids.count - 3)).map { start in
        ids[start..<(start + 3)].reduce(UInt64(0)) { $0 &* 1_000_003 &+ UInt64($1) }
      })
  }

  /// Each article's story, as the index of the story among `stories` of a grouper that took
  /// them oldest first (undated ones first, then by key), in the order given. With
  /// `countingInputs`, the articles' own words are counted into `background`'s weights first
  /// (a page without a store); without, `background` counts them already (a store's weights).
  /// Each article is read once.
  public static func group(
    _ inputs: [StoryInput], background: StoryTerms, countingInputs: Bool = false
  ) -> [Int] {
    var terms = background
    let words = inputs.map { (title: StoryWords.terms(in: $0.title), text: textTerms(of: $0)) }
    if countingInputs {
      for article in words { terms.count(article.title) }
    }
    let order = inputs.indices.sorted { left, right in
      let (a, b) = (inputs[left], inputs[right])
      let (dateA, dateB) = (a.published ?? .distantPast, b.published ?? .distantPast)
      return dateA != dateB ? dateA < dateB : (a.key, left) < (b.key, right)
    }
    var grouper = StoryGrouper(terms: terms)
    var stories = [Int](repeating: 0, count: inputs.count)
    for index in order {
      stories[index] = grouper.add(
        inputs[index], title: words[index].title, text: words[index].text)
    }
    return stories
  }
}
