import Localization
import Testing

@Suite("String tables")
struct StringTableTests {
  @Test("Every help text is present in both languages and they differ")
  func helpComplete() {
    let english = Mirror(reflecting: StringTable.english.help).children.map { "\($0.value)" }
    let polish = Mirror(reflecting: StringTable.polish.help).children.map { "\($0.value)" }
    #expect(english.count == polish.count)
    for (en, pl) in zip(english, polish) {
      #expect(!en.isEmpty && !pl.isEmpty)
      #expect(en != pl)
    }
  }

  @Test("Each language quotes its own way")
  func quotes() {
    #expect(StringTable.polish.quote("SpaceX") == "„SpaceX”")
    #expect(StringTable.english.quote("SpaceX") == "“SpaceX”")
    #expect(StringTable.polish.searchHeading("Elon Musk") == "Wyszukiwanie: „Elon Musk”")
  }

  @Test("Every error says what happened and what to do, in both languages")
  func errorsHaveTwoParts() {
    for table in [StringTable.english, StringTable.polish] {
      let errors = table.errors
      let texts = [
        errors.invalidValue("--lang", "de", ["pl", "en"]), errors.invalidCount("0", "news read"),
        errors.invalidPage("0", "news read"), errors.invalidTimeout("x", "news read"),
        errors.emptyPhrase,
        errors.missingTopic(["news"]), errors.unknownTopic("x", "sport", ["sport"]),
        errors.missingAPIKey, errors.keyRejected(401, "v3"), errors.rateLimited(30),
        errors.timedOut("example.com", 10, 3), errors.network("example.com"), errors.server(503),
        errors.httpUnavailable, errors.noLastList, errors.noSuchArticle(3, 2), errors.noLink(1),
        errors.invalidNumber("x"), errors.storeDisabled, errors.storeUnavailable("/x"),
        errors.requestRejected(422, "bad"), errors.endpointNotFound("http://x/search"),
        errors.undecodable, errors.invalidAPIVersionSetting("v9"),
        errors.invalidBaseURL("NEWS_GOOGLE_RSS_URL", "x"),
      ]
      for text in texts {
        #expect(!text.what.isEmpty && !text.fix.isEmpty)
        #expect(!text.what.contains("\n") && !text.fix.contains("\n"))
      }
    }
  }
}
