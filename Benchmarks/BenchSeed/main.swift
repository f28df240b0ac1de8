import Foundation
import NewsKit
import TestSupport

// Fills an article store with generated articles for the offline-search benchmark:
//   news-bench-seed <database path> <count>
let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: news-bench-seed <database> <count>\n".utf8))
  exit(64)
}
let url = URL(fileURLWithPath: arguments[1])
guard let store = StoreOpener.open(at: url, now: Date()).store else {
  FileHandle.standardError.write(Data("cannot open \(url.path)\n".utf8))
  exit(1)
}
let batch = 1000
for start in stride(from: 0, to: count, by: batch) {
  let page = PayloadGenerator.page(count: min(batch, count - start), seed: start + 1)
  let model = try NewscatcherDecoder.decode(
    HTTPResponse(status: 200, body: page), version: .v3, endpoint: "seed", page: 1, now: Date())
  _ = try store.remember(
    model.articles, for: StoreSubject(.search("seed \(start)"), language: "en"), at: Date())
}
print(count)
