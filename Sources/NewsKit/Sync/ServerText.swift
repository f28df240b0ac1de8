import Foundation
import Localization

/// Text from a reader service, as its author meant it.
///
/// FreshRSS writes some characters of titles as fullwidth stand-ins before sending them
/// (`escapeToUnicodeAlternative` in its `lib_rss.php`): `&`, `<` and `>` in every title, and in
/// feed titles also `"`, `^`, `?`, `\`, `/`, `,` and `;` (a feed's `http://x` arrives as
/// `http:／／x`). They are turned back for FreshRSS only: elsewhere a fullwidth comma is
/// Japanese or Chinese text. (Its `'` becomes `’`, which cannot be told from a real one, so it
/// stays.) The result is cleaned as all network text is: entities decoded, tags and control
/// characters taken out.
enum ServerText {
  /// The stand-ins in every FreshRSS title.
  static let basic: [Character: Character] = ["＆": "&", "＜": "<", "＞": ">"]
  /// The stand-ins FreshRSS uses in feed titles besides the basic ones.
  static let extended: [Character: Character] = [
    "＂": "\"", "＾": "^", "？": "?", "＼": "\\", "／": "/", "，": ",", "；": ";",
  ]

  /// An item's title or author from a server of this kind, cleaned.
  static func item(_ text: String?, kind: ReaderServerKind) -> String? {
    TextCleaner.clean(kind == .freshRSS ? text.map { restored($0, extended: false) } : text)
  }

  /// A feed's title (or an item's origin) from a server of this kind, cleaned.
  static func feed(_ text: String?, kind: ReaderServerKind) -> String? {
    TextCleaner.clean(kind == .freshRSS ? text.map { restored($0, extended: true) } : text)
  }

  /// The text with FreshRSS's stand-ins turned back.
  static func restored(_ text: String, extended: Bool) -> String {
    String(
      text.map { character in
        basic[character] ?? (extended ? self.extended[character] : nil) ?? character
      })
  }
}
