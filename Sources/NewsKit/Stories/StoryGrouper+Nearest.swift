import Foundation

/// How `StoryGrouper` finds the story an article joins by its words: the similarity to each
/// article of the window that shares a word with it, summed from the lists of articles by word,
/// then each story's nearest article, mean and shared words.
extension StoryGrouper {
  /// A story's scores against the article being added: its nearest article's similarity, the
  /// sum of its articles', the most words one of them shares, and whether a provider named the
  /// two outlets as one story's.
  struct StoryScore {
    var top = 0.0
    var sum = 0.0
    var shared = 0
    var vouched = false
  }

  /// A member's publication time in seconds (-∞ when undated) and its outlet by number
  /// (`StoryOutlets`, -1 for none): side by side, as the walk over postings reads both of a
  /// member it reaches (one cache line, not two).
  struct Origin {
    let time: Double
    let outlet: Int
  }

  /// A member's similarity to the article being added and how many of its words it shares,
  /// side by side for the same reason.
  struct Tally {
    var similarity = 0.0
    var shared = 0
  }

  /// The story this article joins by similarity, if one is near enough: among the stories of
  /// the articles within `window` of it (either side) that share a word with it. The similarity to each such
  /// article is summed word by word from the lists of articles by word (each read from its end,
  /// the newest first, at most `articlesPerWord` of it), as a search engine scores documents.
  mutating func nearest(
    to member: Member, vector: [(id: Int, weight: Double)], outlet: Int, templates: [Int]
  ) -> Int? {
    let oldest = member.published?.addingTimeInterval(-window)
    // An undated article reads every posting, as before: nothing is older than it.
    let oldestTime = oldest?.timeIntervalSince1970 ?? -.infinity
    let time = member.published?.timeIntervalSince1970
    let touched = score(
      vector, time: time, oldestTime: oldestTime, outlet: outlet, templates: templates)
    let candidates = scoreStories(reachedCount: touched, for: member)
    // The best story; of equal scores, the oldest (the one made first), whatever order the
    // candidates came in (sorting them was 16 % of a grouping).
    var best: (story: Int, score: Double)?
    for story in candidates {
      let scores = storyScores[story]
      // Where a provider named the outlets as one story's, one word in common is enough.
      guard scores.shared >= (scores.vouched ? 1 : fewestSharedWords) else { continue }
      if let date = member.published, let latest = newest[story],
        date.timeIntervalSince(latest) > window
      {
        continue
      }
      let factor = scores.vouched ? evidenceFactor : 1
      // The nearest article first: most candidates end there, before their articles of the
      // window are counted for the mean.
      guard scores.top >= joinNearest * factor else { continue }
      let mean = min(1, scores.sum / Double(recentCount(of: story, since: oldest)))
      guard mean >= joinMean * factor else { continue }
      let score = scores.top + mean
      if let best, score < best.score || (score == best.score && story > best.story) { continue }
      if score > 0 { best = (story, score) }
    }
    // The scores zeroed for the next article in one pass over a pointer: zeroing each in the
    // loop above checked the list's uniqueness at every candidate (most articles reached
    // stand alone: hundreds of candidates an article).
    storyScores.withUnsafeMutableBufferPointer { scores in
      for story in candidates { scores[story] = StoryScore() }
    }
    return best?.story
  }

  /// Gathers the tally of each article `score` reached (the first `reachedCount` of `reached`)
  /// into its story's scores (`storyScores`), zeroing the article's; the stories touched, in
  /// the order first reached.
  /// On unchecked buffers, as `score`: with an array access checked for bounds and uniqueness
  /// at every step, this loop took more than the loop over postings.
  mutating func scoreStories(reachedCount: Int, for member: Member) -> [Int] {
    var candidates: [Int] = []
    candidates.reserveCapacity(reachedCount)
    var scores: [StoryScore] = []
    var tallies: [Tally] = []
    swap(&scores, &storyScores)
    swap(&tallies, &self.tallies)
    defer {
      swap(&scores, &storyScores)
      swap(&tallies, &self.tallies)
    }
    let canVouch = !member.otherSources.isEmpty
    scores.withUnsafeMutableBufferPointer { scores in
      tallies.withUnsafeMutableBufferPointer { tallies in
        storyOf.withUnsafeBufferPointer { storyOf in
          memberHasOthers.withUnsafeBufferPointer { hasOthers in
            for index in reached[..<reachedCount] {
              let story = storyOf[index]
              let tally = tallies[index]
              // Every touched article shares a word: a story with none is not reached yet.
              if scores[story].shared == 0 { candidates.append(story) }
              scores[story].top = max(scores[story].top, tally.similarity)
              scores[story].shared = max(scores[story].shared, tally.shared)
              scores[story].sum += tally.similarity
              // Vouching needs other outlets named on one side (Google News's articles alone).
              if !scores[story].vouched, canVouch || hasOthers[index] {
                scores[story].vouched = member.vouches(for: members[index])
              }
              tallies[index] = Tally()
            }
          }
        }
      }
    }
    return candidates
  }

