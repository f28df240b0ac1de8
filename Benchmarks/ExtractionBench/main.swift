import Foundation
import NewsKit
import TestSupport

// `news-extraction-bench [--markdown] [--rounds N] [--show NAME] [--thirds] [--hide-third K]
// [FOLDER …]`: how well and
// how fast the extractor reads the recorded pages (default: our pages, the shapes and the
// real ones in `Tests/NewsKitTests/Pages`). Prints each page's word-level precision, recall
// and F1 against its expected text, the median, the 5th percentile and the share of pages at
// 0.8 or more, then the time per page, for a 2 MB page and for text nested 10,000 and 20,000
// deep. `--markdown` prints the per-page tables as docs/extraction.md carries them;
// `--show NAME` prints what the extractor keeps of one page. `--thirds` splits the pages of all
// folders into three fixed thirds (by a hash of each page's name) and scores each third on its
// own, for tuning on two thirds and reporting the third held out; `--hide-third K` leaves out the
// per-page lines of third K (0, 1 or 2) so that tuning never looks at it.

/// The value after an option, taken out of the arguments.
func option(_ name: String, in arguments: inout [String]) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
    return nil
  }
  defer { arguments.removeSubrange(index...(index + 1)) }
  return arguments[index + 1]
}
var arguments = Array(CommandLine.arguments.dropFirst())
let markdown = arguments.contains("--markdown")
arguments.removeAll { $0 == "--markdown" }
let rounds = option("--rounds", in: &arguments).flatMap(Int.init) ?? 20
let shown = option("--show", in: &arguments)
let thirds = arguments.contains("--thirds")
arguments.removeAll { $0 == "--thirds" }
let hidden = option("--hide-third", in: &arguments).flatMap(Int.init)
let folders =
  (arguments.isEmpty
  ? [
    "Tests/NewsKitTests/Pages", "Tests/NewsKitTests/Pages/Shapes", "Tests/NewsKitTests/Pages/Real",
    "Tests/NewsKitTests/Pages/Readability",
  ]
  : arguments).map {
    URL(fileURLWithPath: $0)
  }

if let shown {
  for folder in folders where (try? RecordedPages.names(in: folder).contains(shown)) == true {
    let page = try RecordedPages.page(shown, in: folder)
    print(ReadableExtractor.extract(page.html, contentType: "text/html")?.stored ?? "(none)")
  }
  exit(0)
}

func percentile(_ scores: [Double], _ share: Double) -> Double {
  let sorted = scores.sorted()
  return sorted[Int((Double(sorted.count - 1) * share).rounded(.down))]
}

/// The third a page belongs to: FNV-1a of its name, modulo 3, so a page keeps its third.
func third(of name: String) -> Int {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return Int(hash % 3)
}

var pages: [RecordedPages.Page] = []
var all: [Double] = []
var byThird: [[Double]] = [[], [], []]
for folder in folders {
  if markdown {
    print("\n### \(folder.lastPathComponent)\n")
    print("| page | words | precision | recall | F1 |\n|---|---:|---:|---:|---:|")
  }
  var scores: [Double] = []
  for page in try RecordedPages.all(in: folder) {
    pages.append(page)
    let text = ReadableExtractor.extract(page.html, contentType: "text/html")?.body.stored ?? ""
    let score = WordOverlap.score(
      extracted: text, expected: page.expected, words: ReadableText.words)
    scores.append(score.f1)
    byThird[third(of: page.name)].append(score.f1)
    let words = ReadableText.words(in: page.expected).count
    if hidden == third(of: page.name) { continue }
    print(
      markdown
        ? String(
          format: "| %@ | %d | %.3f | %.3f | %.3f |", page.name, words, score.precision,
          score.recall, score.f1)
        : page.name.padding(toLength: 40, withPad: " ", startingAt: 0)
          + String(format: "%9.3f %7.3f %7.3f", score.precision, score.recall, score.f1))
  }
  all += scores
  let atLeast = Double(scores.filter { $0 >= 0.8 }.count) / Double(scores.count)
  print(
    (markdown ? "\n" : "")
      + String(
        format: "%@: %d pages, F1 median %.3f, 5th percentile %.3f, %.1f %% at 0.8 or more",
        folder.lastPathComponent, scores.count, percentile(scores, 0.5),
        percentile(scores, 0.05), atLeast * 100))
}
print(
  String(
    format: "all: %d pages, F1 median %.3f, 5th percentile %.3f", all.count,
    percentile(all, 0.5), percentile(all, 0.05)))

if thirds {
  for (index, scores) in byThird.enumerated() where !scores.isEmpty {
    let atLeast = Double(scores.filter { $0 >= 0.8 }.count) / Double(scores.count)
    print(
      String(
        format: "third %d: %d pages, F1 median %.3f, 5th percentile %.3f, %.1f %% at 0.8 or more",
        index, scores.count, percentile(scores, 0.5), percentile(scores, 0.05), atLeast * 100))
  }
}

let clock = ContinuousClock()
func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
/// The median time of extracting each of the pages, over the rounds.
func time(_ inputs: [Data]) -> Double {
  let samples = (0..<rounds).map { _ in
    milliseconds(
      clock.measure { for page in inputs { _ = ReadableExtractor.extract(page) } })
  }
  return samples.sorted()[samples.count / 2] / Double(inputs.count)
}
let sizes = pages.map(\.html.count).sorted()
print(
  String(
    format: "per page: %.2f ms (%d pages, median %d KB, largest %d KB)", time(pages.map(\.html)),
    pages.count, sizes[sizes.count / 2] / 1024, sizes.last! / 1024))
// A 2 MB page: a long real page's body repeated; and text nested 10,000 and 20,000 deep (1 and
// 2 MB), to show the time grows with size and depth, not faster.
let longest = pages.max { $0.html.count < $1.html.count }!
var big = Data()
while big.count < 2_000_000 { big.append(longest.html) }
/// `depth` nested `div`s each holding a paragraph, then paragraphs to `size` bytes.
func nested(depth: Int, size: Int) -> Data {
  let paragraph = "<p>Every level holds a sentence of the article, with commas, and words.</p>"
  var html = String(repeating: "<div>" + paragraph, count: depth)
  while html.utf8.count < size { html += paragraph }
  return Data(html.utf8)
}
let half = time([nested(depth: 10_000, size: 1_000_000)])
let whole = time([nested(depth: 20_000, size: 2_000_000)])
print(
  String(
    format:
      "2 MB page: %.1f ms; nested 10,000 deep in 1 MB: %.1f ms, 20,000 deep in 2 MB: %.1f ms (%.2f×)",
    time([big]), half, whole, whole / half))
