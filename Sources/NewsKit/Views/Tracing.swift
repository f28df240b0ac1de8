import Foundation
import Localization

extension NewsEnvironment {
  /// The same environment, writing the network trace to stderr, in a language, as it happens.
  ///
  /// `NewsMain` turns it on for the whole run when `--verbose` appears anywhere before `--`:
  /// argument-parser hands a flag that the root command also declares to the root, so a
  /// subcommand's own `--verbose` (after `news feed add …`) never saw it.
  public func tracing(language: Language) -> NewsEnvironment {
    var traced = self
    let strings = language.strings
    traced.report = { event in
      StandardStream.write(VerboseView.render(event, strings: strings), to: 2)
    }
    return traced
  }
}
