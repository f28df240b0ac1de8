import Localization
import Testing

@Suite("Language resolution")
struct LanguageResolverTests {
  @Test("The flag wins over everything")
  func flagWins() {
    let environment = ["NEWS_LANG": "en", "LANG": "en_US.UTF-8"]
    #expect(LanguageResolver.resolve(flag: "pl", environment: environment) == .pl)
    #expect(LanguageResolver.resolve(flag: "EN", environment: ["NEWS_LANG": "pl"]) == .en)
  }

  @Test("NEWS_LANG comes before the locale")
  func newsLang() {
    #expect(
      LanguageResolver.resolve(flag: nil, environment: ["NEWS_LANG": "pl", "LANG": "en_US"]) == .pl)
    #expect(
      LanguageResolver.resolve(flag: nil, environment: ["NEWS_LANG": "en", "LC_ALL": "pl_PL"])
        == .en)
  }

  @Test("An invalid NEWS_LANG is passed over")
  func invalidNewsLang() {
    #expect(
      LanguageResolver.resolve(flag: nil, environment: ["NEWS_LANG": "de", "LANG": "pl_PL.UTF-8"])
        == .pl)
  }

  @Test(
    "The first set locale variable decides",
    arguments: [
      (["LANGUAGE": "pl:en", "LANG": "en_US.UTF-8"], Language.pl),
      (["LANGUAGE": "en_GB:pl", "LANG": "pl_PL.UTF-8"], .en),
      (["LC_ALL": "pl_PL.UTF-8", "LC_MESSAGES": "en_US"], .pl),
      (["LC_MESSAGES": "pl_PL", "LANG": "en_US"], .pl),
      (["LANG": "pl_PL.UTF-8"], .pl),
      (["LANG": "de_DE.UTF-8"], .en),
      (["LANGUAGE": "", "LANG": "pl"], .pl),
      (["LANG": "C"], .en),
      ([:], .en),
    ])
  func localeVariables(environment: [String: String], expected: Language) {
    #expect(LanguageResolver.resolve(flag: nil, environment: environment) == expected)
  }

  @Test("Language codes in their usual spellings")
  func codes() {
    #expect(Language(code: "pl_PL.UTF-8") == .pl)
    #expect(Language(code: "en-US") == .en)
    #expect(Language(code: "plural") == nil)
    #expect(Language(code: "") == nil)
  }
}
