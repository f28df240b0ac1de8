import Foundation
import NewsKit
import TestSupport

// Fills an article store with generated articles for the offline-search benchmark, or with
// feed articles of ten subscriptions for the `news read` benchmark:
//   news-bench-seed <database path> <count> [feed [feeds [year]]]
// `year` dates the articles over the year before now, evenly (1,000,000 of them: 2,740 a day,
// a heavy reader's year); without it they are of 1-28 July 2025 (36,000 a day at 1,000,000).
let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(
    Data("usage: news-bench-seed <database> <count> [feed [feeds [year]]]\n".utf8))
  exit(64)
}
let feedMode = arguments.count > 3 && arguments[3] == "feed"
let feedCount = arguments.count > 4 ? max(1, Int(arguments[4]) ?? 10) : 10
let overYear = arguments.count > 5 && arguments[5] == "year"
let started = Date()
let url = URL(fileURLWithPath: arguments[1])
guard let store = StoreOpener.open(at: url, schema: NewsSchema.all, now: Date()).store else {
  FileHandle.standardError.write(Data("cannot open \(url.path)\n".utf8))
  exit(1)
}
let batch = 1000
for start in stride(from: 0, to: count, by: batch) {
  let page = PayloadGenerator.page(count: min(batch, count - start), seed: start + 1)
  var model = try NewscatcherDecoder.decode(
    HTTPResponse(status: 200, body: page), version: .v3, endpoint: "seed", page: 1, now: Date())
  if overYear {
    for index in model.articles.indices {
      let age = Double(count - start - index) / Double(count) * 365 * 86_400
      model.articles[index].published = started.addingTimeInterval(-age)
    }
  }
  if feedMode {
    let candidates = (1...feedCount).compactMap { number in
      FeedAddress("http://127.0.0.1:9/feed\(number).xml").map {
        FeedCandidate(address: $0, title: "Feed \(number)", site: nil)
      }
    }
    let feeds = try FeedStore(store).subscribe(candidates, at: Date()).map(\.feed.id)
    for (index, feed) in feeds.enumerated() {
      let mine = model.articles.enumerated().filter { $0.offset % feeds.count == index }
        .map { (article: $0.element, id: Optional("seed-\(start + $0.offset)")) }
      _ = try FeedStore(store).addFeedArticles(mine, feed: feed, at: Date())
    }
  } else {
    _ = try store.remember(
      model.articles, for: StoreSubject(.search("seed \(start)"), language: "en"), at: Date())
  }
}
// Every key settled, as after an upgrade: the bench's stores start alike.
try store.settleKeys(atLeast: 1)
print(count)
