/// The texts of the query language: what a malformed query needed, saved queries' commands.
public struct QueryStrings: Sendable {
  public let expectedAttribute: String
  /// A name that is no attribute: it, and the attributes there are.
  public let unknownAttribute: @Sendable (String, [String]) -> String
  public let expectedOperator: String
  public let expectedValue: String
  public let expectedClosingParenthesis: String
  public let expectedJoinOrEnd: String
  public let expectedDate: String
  /// Runs of `and` and `or` nested deeper than the limit given.
  public let nestedTooDeeply: @Sendable (Int) -> String
  /// A number longer than the digits given.
  public let numberTooLong: @Sendable (Int) -> String
  /// A date before 1970 or after 9999.
  public let dateOutOfRange: String
  /// A regular expression that is not one: why.
  public let badRegex: @Sendable (String) -> String
  public let unbalancedParenthesis: String
  public let unclosedBracket: String
  public let nothingToRepeat: String
  public let badRepeat: String
  public let badEscape: String
  public let badRange: String
  public let tooLarge: String
  /// The heading of a list by query: the query.
  public let queryHeading: @Sendable (String) -> String
  /// A list by query that is empty: nothing matches (not "no articles yet").
  public let noMatch: String
  /// The help of `--query`.
  public let queryOption: String
  public let queryValue: String
  /// A filter's or a watch's query, in a list of them.
  public let queryLabel: @Sendable (String) -> String
  /// The heading of a list by saved query: its name.
  public let savedQueryHeading: @Sendable (String) -> String
  /// The help of `filter add --query` and `watch add --query`.
  public let filterQueryOption: String
  public let watchQueryOption: String
  /// `news query` and its subcommands.
  public let queryAbstract: String
  public let queryAddAbstract: String
  public let queryListAbstract: String
  public let queryRemoveAbstract: String
  public let nameArgument: String
  public let nameValue: String
  public let expressionArgument: String
  /// A query saved, or one of that name changed: the name and the query.
  public let queryAdded: @Sendable (String, String) -> String
  public let queryChanged: @Sendable (String, String) -> String
  public let queryRemoved: @Sendable (String) -> String
  public let queriesHeading: String
  public let noQueries: String
  public let noQueriesHint: String
}

extension StringTable {
  static let englishQueries = QueryStrings(
    expectedAttribute: "an attribute (title, content, author, unread, …) was expected",
    unknownAttribute: { typed, known in
      "“\(typed)” is no attribute; there are " + known.joined(separator: ", ")
    },
    expectedOperator: "an operator was expected: =, !=, =~, !~, #, !#, <, >, <=, >= or between",
    expectedValue: "a value was expected: a \"quoted string\", a number, or a range such as 1:5",
    expectedClosingParenthesis: "a closing parenthesis was expected",
    expectedJoinOrEnd: "“and”, “or” or the end of the query was expected",
    expectedDate: "a date was expected, as \"2026-11-28\"",
    nestedTooDeeply: {
      "“and” and “or” nest too deeply here: at most \($0) "
        + PluralForms(one: "level", other: "levels").form(for: $0, in: .en)
        + " (a long run of one of them is fine)"
    },
    numberTooLong: {
      "a number of at most \($0) "
        + PluralForms(one: "digit", other: "digits").form(for: $0, in: .en)
        + " was expected"
    },
    dateOutOfRange: "a date from 1970-01-01 to 9999-12-31 was expected: no article has another",
    badRegex: { "the regular expression is not one: \($0)" },
    unbalancedParenthesis: "a parenthesis is not closed or not opened",
    unclosedBracket: "a [ is not closed",
    nothingToRepeat: "*, + or ? follows nothing",
    badRepeat: "a {m,n} is not a repeat of at most 255",
    badEscape: "\\b and the other escapes of letters are not supported",
    badRange: "a range or [:class:] is not one",
    tooLarge: "it is too long or too large",
    queryHeading: { "Matching \($0): the newest articles" },
    noMatch: "No article matches the query.",
    queryOption: "Only the articles matching a query, in newsboat's filter language.",
    queryValue: "query",
    queryLabel: { "matching \($0)" },
    savedQueryHeading: { "@\($0): the newest articles" },
    filterQueryOption: "Hide the articles a query matches (newsboat's filter language).",
    watchQueryOption: "Watch the feeds for new articles a query matches, instead of a phrase.",
    queryAbstract: "Save queries, and list or remove them.",
    queryAddAbstract: "Save a query under a name; read it with news read @NAME.",
    queryListAbstract: "List the saved queries.",
    queryRemoveAbstract: "Remove saved queries by name.",
    nameArgument: "The query's name.",
    nameValue: "name",
    expressionArgument: "The query, in newsboat's filter language (man news, QUERIES).",
    queryAdded: { name, query in "Saved @\(name): \(query). Read it with news read @\(name)." },
    queryChanged: { name, query in "Changed @\(name): \(query)." },
    queryRemoved: { "Removed @\($0)." },
    queriesHeading: "Saved queries",
    noQueries: "No saved queries.",
    noQueriesHint:
      "Save one with news query add <name> '<query>', then read it with news read @<name>.")

