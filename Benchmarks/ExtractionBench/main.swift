import Foundation
import NewsKit
import TestSupport

/// `news-extraction-bench [PAGES_DIR] [ROUNDS]`: how well and how fast the extractor reads the
/// recorded pages. Prints each page's word-level precision, recall and F1 against its expected
/// text, the median and the 5th percentile of F1, then the time per page padded to a typical
/// 100 KB (scripts, styles and navigation added around the article, as real pages carry).
let arguments = CommandLine.arguments
let directory = URL(
  fileURLWithPath: arguments.count > 1 ? arguments[1] : "Tests/NewsKitTests/Pages")
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200

let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
  .filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
var scores: [Double] = []
print("page                          precision  recall     F1")
for name in names {
  let page = try Data(contentsOf: directory.appendingPathComponent(name + ".html"))
  let expected = try String(
    contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
  let text = ReadableExtractor.extract(page, contentType: "text/html")?.stored ?? ""
  let score = WordOverlap.score(extracted: text, expected: expected)
  scores.append(score.f1)
  print(
    name.padding(toLength: 30, withPad: " ", startingAt: 0)
      + String(format: "%9.3f %7.3f %7.3f", score.precision, score.recall, score.f1))
}
let sorted = scores.sorted()
let median = sorted[sorted.count / 2]
let low = sorted[Int((Double(sorted.count - 1) * 0.05).rounded(.down))]
print(
  String(format: "F1 median %.3f, 5th percentile %.3f, over %d pages", median, low, sorted.count))

// Timing: each page padded to ~100 KB with what real pages carry outside the article.
var padded: [Data] = []
for name in names {
  var html = try String(
    contentsOf: directory.appendingPathComponent(name + ".html"), encoding: .isoLatin1)
  let script =
    "<script>" + String(repeating: "window.x=function(a,b){return a<b&&b>a};", count: 1500)
    + "</script>"
  let style =
    "<style>" + String(repeating: ".c-1{margin:0 auto;padding:4px}", count: 500) + "</style>"
  let links = (0..<300).map {
    "<li class=\"menu-item\"><a href=\"/section/\($0)\">Section \($0)</a></li>"
  }.joined()
  html = html.replacingOccurrences(of: "<body", with: script + style + "</head><body data-x")
  html = html.replacingOccurrences(
    of: "</body>", with: "<ul class=\"mega-menu\">\(links)</ul></body>")
  padded.append(Data(html.utf8))
}
let sizes = padded.map(\.count)
let clock = ContinuousClock()
var extractedCount = 0
let elapsed = clock.measure {
  for _ in 0..<rounds {
    for page in padded where ReadableExtractor.extract(page, contentType: "text/html") != nil {
      extractedCount += 1
    }
  }
}
let perPage =
  Double(elapsed.components.attoseconds) / 1e15 / Double(rounds * padded.count)
  + Double(elapsed.components.seconds) * 1000 / Double(rounds * padded.count)
print(
  String(
    format: "extraction: %.2f ms per page (pages of %d–%d KB, %d rounds)", perPage,
    sizes.min()! / 1024, sizes.max()! / 1024, rounds))
