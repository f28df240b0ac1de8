import Foundation
import NewsKit

// `news-story-bench [COUNT…]`: the time to group COUNT real headlines into stories (default 1,000
// and 3,171: the three weeks of `Tests/Fixtures/stories/background-2022-07.json`), one every
// ten minutes, word weights counted from the same headlines (`group` counting them into an
// empty background, as a page of `--no-store` is grouped).
// Prints the median and the slowest of 21 rounds for each count.
//
// `news-story-bench --store FILE`: groups every article of a store (made by `news-bench-seed`)
// that has no story yet, 2,000 to a transaction, and prints the time it took, and the time of a
// second call that finds nothing new.

// `news-story-bench --labelled FILE [titles]`: groups a labelled set
// (Tests/Fixtures/stories/pl-en-2026/articles.json) as one refresh of its outlets' feeds would,
// and prints each article's id and story number, for scripts/story-quality to score.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--labelled" {
  struct Labelled: Decodable {
    let id: String
    let title: String
    let summary: String?
    let source: String
    let published: String
  }
  struct File: Decodable { let articles: [Labelled] }
  let file = try JSONDecoder().decode(
    File.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[2])))
  let titlesOnly = CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "titles"
  let dates = ISO8601DateFormatter()
  let inputs = file.articles.map {
    StoryInput(
      key: $0.id, published: dates.date(from: $0.published), title: $0.title,
      text: titlesOnly ? "" : $0.summary ?? "", source: $0.source)
  }
  let found = StoryGrouper.group(inputs, background: StoryTerms(), countingInputs: true)
  for (article, story) in zip(file.articles, found) { print(article.id, story) }
  exit(0)
}

let path = "Tests/Fixtures/stories/background-2022-07.json"
guard let data = FileManager.default.contents(atPath: path),
  let titles = try? JSONDecoder().decode([String].self, from: data)
else {
  FileHandle.standardError.write(Data("run from the repository: \(path) is needed\n".utf8))
  exit(1)
}

// `news-story-bench --seed FILE COUNT`: makes a store of COUNT articles from the real headlines,
// one every minute (the headlines again after 3,171 minutes), for `--store`.

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--seed",
  let count = Int(CommandLine.arguments[3]),
  let store = StoreOpener.open(
    at: URL(fileURLWithPath: CommandLine.arguments[2]), schema: NewsSchema.all, now: Date()
  ).store
{
  let start = Date(timeIntervalSince1970: 1_656_000_000)
  for first in stride(from: 0, to: count, by: 1_000) {
    let articles = (first..<min(count, first + 1_000)).map { index in
      Article(
        title: titles[index % titles.count], summary: nil,
        published: start.addingTimeInterval(Double(index) * 60), publishedHasTime: true,
        source: "outlet\(index % 97).example", link: "https://example.org/\(index)",
        author: nil, language: "en", topic: nil)
    }
    _ = try store.remember(
      articles, for: StoreSubject(.search("seed \(first)"), language: "en"),
      at: start.addingTimeInterval(Double(first) * 60))
  }
  exit(0)
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--store" {
  let url = URL(fileURLWithPath: CommandLine.arguments[2])
  guard let store = StoreOpener.open(at: url, schema: NewsSchema.all, now: Date()).store else {
    FileHandle.standardError.write(Data("cannot open \(url.path)\n".utf8))
    exit(1)
  }
  let began = DispatchTime.now().uptimeNanoseconds
  let grouped = try StoryStore(store).groupNew(batch: 2_000)
  let took = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6
  let again = DispatchTime.now().uptimeNanoseconds
  _ = try StoryStore(store).groupNew()
  let nothing = Double(DispatchTime.now().uptimeNanoseconds - again) / 1e6
  print(
    String(
      format: "%d articles grouped, 2,000 a transaction: %.0f ms; with nothing new: %.1f ms",
      grouped, took, nothing))
  exit(0)
}

// `news-story-bench --list FILE COUNT`: what stories add to a list over a store made by
// `--seed` and grouped by `--store`: 11 times, a page of COUNT new articles is kept as a
// search keeps it, then shown as stories (`StoryListing.fold`: the new articles grouped, the
// page's stories read, the page folded, the last list written). Prints the median of each.

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--list",
  let count = Int(CommandLine.arguments[3])
{
  let url = URL(fileURLWithPath: CommandLine.arguments[2])
  let session = StoreSession(url: url, schema: NewsSchema.all, now: Date())
  guard let store = session.store else {
    FileHandle.standardError.write(Data("cannot open \(url.path)\n".utf8))
    exit(1)
  }
  let newest = try store.lastList().first?.article.published ?? Date()
  var keeping: [Double] = []
  var folding: [Double] = []
  var lines = 0
  for round in 0..<11 {
    let fetched = newest.addingTimeInterval(Double(round + 1) * 3600)
    let articles = (0..<count).map { index in
      Article(
        title: titles[(round * count + index * 7) % titles.count], summary: nil,
        published: fetched.addingTimeInterval(-Double(index) * 60), publishedHasTime: true,
        source: "paper\(index % 31).example", link: "https://list.example/\(round)/\(index)",
        author: nil, language: "en", topic: nil)
    }
    var began = DispatchTime.now().uptimeNanoseconds
    let kept = try store.remember(
      articles, for: StoreSubject(.search("list \(round)"), language: "en"), at: fetched,
      pruneBefore: nil, hiding: false, listing: true)
    keeping.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
    began = DispatchTime.now().uptimeNanoseconds
    lines =
      StoryListing(session: session, folding: true, now: fetched).fold(
        zip(kept.ids, kept.positions).map { StoryFolding.Item(id: $0, article: articles[$1]) }
      ).count
    folding.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
  }
  keeping.sort()
  folding.sort()
  print(
    String(
      format: "a page of %d articles (%d lines): kept in %.1f ms, stories added %.1f ms (medians)",
      count, lines, keeping[5], folding[5]))
  exit(0)
}

let counts = CommandLine.arguments.dropFirst().compactMap(Int.init)
let start = Date(timeIntervalSince1970: 1_656_000_000)
for count in counts.isEmpty ? [1_000, titles.count] : counts {
  let inputs = (0..<count).map { index in
    StoryInput(
      key: "article-\(index)", published: start.addingTimeInterval(Double(index) * 600),
      title: titles[index % titles.count])
  }
  var times: [Double] = []
  var stories = 0
  for _ in 0..<21 {
    let began = DispatchTime.now().uptimeNanoseconds
    stories = Set(StoryGrouper.group(inputs, background: StoryTerms(), countingInputs: true)).count
    times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
  }
  times.sort()
  print(
    String(
      format: "%6d articles → %5d stories: median %.1f ms, slowest %.1f ms", count, stories,
      times[10], times[20]))
}
