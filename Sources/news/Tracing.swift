import Foundation
import NewsKit

extension NewsEnvironment {
  /// The same environment, writing the network trace to stderr as it happens when `--verbose`
  /// is on.
  func tracing(_ settings: Settings) -> NewsEnvironment {
    guard settings.verbose else { return self }
    var traced = self
    let strings = settings.language.strings
    traced.report = { event in
      FileHandle.standardError.write(Data(VerboseView.render(event, strings: strings).utf8))
    }
    return traced
  }
}
