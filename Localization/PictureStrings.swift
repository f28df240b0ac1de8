/// The texts of articles' pictures: the flag, the line saying there is one, what went wrong.
public struct PictureStrings: Sendable {
  /// `news show --images`' help.
  public let imagesFlag: String
  /// Under the details when pictures wait to be asked for: the picture's host, the number.
  public let hint: @Sendable (String, Int) -> String
  /// The picture could not be shown: why.
  public let failed: @Sendable (String) -> String
  /// Why: not a picture news reads; larger than it shows; no library to read it.
  public let unreadable: String
  public let tooLarge: String
  public let noLibrary: String
  /// Asked for on a terminal drawn in half blocks with colour off.
  public let needsColor: String
  /// The reader's details: the key that draws the picture (its host), the picture coming,
  /// `i` with pictures off (`images = "off"`), and `i` on an article without one.
  public let readerHint: @Sendable (String) -> String
  public let loading: String
  public let off: String
  public let none: String

  public init(
    imagesFlag: String, hint: @escaping @Sendable (String, Int) -> String,
    failed: @escaping @Sendable (String) -> String, unreadable: String, tooLarge: String,
    noLibrary: String, needsColor: String, readerHint: @escaping @Sendable (String) -> String,
    loading: String, off: String, none: String
  ) {
    self.imagesFlag = imagesFlag
    self.hint = hint
    self.failed = failed
    self.unreadable = unreadable
    self.tooLarge = tooLarge
    self.noLibrary = noLibrary
    self.needsColor = needsColor
    self.readerHint = readerHint
    self.loading = loading
    self.off = off
    self.none = none
  }
}

extension StringTable {
  static let englishPictures = PictureStrings(
    imagesFlag: "Fetch the article's picture and draw it above the details (on a terminal).",
    hint: { host, number in "Picture: \(host) (news show \(number) --images draws it)" },
    failed: { "The picture could not be shown: \($0)." },
    unreadable: "it is not a picture news reads (JPEG, PNG, GIF, WebP)",
    tooLarge: "it is larger than news shows (8 MB, 4,096 pixels a side, 16 megapixels)",
    noLibrary: "the library that reads it is not installed (apt install libstb0 libwebp7)",
    needsColor:
      "this terminal draws pictures in colour, and colour is off (NO_COLOR or --color never)",
    readerHint: { "i: show the picture (\($0))" },
    loading: "Fetching the picture…",
    off: "Pictures are off (images = \"off\" in the config file).",
    none: "This article has no picture."
  )

  static let polishPictures = PictureStrings(
    imagesFlag: "Pobierz ilustrację artykułu i narysuj ją nad szczegółami (w terminalu).",
    hint: { host, number in "Ilustracja: \(host) (narysuje ją news show \(number) --images)" },
    failed: { "Nie udało się pokazać ilustracji: \($0)." },
    unreadable: "to nie jest obraz, który news odczyta (JPEG, PNG, GIF, WebP)",
    tooLarge: "jest większa, niż news pokazuje (8 MB, 4096 pikseli na bok, 16 megapikseli)",
    noLibrary: "brak biblioteki, która ją odczyta (apt install libstb0 libwebp7)",
    needsColor:
      "ten terminal rysuje ilustracje w kolorze, a kolory są wyłączone (NO_COLOR lub --color never)",
    readerHint: { "i: pokaż ilustrację (\($0))" },
    loading: "Pobieranie ilustracji…",
    off: "Ilustracje są wyłączone (images = \"off\" w pliku konfiguracji).",
    none: "Ten artykuł nie ma ilustracji."
  )
}
