import Foundation

/// `news store`: looks after the store itself; `compact` gives its unused space back.
public struct StoreController: Sendable {
  let session: StoreSession
  let settings: Settings
  let environment: NewsEnvironment

  /// What the reader should be told about the store.
  public var notices: [StoreNotice] { session.notices }

  /// The controller for a run; throws when there is no store (`--no-store`, unusable).
  public static func open(settings: Settings, environment: NewsEnvironment) throws
    -> StoreController
  {
    StoreController(
      session: try NewsSchema.required(settings: settings, environment: environment),
      settings: settings, environment: environment)
  }

  /// Compacts the store (`VACUUM`), its progress on a terminal; returns its path and sizes.
  /// A full disk (a compaction needs room for a copy) is `storeNotWritable`, the store as it was.
  public func compact() throws -> (path: String, compaction: StoreCompaction) {
    let strings = settings.language.strings.store
    let progress = StoreProgressLine.progress(
      { strings.progress(strings.compacting, $0) }, settings: settings, environment: environment)
    defer { progress.finish() }
    let compaction = try session.checked { try $0.compact(progress: progress) }
    return (session.url.path, compaction)
  }
}
