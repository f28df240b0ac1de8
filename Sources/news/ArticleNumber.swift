import ArgumentParser
import NewsKit

/// The `N` of `news open N`, `show N`, `save N` and `unsave N`: an article of the last list.
struct ArticleNumber: ParsableArguments {
  @Argument(help: ArgumentHelp(HelpLanguage.strings.help.numberArgument, valueName: "N"))
  var text: String

  /// The number, once `validate()` has accepted it.
  var value: Int { (try? LibraryController.number(text)) ?? 0 }

  func validate() throws {
    try ValidationError.localizing { _ = try LibraryController.number(text) }
  }
}