  static let polishQueries = QueryStrings(
    expectedAttribute: "oczekiwano atrybutu (title, content, author, unread, …)",
    unknownAttribute: { typed, known in
      "„\(typed)” nie jest atrybutem; są: " + known.joined(separator: ", ")
    },
    expectedOperator: "oczekiwano operatora: =, !=, =~, !~, #, !#, <, >, <=, >= lub between",
    expectedValue: "oczekiwano wartości: tekstu w cudzysłowie („…”), liczby albo zakresu, np. 1:5",
    expectedClosingParenthesis: "oczekiwano nawiasu zamykającego",
    expectedJoinOrEnd: "oczekiwano „and”, „or” albo końca zapytania",
    expectedDate: "oczekiwano daty w postaci \"2026-11-28\"",
    nestedTooDeeply: {
      "„and” i „or” są tu zagnieżdżone zbyt głęboko: najwyżej \($0) "
        + PluralForms(one: "poziom", few: "poziomy", many: "poziomów").form(for: $0, in: .pl)
        + " (długi ciąg jednego z nich nie przeszkadza)"
    },
    numberTooLong: {
      "oczekiwano liczby o najwyżej \($0) "
        + PluralForms(one: "cyfrze", few: "cyfrach", many: "cyfrach").form(for: $0, in: .pl)
    },
    dateOutOfRange: "oczekiwano daty od 1970-01-01 do 9999-12-31: innej żaden artykuł nie ma",
    badRegex: { "to nie jest poprawne wyrażenie regularne: \($0)" },
    unbalancedParenthesis: "nawias nie jest zamknięty albo otwarty",
    unclosedBracket: "nawias [ nie jest zamknięty",
    nothingToRepeat: "*, + lub ? nie ma czego powtarzać",
    badRepeat: "{m,n} nie jest powtórzeniem najwyżej 255 razy",
    badEscape: "\\b i inne sekwencje z literą nie są obsługiwane",
    badRange: "zakres lub [:klasa:] jest niepoprawny",
    tooLarge: "jest za długie lub za duże",
    queryHeading: { "Pasujące do \($0): najnowsze artykuły" },
    noMatch: "Żaden artykuł nie pasuje do zapytania.",
    queryOption: "Tylko artykuły pasujące do zapytania w języku filtrów newsboata.",
    queryValue: "zapytanie",
    queryLabel: { "pasujące do \($0)" },
    savedQueryHeading: { "@\($0): najnowsze artykuły" },
    filterQueryOption: "Ukryj artykuły pasujące do zapytania (język filtrów newsboata).",
    watchQueryOption:
      "Obserwuj kanały, szukając nowych artykułów pasujących do zapytania zamiast frazy.",
    queryAbstract: "Zapisuj zapytania, pokazuj je i usuwaj.",
    queryAddAbstract: "Zapisz zapytanie pod nazwą; czytaj je przez news read @NAZWA.",
    queryListAbstract: "Pokaż zapisane zapytania.",
    queryRemoveAbstract: "Usuń zapisane zapytania po nazwie.",
    nameArgument: "Nazwa zapytania.",
    nameValue: "nazwa",
    expressionArgument: "Zapytanie w języku filtrów newsboata (man news, QUERIES).",
    queryAdded: { name, query in
      "Zapisano @\(name): \(query). Czytaj je przez news read @\(name)."
    },
    queryChanged: { name, query in "Zmieniono @\(name): \(query)." },
    queryRemoved: { "Usunięto @\($0)." },
    queriesHeading: "Zapisane zapytania",
    noQueries: "Brak zapisanych zapytań.",
    noQueriesHint:
      "Zapisz je przez news query add <nazwa> '<zapytanie>', a czytaj przez news read @<nazwa>.")
}
