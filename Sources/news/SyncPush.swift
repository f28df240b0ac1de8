import Foundation
import NewsKit

/// After a change the reader service should know of (`feed add/remove/import`,
/// `save/unsave`): when signed in, it is sent at once; when the server cannot take it, it stays
/// in the store for the next `news sync` and the reader is told so on stderr.
enum SyncPush {
  static func afterChange(settings: Settings, environment: NewsEnvironment) async -> String {
    let controller = SyncController(environment: environment, settings: settings)
    guard controller.account != nil,
      let store = try? StoreSession.required(settings: settings, environment: environment).store
    else { return "" }
    guard await controller.pushNow(store: store) else {
      return "news: " + settings.language.strings.sync.queuedNotice + "\n"
    }
    return ""
  }
}