  /// Sums the similarity to each article of the window that shares a word with the vector,
  /// and the words shared, into `tallies`; how many articles it reached, each written in
  /// `reached` in the order first reached. The loop of `nearest` over the postings, on
  /// unchecked buffers (without bounds and uniqueness checks): 20,000 typical articles grouped
  /// in 4.18 s, not 4.31 s.
  mutating func score(
    _ vector: [(id: Int, weight: Double)], time: Double?, oldestTime: Double, outlet: Int,
    templates: [Int]
  ) -> Int {
    var touched = 0
    var tallies: [Tally] = []
    var reached: [Int] = []
    swap(&tallies, &self.tallies)
    swap(&reached, &self.reached)
    defer {
      swap(&tallies, &self.tallies)
      swap(&reached, &self.reached)
    }
    let (perWord, gap) = (articlesPerWord, outletGap)
    let newestTime = time.map { $0 + window } ?? .infinity
    tallies.withUnsafeMutableBufferPointer { tallies in
      reached.withUnsafeMutableBufferPointer { reached in
        origins.withUnsafeBufferPointer { origins in
          for entry in vector where entry.id < withWord.count {
            let template = templates.contains(entry.id)
            withWord[entry.id].withUnsafeBufferPointer { postings in
              var position = postings.count - 1
              let last = max(0, postings.count - perWord)
              while position >= last {
                let posting = postings[position]
                position -= 1
                let other = origins[posting.member]
                // An undated member is never out of the window; a dated one before it or more
                // than the window after it (an old item a feed brings late) is passed over. Not
                // the end of the list: an old item added after newer ones stands after them,
                // and ending there hid their stories from the rest.
                if other.time > -.infinity, other.time < oldestTime || other.time > newestTime {
                  continue
                }
                // Two articles of one outlet: its template words say nothing, and another
                // day's article joins only as a near copy.
                if outlet >= 0, other.outlet == outlet {
                  if template { continue }
                  if let time, other.time > -.infinity, abs(time - other.time) >= gap { continue }
                }
                // Every posting counts a word: a member with none is reached for the first time.
                if tallies[posting.member].shared == 0 {
                  reached[touched] = posting.member
                  touched += 1
                }
                tallies[posting.member].similarity += entry.weight * posting.weight
                tallies[posting.member].shared += 1
              }
            }
          }
        }
      }
    }
    return touched
  }

  /// How many of a story's articles the mean is taken over: those within the window of the
  /// article (either side, as `score` reads them; the last added first, at most
  /// `articlesPerStory`), at least one. An article outside it is passed over, not the end: an
  /// old item added after newer ones made the mean that of one article. At most
  /// `4 × articlesPerStory` of the story are looked at.
  func recentCount(of story: Int, since oldest: Date?) -> Int {
    let oldestTime = oldest?.timeIntervalSince1970 ?? -.infinity
    let newestTime = oldest.map { $0.timeIntervalSince1970 + 2 * window } ?? .infinity
    let articles = stories[story]
    var count = 0
    var position = articles.count - 1
    let last = max(0, articles.count - 4 * articlesPerStory)
    while position >= last, count < articlesPerStory {
      let time = origins[articles[position]].time
      position -= 1
      if time > -.infinity, time < oldestTime || time > newestTime { continue }
      count += 1
    }
    return max(1, count)
  }
}
