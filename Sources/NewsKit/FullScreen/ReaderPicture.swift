import Foundation

/// The picture of the article whose details are open: asked for (`i`, or `images = "on"`),
/// and how far it came. Nothing is fetched from the picture's host before it is asked for.
public struct ReaderPicture: Sendable, Equatable {
  /// How far the picture came.
  public enum Stage: Sendable, Equatable {
    /// Being fetched and decoded.
    case loading
    /// Decoded, with the bytes it came as (iTerm2 is sent those).
    case ready(DecodedPicture, Data)
    /// It could not be shown: why.
    case failed(Problem)
  }

  /// Why a picture could not be shown.
  public enum Problem: Error, Sendable, Equatable {
    case unreadable
    case tooLarge
    case noLibrary
    case network(NewsError)

    /// The problem behind what fetching or decoding threw.
    public init(_ error: Error) {
      switch error {
      case PictureProblem.tooLarge: self = .tooLarge
      case PictureProblem.noLibrary: self = .noLibrary
      case let error as NewsError: self = .network(error)
      default: self = .unreadable
      }
    }

    /// The problem as what was thrown, for its wording (`PictureShowing.reason`).
    public var error: Error {
      switch self {
      case .unreadable: PictureProblem.unreadable
      case .tooLarge: PictureProblem.tooLarge
      case .noLibrary: PictureProblem.noLibrary
      case .network(let error): error
      }
    }
  }

  /// The picture's address (`Article.image`).
  public var address: String
  public var stage: Stage
  /// `i` hid it again: the details say it is there, as before it was asked for.
  public var hidden = false

  public init(address: String, stage: Stage, hidden: Bool = false) {
    self.address = address
    self.stage = stage
    self.hidden = hidden
  }

  /// The decoded picture and its bytes, when it is ready and not hidden.
  public var shown: (picture: DecodedPicture, data: Data)? {
    guard !hidden, case .ready(let picture, let data) = stage else { return nil }
    return (picture, data)
  }
}

extension ReaderState {
  /// `i` in the details: fetches the article's picture, or hides it, or shows it again.
  mutating func togglePicture() -> [ReaderEffect] {
    guard pictures != .off else {
      message = .picturesOff
      return []
    }
    guard let address = selected?.image else {
      message = .noPicture
      return []
    }
    if var current = picture, current.address == address {
      // One that failed is tried again; one that is there is hidden or shown.
      if case .failed = current.stage {
        picture = ReaderPicture(address: address, stage: .loading)
        return [.fetchPicture(address)]
      }
      current.hidden.toggle()
      picture = current
      return []
    }
    picture = ReaderPicture(address: address, stage: .loading)
    return [.fetchPicture(address)]
  }

  /// The details of another article opened: with `images = "on"` its picture is fetched at
  /// once; a picture of another article is let go.
  mutating func pictureOnOpening() -> [ReaderEffect] {
    guard let address = selected?.image, pictures != .off else {
      picture = nil
      return []
    }
    if picture?.address == address { return [] }
    picture = nil
    guard pictures.drawsOnOpening else { return [] }
    picture = ReaderPicture(address: address, stage: .loading)
    return [.fetchPicture(address)]
  }

  /// A picture came (or could not): kept when it is still the one asked for.
  mutating func pictureFetched(
    _ address: String, _ result: Result<PictureBytes, ReaderPicture.Problem>
  ) {
    guard picture?.address == address else { return }
    switch result {
    case .success(let bytes): picture?.stage = .ready(bytes.picture, bytes.data)
    case .failure(let problem): picture?.stage = .failed(problem)
    }
  }
}

/// A decoded picture with the bytes it was decoded from.
public struct PictureBytes: Sendable, Equatable {
  public var picture: DecodedPicture
  public var data: Data

  public init(picture: DecodedPicture, data: Data) {
    self.picture = picture
    self.data = data
  }
}
