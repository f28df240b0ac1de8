/// What an element holds, counted once for the whole page: the paragraphs, images, inputs,
/// headings and list items inside it, and how much prose.
///
/// Cleaning asks this of many nested containers; counted bottom-up in one pass, each question
/// is answered at once, so a page of deeply nested wrappers stays linear.
struct ContentCounts: Sendable, Equatable {
  var paragraphs = 0
  var images = 0
  var inputs = 0
  var headings = 0
  /// List items.
  var items = 0
  /// Runs of sentences: a `p` (or a `div` of text) of 80 characters or more, mostly not links;
  /// text set straight into a container between its blocks counts a run per 80 characters.
  var prose = 0

  static func + (left: ContentCounts, right: ContentCounts) -> ContentCounts {
    ContentCounts(
      paragraphs: left.paragraphs + right.paragraphs, images: left.images + right.images,
      inputs: left.inputs + right.inputs, headings: left.headings + right.headings,
      items: left.items + right.items, prose: left.prose + right.prose)
  }

  /// For every element, what its descendants hold (the element itself left out); dropped
  /// parts count for nothing.
  static func below(in page: PageAnalysis) -> [ContentCounts] {
    let nodes = page.nodes
    var below = [ContentCounts](repeating: ContentCounts(), count: nodes.count)
    for index in nodes.indices.reversed().dropLast()
    where !page.dropped[index] && !nodes[index].isText {
      below[nodes[index].parent] = below[nodes[index].parent] + below[index] + own(index, page)
    }
    return below
  }

  /// What one element counts for itself.
  static func own(_ index: Int, _ page: PageAnalysis) -> ContentCounts {
    var counts = ContentCounts()
    switch page.nodes[index].name {
    case "p": counts.paragraphs = 1
    case "img": counts.images = 1
    case "input": counts.inputs = 1
    case "li": counts.items = 1
    case "h2", "h3", "h4", "h5", "h6": counts.headings = 1
    default: break
    }
    if page.isParagraph(index) {
      if page.textLength[index] >= 80, page.linkDensity(index) < 0.25 { counts.prose = 1 }
    } else if ReadableExtractor.paragraphLike.contains(page.nodes[index].name) {
      counts.prose = page.looseText(index).length / 80
    }
    return counts
  }
}
