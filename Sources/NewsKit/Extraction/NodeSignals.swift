/// What the class, id, role and tag of an element say about whether it holds the article.
///
/// The lists follow Mozilla Readability's, with the boilerplate of today's news sites added
/// (consent banners, newsletters, recommendation widgets). A strong sign of boilerplate drops
/// an element whatever else its names say; a weak one (`header`, `meta`, `sidebar`) only when
/// nothing says "article" or "content" too.
enum NodeSignals {
  /// Elements a reader never wants from an article page.
  static let droppedTags: Set<String> = [
    "nav", "footer", "aside", "form", "button", "select", "input", "textarea", "iframe",
    "script", "style", "noscript", "svg", "math", "template", "figure", "figcaption", "header",
    "menu", "dialog", "object", "embed", "video", "audio", "canvas", "map", "head", "label",
  ]
  static let droppedRoles: Set<String> = [
    "navigation", "menu", "menubar", "complementary", "dialog", "alertdialog", "banner",
    "contentinfo", "search", "toolbar", "tablist",
  ]
  static let strong = [
    "comment", "cookie", "consent", "gdpr", "newsletter", "share", "sharing", "social",
    "outbrain", "taboola", "related", "recommend", "most-read", "mostread", "popular",
    "breadcrumb", "advert", "sponsor", "promo", "subscribe", "banner", "disqus", "signup",
    "teaser", "trending", "see-also", "also-read", "paywall-prompt",
  ]
  static let weak = [
    "header", "footer", "menu", "nav", "sidebar", "extra", "pagination", "pager", "popup",
    "modal", "rss", "tags", "byline", "author", "caption", "meta", "toolbar", "masthead",
    "widget", "skyscraper", "shoutbox", "agegate", "login", "credit",
  ]
  /// Words that keep an element with a weak name, at a word's start (`context-full` is not
  /// `text`: a gallery widget named so was kept inside the article).
  static let maybe = ["article", "body", "content", "main", "story", "text", "post", "entry"]
  static let positive = [
    "article", "body", "content", "entry", "hentry", "h-entry", "main", "page", "post", "text",
    "blog", "story", "prose",
  ]
  static let negative = [
    "hidden", "banner", "combx", "comment", "com-", "contact", "foot", "masthead", "media",
    "meta", "outbrain", "promo", "related", "scroll", "share", "shoutbox", "sidebar",
    "skyscraper", "sponsor", "shopping", "tags", "tool", "widget", "teaser", "card",
    // Weighed, never dropped: Dow Jones sites put the rest of the article in `paywall`, News
    // Corp's in `read-more-content`; "read more" link boxes go as link lists.
    "paywall", "regwall", "read-more", "readmore",
  ]

  /// The class and id, lower-cased, as one string to search.
  static func names(_ attributes: [String: String]) -> String {
    ((attributes["class"] ?? "") + " " + (attributes["id"] ?? "")).lowercased()
  }

  /// Whether a class or id token names an advertisement slot (`ad`, `ads`, `ad-slot`, `top-ad`).
  static func namesAd(_ names: String) -> Bool {
    names.split { $0 == " " || $0 == "_" }.contains { token in
      token == "ad" || token == "ads" || token.hasPrefix("ad-") || token.hasPrefix("ads-")
        || token.hasSuffix("-ad") || token.hasSuffix("-ads") || token.contains("-ad-")
        || token.hasPrefix("adslot") || token.hasPrefix("adv-") || token == "dfp"
    }
  }

  /// How much the names of elements are trusted: a page whose article sits in an element
  /// named like furniture (Blogger's `widget Blog`, a theme's `penci_sidebar` container) is
  /// read again trusting fewer names, as Readability retries without its "unlikely" list.
  enum Trust: CaseIterable, Sendable {
    /// Every sign: tags, roles, visibility, strong and weak names.
    case all
    /// Weak names (`sidebar`, `widget`, `header` …) no longer drop an element.
    case strongNames
    /// Names drop and weigh nothing (a story set in `card`s); tags (but `form`), roles and
    /// visibility still drop.
    case tagsOnly
  }

  /// Whether an element is boilerplate by its tag, role, visibility or names.
  static func isDropped(name: String, attributes: [String: String], trust: Trust = .all) -> Bool {
    // ASP.NET sites wrap the whole page in one `<form>`: the last try reads inside forms.
    if droppedTags.contains(name) { return trust != .tagsOnly || name != "form" }
    if name == "body" || name == "html" || name == "article" || name == "main" { return false }
    if let role = attributes["role"]?.lowercased(), droppedRoles.contains(role) { return true }
    if attributes["hidden"] != nil || attributes["aria-hidden"]?.lowercased() == "true" {
      return true
    }
    if let style = attributes["style"]?.lowercased().replacingOccurrences(of: " ", with: ""),
      style.contains("display:none") || style.contains("visibility:hidden")
    {
      return true
    }
    // What the page declares as its article body is not dropped for its names (The
    // Independent's body has an id with `share` in it).
    if attributes["itemprop"]?.lowercased() == "articlebody" { return false }
    let names = names(attributes)
    guard names.count > 1, trust != .tagsOnly else { return false }
    if namesAd(names) || names.containsAny(of: strong) { return true }
    guard trust == .all else { return false }
    return names.containsAny(of: weak) && !names.containsAny(of: maybe, atWordStart: true)
  }

  /// Readability's class weight: +25 for a name that says content, −25 for one that says
  /// otherwise, for the class and the id each; nothing when names are not trusted.
  static func weight(_ attributes: [String: String], trust: Trust = .all) -> Double {
    guard trust != .tagsOnly else { return 0 }
    var weight = 0.0
    for key in ["class", "id"] {
      guard let value = attributes[key]?.lowercased(), !value.isEmpty else { continue }
      if value.containsAny(of: negative) { weight -= 25 }
      if value.containsAny(of: positive) { weight += 25 }
    }
    return weight
  }

  /// The score an element starts with as a candidate, by its tag.
  static func tagScore(_ name: String) -> Double {
    switch name {
    case "div", "article", "main", "section": 5
    case "pre", "td", "blockquote": 3
    case "address", "ol", "ul", "dl", "dd", "dt", "li", "form": -3
    case "h1", "h2", "h3", "h4", "h5", "h6", "th": -5
    default: 0
    }
  }

  /// Whole paragraphs that are furniture, not text, folded: "Advertisement", "Czytaj także".
  static let furniture: Set<String> = [
    "advertisement", "skip advertisement", "reklama", "anzeige", "publicite", "publicidad",
    "continue reading", "continue reading the main story", "czytaj takze", "czytaj dalej",
    "zobacz takze", "lesen sie auch", "lire aussi", "lea tambien", "share", "udostepnij",
    "teilen", "partager", "compartir", "story continues below advertisement",
    "artykul ponizej reklamy", "dalsza czesc artykulu pod reklama", "werbung",
  ]

  /// The longest furniture paragraph, in bytes, with room for punctuation around it: longer
  /// paragraphs are text, and need not be folded to be compared.
  static let longestFurniture = (furniture.map(\.utf8.count).max() ?? 0) + 16
}
