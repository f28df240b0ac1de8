import Foundation

/// An article's picture made small for a list printed on a terminal (`images = "list"`): the
/// bytes that draw it and the cells it takes beside the article's text.
public struct ListThumbnail: Sendable, Equatable {
  /// Half blocks: one string of cells a row. Otherwise: one sequence drawn from the cursor,
  /// which is put back where it was after.
  public enum Drawn: Sendable, Equatable {
    case cells([String])
    case sequence(String)
  }

  public var drawn: Drawn
  public var columns: Int
  public var rows: Int

  /// The most cells a thumbnail takes.
  public static let maximumColumns = 16
  public static let maximumRows = 5
  /// Lists narrower than this have no thumbnails: the text keeps its room.
  public static let minimumListWidth = 60
  /// Pictures fetched at once.
  static let concurrentFetches = 4
  /// The longest a list waits for its pictures, and for any one of them, in seconds.
  public static let longestWait = 3.0

  public init(drawn: Drawn, columns: Int, rows: Int) {
    self.drawn = drawn
    self.columns = columns
    self.rows = rows
  }

  /// A thumbnail of `picture` as `drawing` draws it; nil when nothing can be drawn (half
  /// blocks without colour). Half blocks and kitty's placeholders are cells.
  public static func make(_ picture: DecodedPicture, data: Data, drawing: PictureDrawing)
    -> ListThumbnail?
  {
    let layout = PictureLayout.fit(
      width: picture.width, height: picture.height, columns: maximumColumns,
      rows: maximumRows, cell: drawing.cell)
    if drawing.drawsCells {
      let rows = drawing.protocolSequence(picture, data: data, layout: layout)
        .split(separator: "\n").map(String.init)
      guard !rows.isEmpty else { return nil }
      return ListThumbnail(drawn: .cells(rows), columns: layout.columns, rows: rows.count)
    }
    let sequence = drawing.sequenceKeepingCursor(picture, data: data, layout: layout)
    return ListThumbnail(drawn: .sequence(sequence), columns: layout.columns, rows: layout.rows)
  }

  /// The thumbnails of the articles that have a picture, by their place in `articles`, made
  /// from what `fetch` gives for each address, a few at a time; a picture that cannot be
  /// fetched or decoded leaves its article without one, and so does one not there when `wait`
  /// ends, if there is one (the list is what was asked for: a slow picture host does not hold
  /// it up).
  public static func make(
    _ articles: [Article], drawing: PictureDrawing,
    wait: (@Sendable () async -> Void)? = nil,
    fetch: @escaping @Sendable (String) async throws -> Data
  ) async -> [Int: ListThumbnail] {
    let wanted = articles.enumerated().compactMap { index, article in
      article.image.map { (index, $0) }
    }
    var made: [Int: ListThumbnail] = [:]
    // nil: the wait is over.
    await withTaskGroup(of: (Int, ListThumbnail?)?.self) { group in
      var next = wanted.makeIterator()
      var running = 0
      func start() {
        guard let (index, address) = next.next() else { return }
        running += 1
        group.addTask {
          guard let data = try? await fetch(address),
            let picture = try? DecodedPicture.decode(data)
          else { return (index, nil) }
          return (index, make(picture, data: data, drawing: drawing.numbered(index)))
        }
      }
      for _ in 0..<concurrentFetches { start() }
      guard running > 0 else { return }
      if let wait {
        group.addTask {
          await wait()
          return nil
        }
      }
      while let result = await group.next() {
        guard let (index, thumbnail) = result else { break }
        running -= 1
        made[index] = thumbnail
        start()
        if running == 0 { break }
      }
      group.cancelAll()
    }
    return made
  }
}
