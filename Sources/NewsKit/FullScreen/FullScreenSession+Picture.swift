import Foundation

/// The reader's picture: fetched as `show` fetches one, and kept decoded in the picture cache.
extension FullScreenSession {
  /// Fetches and decodes the picture at an address for the details; a picture shown in an
  /// earlier run comes from the cache's decoded copy (no decode), one fetched now leaves one,
  /// made as small as the details draw it (`PictureCache.writePixels`).
  static func picture(
    settings: Settings, environment: NewsEnvironment, cell: (width: Int, height: Int)
  ) -> @Sendable (String) async -> Result<PictureBytes, ReaderPicture.Problem> {
    // The most the details draw: the copy the cache keeps decoded is this large.
    let bound = (
      width: ScreenRenderer.pictureColumns * cell.width,
      height: ScreenRenderer.pictureRows * cell.height
    )
    return { address in
      let cache = PictureCache(variables: environment.variables)
      let stored = EditionsController.storedPicture(settings: settings, environment: environment)
      // Shown in an earlier run: its decoded copy, and its file (iTerm2 sends the file).
      if let cache, let kept = cache.readPixels(address, bound: bound),
        let data = cache.read(address)
      {
        return .success(PictureBytes(picture: kept, data: data))
      }
      do {
        let data = try await PictureFetcher(
          environment: environment, timeout: settings.timeout, cache: cache, stored: stored
        ).fetch(address)
        let picture = try DecodedPicture.decode(data)
        let copy =
          cache?.writePixels(picture, for: address, bound: bound)
          ?? picture.reduced(toFit: bound)
        return .success(PictureBytes(picture: copy, data: data))
      } catch {
        return .failure(ReaderPicture.Problem(error))
      }
    }
  }

  /// Fetches a list thumbnail's picture as the details' is fetched (the cache's decoded copy
  /// serves both), made as small as the thumbnail is drawn; its file is kept only for iTerm2,
  /// which is sent the file (a list holds dozens of thumbnails).
  static func thumbnail(
    settings: Settings, environment: NewsEnvironment, cell: (width: Int, height: Int),
    keepsFile: Bool
  ) -> @Sendable (String) async -> Result<PictureBytes, ReaderPicture.Problem> {
    let picture = picture(settings: settings, environment: environment, cell: cell)
    let bound = (
      width: ReaderThumbnails.columns * cell.width, height: ReaderThumbnails.rows * cell.height
    )
    return { address in
      await picture(address).map {
        PictureBytes(picture: $0.picture.reduced(toFit: bound), data: keepsFile ? $0.data : Data())
      }
    }
  }
}
