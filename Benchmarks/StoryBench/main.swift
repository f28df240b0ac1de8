import Foundation
import NewsKit

// `news-story-bench [COUNT…]`: the time to group COUNT real headlines into stories (default 1,000
// and 3,171: the three weeks of `Tests/Fixtures/stories/background-2022-07.json`), one every
// ten minutes, word weights counted from the same headlines (`group` counting them into an
// empty background, as a page of `--no-store` is grouped).
// Prints the median and the slowest of 21 rounds for each count.

let path = "Tests/Fixtures/stories/background-2022-07.json"
guard let data = FileManager.default.contents(atPath: path),
  let titles = try? JSONDecoder().decode([String].self, from: data)
else {
  FileHandle.standardError.write(Data("run from the repository: \(path) is needed\n".utf8))
  exit(1)
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
