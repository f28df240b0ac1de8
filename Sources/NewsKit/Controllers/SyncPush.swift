import Foundation

/// After a change the reader service should know of (`feed add/remove/import`,
/// `save/unsave`): when signed in, it is sent at once; when the server cannot take it, it stays
/// in the store for the next `news sync` and the reader is told so on stderr; a subscription the
/// server refuses is said with its reason, and the command fails with that error's code.
public enum SyncPush {
  public static func afterChange(
    _ output: inout CommandOutput, settings: Settings, environment: NewsEnvironment
  ) async {
    let controller = SyncController(environment: environment, settings: settings)
    guard controller.account != nil,
      let store = try? NewsSchema.required(settings: settings, environment: environment).store
    else { return }
    switch await controller.pushNow(store: store) {
    case .done: break
    case .queued:
      output.stderr += ErrorView.prefix + settings.language.strings.sync.queuedNotice + "\n"
    case .refused(let problems):
      for problem in problems {
        output.stderr += ErrorView.render(problem, strings: settings.language.strings)
      }
      output.exitCode = problems.first?.exitCode ?? 65
    }
  }
}
