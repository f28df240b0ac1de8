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
  public var joinNearest = 0.24
  /// The least similarity to the story's articles on average.
  public var joinMean = 0.20
  /// The share of shared word triples that makes a near copy.
  public var copyOverlap = 0.6
  /// How many of the newest articles with a word are looked at through it: a word most
  /// articles of the window share weighs next to nothing, and reading all of them made a burst
  /// of arrivals (a first sync of 100,000) cost the square of its size. 64 groups the shared
  /// labelled set as 256 did, and a refresh of 20,000 typical articles in two thirds the time;
  /// 32 one wrong merge fewer than 64 (B-cubed precision 0.969 → 0.971, recall 0.948 as it
  /// was), and the refresh 12 % sooner again.
  public var articlesPerWord = 32
  /// How many of a story's newest articles an article is compared with: a story of thousands
  /// (a burst of near-identical items) is judged by its latest coverage.
  public var articlesPerStory = 64
  /// What is left of the thresholds where a provider named the outlets as one story's.
  public var evidenceFactor = 0.5
  /// The fewest words an article must share with an article of a story to join it (one with
  /// Google's evidence): one word ("Story 5", "Story 8") is a subject, not an event.
  public var fewestSharedWords = 2
  /// How far apart two articles of one outlet may be and still join by their words: further
  /// apart (another day's edition of a daily column, a recurring headline), only a near copy
  /// joins.
  public var outletGap: TimeInterval = 20 * 3600
  /// The words' weights.
  public var terms: StoryTerms
  /// What each outlet repeats: its template words weigh nothing between two of its articles,
  /// and a summary it gives several titles is not read.
  public var outlets = StoryOutlets()

  struct Member {
    /// How many word triples it has (the triples themselves stand in `copies`).
    let tripleCount: Int
    let published: Date?
    /// The outlet, folded.
    let source: String?
    /// The other outlets the provider named, folded.
    let otherSources: Set<String>
    /// The numbers of its title ("11.03", "2022"), hashed (nil: none): a near copy with other
    /// numbers is another edition (a daily report), not a copy.
    let titleNumbers: UInt64?
    /// The numbers of its title and text, hashed: one outlet's item of another day with other
    /// figures is another day's report.
    let numbers: UInt64?
    /// Its title's words, by number, sorted.
    let titleWords: [Int]

    /// Whether a provider named either outlet among the other's other sources.
    func vouches(for other: Member) -> Bool {
      other.source.map(otherSources.contains) == true
        || source.map(other.otherSources.contains) == true
    }
  }

  var members: [Member] = []
  /// Each member's publication time and outlet (`Origin`), and whether a provider named
  /// other outlets for it, beside `members`: the loops over thousands of postings an article
  /// reads these without copying a member (each copy retained its arrays and sets: 38 % of a
  /// grouping's time went to retaining).
  var origins: [Origin] = []
  var memberHasOthers: [Bool] = []
  /// The time before which the members' words were let go (`forget`).
  private var forgottenBefore = -Double.infinity
  /// Each story's members, as indices of `add` calls.
  public private(set) var stories: [[Int]] = []
  var newest: [Date?] = []
  /// Each member's story.
  var storyOf: [Int] = []
  /// The members each word (by number) and each word triple stands in: an article is compared
  /// only with stories it shares a word with, so grouping stays near linear in the articles.
  var withWord: [[(member: Int, weight: Double)]] = []
  /// Each triple's first members, up to `copiesPerTriple` (all that `copyOf` reads).
  private var copies = StoryTripleIndex(perTriple: StoryGrouper.copiesPerTriple)
  /// How many triples each member shares with the article being added (scratch, zero between
  /// calls).
  private var sharedTriples: [Int32] = []
  /// Each member's similarity to the article being added, summed word by word, and the words
  /// it shares with it (scratch, zero between calls).
  var tallies: [Tally] = []
  /// The members the walk over postings reached, first reach first, in its first places
  /// (scratch, one place a member: none is reached twice in one walk). Written through a
  /// pointer: appending to a list checked it for uniqueness at every member reached.
  var reached: [Int] = []
  /// Each story's scores against the article being added (scratch, zero between calls).
  var storyScores: [StoryScore] = []

  public init(terms: StoryTerms) {
    self.terms = terms
  }

  /// Adds an article; returns the index of its story.
  @discardableResult
  public mutating func add(_ input: StoryInput) -> Int {
    add(input, title: StoryWords.terms(in: input.title), text: Self.textTerms(of: input))
  }

  /// The words of an article's text that are read: the first 40 (its lead; more dilutes what
  /// two leads share).
  static func textTerms(of input: StoryInput) -> [String] {
    input.text.isEmpty
      ? [] : StoryWordReader.terms(in: input.text, limit: 40, characters: 2_000)
  }

  /// Adds an article whose words are read already: to `story` when given (an article grouped
  /// before, whose story stays), else to the story it joins.
  /// `numbered`: the words' numbers (`terms.id(of:)`), when looked up already.
  mutating func add(
    _ input: StoryInput, title: [String], text: [String], into given: Int? = nil,
    numbered: (title: [Int], text: [Int])? = nil
  ) -> Int {
    let source = input.source.map(TextFolding.fold)
    let outlet = outlets.number(of: source) ?? -1
    // A summary the outlet gave other titles too is its boilerplate: not read.
    let boilerplate = outlets.isBoilerplate(summary: text, outlet: outlet < 0 ? nil : outlet)
    let text = boilerplate ? [] : text
    // Each word's number, once (looking a word up was a fifth of adding an article).
    let titleIDs = numbered?.title ?? title.map { terms.id(of: $0) }
    let textIDs = boilerplate ? [] : numbered?.text ?? text.map { terms.id(of: $0) }
    let vector = terms.vector(title: titleIDs, text: textIDs)
    let triples = Self.triples(titleIDs + textIDs.prefix(Self.copyTextWords))
    // Too few triples to tell a copy by: none kept (most headlines alone).
    let kept = triples.count >= Self.fewestTriples ? triples : []
    let figures = Self.figures(title: title, text: text)
    let member = Member(
      tripleCount: kept.count,
      published: input.published, source: source,
      otherSources: Set(input.otherSources.map(TextFolding.fold)),
      titleNumbers: figures.title, numbers: figures.all,
      titleWords: Self.distinct(titleIDs))
    // A title's template words, by number: a handful at most, looked for in a list (a set
    // hashed each word of the article's vector against it).
    var templates: [Int] = []
    if outlet >= 0 {
      for (word, id) in zip(title, titleIDs)
      where !templates.contains(id) && outlets.isTemplate(word, outlet: outlet) {
        templates.append(id)
      }
    }
    let story =
      given ?? copyOf(member, triples: kept, outlet: outlet, templates: templates)
      ?? nearest(to: member, vector: vector, outlet: outlet, templates: templates)
      ?? stories.count
    while story >= stories.count {
      stories.append([])
      newest.append(nil)
      storyScores.append(StoryScore())
    }
    let index = members.count
    stories[story].append(index)
    storyOf.append(story)
    let time = input.published?.timeIntervalSince1970 ?? -.infinity
    for entry in vector {
      while withWord.count <= entry.id { withWord.append([]) }
      // In time order, the newest last, where they are read first and kept: an article older
      // than the last ones with its word (an old item a feed brings late, a stored article
      // seeded after a refresh's first ones) goes before them. An undated one stays last.
      if time > -.infinity, let last = withWord[entry.id].last, origins[last.member].time > time {
        let position = origins.withUnsafeBufferPointer { origins in
          withWord[entry.id].withUnsafeBufferPointer { postings in
            var position = postings.count - 1
            while position > 0, origins[postings[position - 1].member].time > time {
              position -= 1
            }
            return position
          }
        }
        withWord[entry.id].insert((index, entry.weight), at: position)
      } else {
        withWord[entry.id].append((index, entry.weight))
      }
      // Only the newest `articlesPerWord` are ever read: the older ones go, in halves.
      if withWord[entry.id].count >= 2 * articlesPerWord {
        withWord[entry.id].removeFirst(withWord[entry.id].count - articlesPerWord)
      }
    }
    tallies.append(Tally())
    reached.append(0)
    sharedTriples.append(0)
    for triple in kept { copies.add(triple, holder: index) }
    members.append(member)
    origins.append(Origin(time: time, outlet: outlet))
    memberHasOthers.append(!member.otherSources.isEmpty)
    if let date = input.published, newest[story].map({ date > $0 }) ?? true {
      newest[story] = date
    }
    return story
  }

  /// The story whose article this one nearly copies: the first (oldest) such article's,
  /// among the oldest `copiesPerTriple` holders of each of its word triples (a feed of 100,000
  /// near-identical items made every new one read every earlier one: a list hung for minutes).
  private mutating func copyOf(
    _ member: Member, triples: [UInt64], outlet: Int, templates: [Int]
  ) -> Int? {
    guard member.tripleCount >= Self.fewestTriples else { return nil }
    var touched: [Int] = []
    // The scratch counts are taken out of self while the index is read (no copy).
    var counts: [Int32] = []
    swap(&counts, &sharedTriples)
    for triple in triples {
      copies.forEachHolder(of: triple) { index in
        if counts[index] == 0 { touched.append(index) }
        counts[index] += 1
      }
    }
    let shared = touched.sorted().map { index in
      defer { counts[index] = 0 }
      return (key: index, value: Int(counts[index]))
    }
    swap(&counts, &sharedTriples)
    let time = member.published?.timeIntervalSince1970
    for (index, count) in shared {
      let other = members[index].tripleCount
      // The overlap first: most articles reached share a triple or two, and the checks below
      // (a title's words walked for one outlet's) cost more than the count.
      guard other >= Self.fewestTriples,
        Double(count) >= copyOverlap * Double(min(member.tripleCount, other))
      else { continue }
      // Inside the window only: a wire story run again weeks later is news again.
      let origin = origins[index]
      if let time, origin.time > -.infinity, abs(time - origin.time) > window {
        continue
      }
      // Another day's edition of a report ("RAPORT 11.03.2022") has other numbers.
      if let numbers = members[index].titleNumbers, let own = member.titleNumbers,
        numbers != own
      {
        continue
      }
      if outlet >= 0, origin.outlet == outlet,
        !Self.sameOutletCopy(
          member, members[index], templates: templates,
          apart: time.map {
            abs($0 - origin.time)
          } ?? 0, gap: outletGap)
      {
        continue
      }
      return storyOf[index]
    }
    return nil
  }

  /// Makes room for about `articles` more articles (the near-copy index for their word
  /// triples, the lists by article), so that a large batch does not grow them by doubling
  /// (two copies at once).
  public mutating func reserve(articles: Int) {
    copies.reserve(articles * (Self.copyTextWords + 8))
    let count = members.count + max(0, articles)
    members.reserveCapacity(count)
    origins.reserveCapacity(count)
    memberHasOthers.reserveCapacity(count)
    storyOf.reserveCapacity(count)
    tallies.reserveCapacity(count)
    reached.reserveCapacity(count)
    sharedTriples.reserveCapacity(count)
  }

  /// Adds an article grouped before into story `story` (a number of this grouper's, made up to
  /// it if needed), so that new articles are grouped with it.
  public mutating func seed(_ input: StoryInput, into story: Int) {
    _ = add(
      input, title: StoryWords.terms(in: input.title), text: Self.textTerms(of: input), into: story)
  }

  /// Forgets the words of the articles published before `cutoff`, which no new article is
  /// compared with any more (nor told a near copy of: copies join inside the window only):
  /// memory stays with the window.
  public mutating func forget(before cutoff: Date) {
    let time = cutoff.timeIntervalSince1970
    guard time > forgottenBefore else { return }
    forgottenBefore = time
    for word in withWord.indices {
      // Postings are in time order (`add`): the dated ones before the cutoff at the front (an
      // undated one is never too old, and stops the trimming).
      let old = withWord[word].prefix {
        origins[$0.member].time < time && origins[$0.member].time > -.infinity
      }.count
      if old > 0 { withWord[word].removeFirst(old) }
    }
  }

  /// How many of its text's words an article's word triples are taken from (with all of its
  /// title's): a copy's lead is a copy, and the index holds a third fewer triples than with
  /// the 40 that similarity reads.
  static let copyTextWords = 24
  /// The fewest word triples a near copy is told by.
  static let fewestTriples = 6
  /// How many of the oldest articles with a word triple a new one is compared with as a copy.
  static let copiesPerTriple = 32

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
      for article in words { terms.count(article.title + article.text) }
    }
    let order = inputs.indices.sorted { left, right in
      let (a, b) = (inputs[left], inputs[right])
      let (dateA, dateB) = (a.published ?? .distantPast, b.published ?? .distantPast)
      return dateA != dateB ? dateA < dateB : (a.key, left) < (b.key, right)
    }
    var grouper = StoryGrouper(terms: terms)
    for (index, input) in inputs.enumerated() {
      grouper.outlets.count(
        title: words[index].title, outlet: input.source, published: input.published,
        summary: words[index].text)
    }
    var stories = [Int](repeating: 0, count: inputs.count)
    for index in order {
      stories[index] = grouper.add(
        inputs[index], title: words[index].title, text: words[index].text)
    }
    return stories
  }
}
