import Foundation

/// The list's thumbnails (`images = "list"`): one beside each article that has a picture, fetched
/// for the articles in view, four at a time, each made as small as it is drawn. Nothing is
/// fetched unless the setting asks for it and the terminal can draw it.
public struct ReaderThumbnails: Sendable, Equatable {
  /// How far a thumbnail came.
  public enum Stage: Sendable, Equatable {
    case loading
    case ready(PictureBytes)
    case failed
  }

  /// The rows an article takes beside its thumbnail, and the most columns the thumbnail takes.
  public static let rows = 3
  public static let columns = 10
  /// Fetches running at once, at most, as a printed list fetches them.
  static let concurrent = 4
  /// Thumbnails kept, at most, and the most bytes they keep (pixels, and for iTerm2 the files,
  /// of up to 8 MiB each): the oldest asked for goes first (a long list scrolled through does
  /// not keep every picture).
  static let kept = 64
  static let keptBytes = 32 << 20

  /// Whether the terminal draws pictures (a graphics protocol, or half blocks with colour);
  /// set once the terminal was asked.
  public var drawable = false
  /// Each address's stage.
  public private(set) var stages: [String: Stage] = [:]
  /// The addresses in the order they were asked for.
  private var order: [String] = []
  /// The addresses of the articles in view, as last asked: never let go, so that a screen of
  /// more articles than the bounds keep does not fetch its own thumbnails over and over.
  private var inView: Set<String> = []

  public init(drawable: Bool = false) {
    self.drawable = drawable
  }

  /// The thumbnail of an address, when it is ready.
  public func ready(_ address: String) -> PictureBytes? {
    guard case .ready(let bytes) = stages[address] else { return nil }
    return bytes
  }

  /// How many are being fetched.
  var loading: Int { stages.values.filter { $0 == .loading }.count }

  /// Marks addresses asked for (those not asked for before, while fewer than `concurrent` are
  /// being fetched); returns those to fetch.
  mutating func ask(_ addresses: [String]) -> [String] {
    inView = Set(addresses)
    var room = Self.concurrent - loading
    var asked: [String] = []
    for address in addresses where room > 0 && stages[address] == nil {
      stages[address] = .loading
      order.append(address)
      asked.append(address)
      room -= 1
    }
    trim()
    return asked
  }

  /// The bytes the thumbnails that came keep.
  var bytes: Int {
    stages.values.reduce(0) { total, stage in
      guard case .ready(let kept) = stage else { return total }
      return total + kept.picture.pixels.count + kept.data.count
    }
  }

  /// Lets the oldest go (not those being fetched, nor those in view) while more are kept than
  /// the bounds allow.
  mutating func trim() {
    while stages.count > Self.kept || bytes > Self.keptBytes,
      let oldest = order.first(where: { stages[$0] != .loading && !inView.contains($0) })
    {
      stages[oldest] = nil
      order.removeAll { $0 == oldest }
    }
  }

  /// A fetch ended: kept when it was asked for.
  mutating func arrived(_ address: String, _ result: Result<PictureBytes, ReaderPicture.Problem>) {
    guard stages[address] == .loading else { return }
    switch result {
    case .success(let bytes): stages[address] = .ready(bytes)
    case .failure: stages[address] = .failed
    }
    trim()
  }
}

extension ReaderState {
  /// Whether the list shows thumbnails: `images = "list"`, a terminal that draws them, and a
  /// list wide enough for a date column (narrower, the text needs the room).
  public var showsThumbnails: Bool {
    pictures == .list && thumbnails.drawable && columns >= ScreenRenderer.dateColumns
  }

  /// The fetches the list in view needs: the pictures of its articles not asked for yet.
  mutating func thumbnailEffects() -> [ReaderEffect] {
    guard showsThumbnails, screen == .list || screen == .search, !showsHelp else { return [] }
    let visible = articles.indices.dropFirst(top).prefix(listRows).compactMap {
      articles[$0].image
    }
    return thumbnails.ask(visible).map { .fetchThumbnail($0) }
  }
}
