import Foundation
import Localization
import Testing

@testable import NewsKit

/// newsboat's `urls`, `config` and read-state files read as newsboat reads them: quoted words
/// with escapes, comments, `~` names, `!` hidden feeds, query feeds, lines left out with why.
@Suite("newsboat's files")
struct NewsboatFilesTests {
  @Test("Words: quotes keep spaces, escapes inside quotes, # starts a comment, a bound")
  func tokens() {
    #expect(NewsboatTokens.split(#"a "b c" d"#) == ["a", "b c", "d"])
    #expect(NewsboatTokens.split(#""say \"hi\"\\ \n" x"#) == ["say \"hi\"\\ \n", "x"])
    #expect(NewsboatTokens.split("a # comment \"x\"") == ["a"])
    #expect(NewsboatTokens.split("a#b c") == ["a#b", "c"])
    #expect(NewsboatTokens.split("\"unclosed quote") == ["unclosed quote"])
    #expect(NewsboatTokens.split("   \t ").isEmpty)
    #expect(NewsboatTokens.split(Substring(String(repeating: "w ", count: 10_000))).count == 4_096)
  }

  @Test("urls: tags, ~names, ! hidden, query feeds, exec: and filter:, duplicates merged")
  func urls() throws {
    let text = """
      # my feeds
      https://a.example/feed linux "free software" "~Alpha News"
      https://b.example/feed ! hidden-source
      https://e.example/feed "!plotki" news
      https://a.example/feed linux extra

      "query:Unread Linux:unread = \\"yes\\" and age between 0:7"
      "exec:~/bin/feed.sh" scripts
      "filter:~/bin/clean.sh:https://c.example/feed"
      ftp://d.example/feed
      "exec:~/bin/'unclosed"
      "filter:~/bin/clean.sh:ftp://c.example/feed"
      """
    let parsed = NewsboatURLs.parse(text)
    // The user's own commands are feeds (issue 58); lines that cannot be read are said.
    #expect(parsed.feeds.count == 5)
    #expect(
      parsed.feeds.suffix(2).map(\.address.stored) == [
        "exec:~/bin/feed.sh", "filter:~/bin/clean.sh:https://c.example/feed",
      ])
    #expect(parsed.feeds[3].tags == ["scripts"])
    // newsboat's hidden tag: hidden, and still a tag (read --tag plotki lists it).
    #expect(parsed.feeds[2].hidden && parsed.feeds[2].tags == ["plotki", "news"])
    let alpha = try #require(parsed.feeds.first)
    #expect(alpha.title == "Alpha News")
    #expect(alpha.tags == ["linux", "free software", "extra"])
    #expect(!alpha.hidden)
    #expect(parsed.feeds[1].hidden && parsed.feeds[1].tags == ["hidden-source"])
    #expect(
      parsed.queries.map(\.query) == [
        SavedQuery(name: "Unread Linux", expression: #"unread = "yes" and age between 0:7"#)
      ])
    #expect(parsed.skipped.map(\.number) == [10, 11, 12])
    #expect(parsed.skipped.map(\.why) == [.notAnAddress, .execFeed, .filterFeed])
    #expect(parsed.skipped[1].line == #""exec:~/bin/'unclosed""#)
  }

  @Test("config: ignore-article becomes a query, notify-program is taken, the rest said")
  func config() {
    let text = """
      browser "w3m %u"
      ignore-article "*" "title =~ \\"Sponsored\\""
      ignore-article "https://b.example/feed" "author = \\"x\\""
      notify-program "~/bin/notify.sh"
      reload-threads 8
      max-items 50
      color listnormal white default
      # a comment
      bind-key j next-unread articlelist
      bind-key ^R reload-all
      bind-key X save
      bind-key F13 reload
      unbind-key C
      macro v set browser "mpv --no-video %u" ; open-in-browser ; set browser "w3m %u"
      macro y set browser "echo %u | xclip"; open-in-browser-and-mark-read
      macro c toggle-article-read
      bookmark-cmd "~/bin/bookmark.sh"
      download-path "~/Podcasts"
      player "mpv --no-video"
      """
    let parsed = NewsboatConfig.parse(text)
    #expect(
      parsed.ignores.map(\.filterQuery) == [
        #"title =~ "Sponsored""#, #"(author = "x") and feedurl = "https://b.example/feed""#,
      ])
    #expect(parsed.notifyProgram?.program == "~/bin/notify.sh")
    #expect(
      parsed.skipped.map(\.why) == [
        .reloadThreads, .maxItems, .unknownSetting("color"), .unknownOperation("save"),
        .unknownKeyName("F13"), .unbindKey, .macroUnsupported,
      ])
    #expect(parsed.skipped.map(\.number) == [5, 6, 7, 11, 12, 13, 16])
    // The browser, bindings, macros and bookmark command become settings of config.toml.
    #expect(
      parsed.settings.map { [$0.key, $0.value] } == [
        ["browser", "w3m %u"], ["keys.next-unread", "j"], ["keys.reload-all", "^R"],
        ["macros.v", "mpv --no-video %u"], ["macros.y", "echo %u | xclip"],
        ["bookmark", "~/bin/bookmark.sh"], ["download-path", "~/Podcasts"],
        ["player", "mpv --no-video"],
      ])
    for ignore in parsed.ignores {
      #expect(throws: Never.self) { try QueryParser.query(ignore.filterQuery) }
    }
  }

  @Test("The read-state file: one guid a line, each once, blank lines and spaces aside")
  func readState() {
    #expect(NewsboatReadState.parse("a\n\n b \r\na\nc") == ["a", "b", "c"])
    #expect(NewsboatReadState.parse("").isEmpty)
  }

  @Test("Content: paragraphs from blocks and breaks, tags gone, entities decoded")
  func content() {
    #expect(
      NewsboatContent.text("<p>One &amp; <b>two</b></p><p>Three<br/>four</p>")
        == "One & two\n\nThree\n\nfour")
    #expect(NewsboatContent.text("<p> </p>") == nil)
  }

  @Test("urls: a tag that cannot be one is listed as left out, the feed and its other tags kept")
  func badTags() throws {
    let parsed = NewsboatURLs.parse(
      "https://a.example/feed good \"bad\u{1B}[31m\" \"a,b\" \"~Name\"\n")
    let feed = try #require(parsed.feeds.first)
    #expect(feed.tags == ["good"] && feed.title == "Name")
    #expect(parsed.skipped.map(\.why) == [.badTag("bad\u{1B}[31m"), .badTag("a,b")])
    #expect(parsed.skipped.allSatisfy { $0.file == "urls" && $0.number == 1 })
    let shown = NewsboatImportView.why(parsed.skipped[0].why, strings: Language.en.strings)
    #expect(!shown.contains("\u{1B}") && shown.contains("left out, the feed kept"))
  }
}
