import Foundation
import Localization
import Testing

@testable import NewsKit

@Suite("Editions on screen and in JSON")
struct EditionViewTests {
  func context(_ language: Language, width: Int = 80, color: Bool = false) -> RenderContext {
    RenderContext(language: language, theme: .forKind(.dark), colorEnabled: color, width: width)
  }

  func edition(
    id: Int64 = 3, articles: Int = 22, done: Int = 22, without: Int = 2,
    state: EditionState = .complete
  ) -> EditionSummary {
    EditionSummary(
      id: id, created: Date(timeIntervalSince1970: 1_795_000_000),
      recipe: EditionRecipe(topics: [.news, .world], feeds: true, perTopic: 10, language: "pl"),
      articles: articles, done: done, withoutText: without, bytes: 1_234_567, read: 5, state: state)
  }

  @Test("The library in both languages: contents, date, counts with Polish plurals, each state")
  func library() {
    let editions = [
      edition(id: 12, articles: 1, done: 0, without: 0, state: .downloading),
      edition(id: 11, articles: 5, done: 2, without: 0, state: .interrupted),
      edition(id: 3),
    ]
    #expect(
      EditionView(context: context(.en)).render(editions) == """
        Editions

        12  News, World, feeds · 18 Nov 2026, 11:06
            1 article, 5 read, 1.2 MB · downloading 0/1

        11  News, World, feeds · 18 Nov 2026, 11:06
            5 articles, 5 read, 1.2 MB · interrupted at 2/5 (news edition resume 11)

         3  News, World, feeds · 18 Nov 2026, 11:06
            22 articles, 5 read, 1.2 MB · complete (2 with the summary only)

        """)
    let polish = EditionView(context: context(.pl)).render(editions)
    #expect(polish.contains("12  Wiadomości, Świat, kanały · 18 listopada 2026, 11:06"))
    #expect(polish.contains("1 artykuł, przeczytane: 5, 1,2 MB · pobieranie 0/1"))
    #expect(polish.contains("5 artykułów, przeczytane: 5, 1,2 MB · przerwane przy 2/5"))
    #expect(
      polish.contains("22 artykuły, przeczytane: 5, 1,2 MB · kompletne (2 tylko ze streszczeniem)"))
    #expect(EditionView(context: context(.pl)).render([]).contains("Nie ma jeszcze wydań."))
  }

  @Test("The progress bar: Polish plurals by the total, time left, never wider than the terminal")
  func progress() {
    let polish = EditionView(context: context(.pl))
    for (total, word) in [
      (1, "artykuł"), (2, "artykuły"), (5, "artykułów"), (22, "artykuły"), (112, "artykułów"),
    ] {
      let line = polish.progress(
        EditionProgress(done: 1, total: total, withoutText: 0, bytes: 340_000, elapsed: 0.5),
        width: 100)
      #expect(line.contains("Pobieranie: 1/\(total) \(word) · 340 kB"), "\(line)")
    }
    let english = EditionView(context: context(.en)).progress(
      EditionProgress(done: 10, total: 40, withoutText: 1, bytes: 2_500_000, elapsed: 2), width: 80)
    #expect(
      english == "[███████·······················] Downloading 10/40 articles · 2.5 MB · 6 s left")
    // Narrow: the time left goes, then the bytes; words are never cut while they fit.
    let narrow = EditionProgress(done: 4, total: 11, withoutText: 0, bytes: 21_000, elapsed: 1)
    #expect(polish.progress(narrow, width: 40) == "Pobieranie: 4/11 artykułów · 21 kB")
    #expect(polish.progress(narrow, width: 30) == "Pobieranie: 4/11 artykułów")
    #expect(
      polish.progress(narrow, width: 70)
        == "[█████···········] Pobieranie: 4/11 artykułów · 21 kB · zostało 1,8 s")
    for width in 10...120 {
      let line = polish.progress(
        EditionProgress(done: 7, total: 112, withoutText: 0, bytes: 12_345_678, elapsed: 61),
        width: width)
      #expect(DisplayWidth.of(line) < width, "\(width): \(line)")
    }
  }

  @Test("The summary after a download, in both languages")
  func summary() {
    let download = EditionDownloadResult(
      summary: edition(), pages: 22, bytes: 3_000_000, seconds: 1.84, alreadyRunning: false,
      pruned: [])
    #expect(
      EditionView(context: context(.en)).summary(download)
        == "Edition 3 is ready: 22 articles, 20 with full text (1.2 MB of text, 1.8 s). Read it with news edition read 3."
    )
    #expect(
      EditionView(context: context(.pl)).summary(download)
        == "Wydanie 3 gotowe: 22 artykuły, 20 z pełnym tekstem (1,2 MB tekstu, 1,8 s). Czytaj: news edition read 3."
    )
  }

  @Test("Pages the network failed: how many, and how to fetch them, in both languages")
  func pagesFailed() {
    #expect(
      Language.en.strings.editions.pagesFailed(3, 8, 4)
        == "3 of 8 pages could not be downloaded (the network failed).\nWhen it is back: news edition resume 4"
    )
    #expect(
      Language.pl.strings.editions.pagesFailed(1, 8, 4)
        == "Nie udało się pobrać części stron (zawiodła sieć): 1 z 8.\nGdy sieć wróci: news edition resume 4"
    )
  }

  @Test("edition list --json has the contract's fields")
  func listJSON() throws {
    let json = EditionView.renderJSON(
      [edition(state: .interrupted, )], strings: Language.en.strings
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[String: Any]]])
    let first = try #require(object["editions"]?.first)
    for key in ["id", "created", "title", "articles", "bytes", "read", "state", "done", "total"] {
      #expect(first[key] != nil, "\(key)")
    }
    #expect(
      first["state"] as? String == "interrupted"
        && first["created"] as? String == "2026-11-18T11:06:40Z")
    #expect(first["title"] as? String == "News, World, feeds")
  }

  @Test(
    "show: the full text block by block; a page that failed says so; hostile stored text is defused"
  )
  func detail() {
    var article = Article(title: "T", summary: "S", link: "https://x.example/a")
    article.fullText =
      "First paragraph.\n\n## A heading\n\n• an item\n\n> a quote that is long enough to wrap"
    article.fullTextStatus = .text
    let item = StoredArticle(id: 1, article: article, fetchedAt: Date(), savedAt: nil)
    let text = ArticleDetailView(context: context(.en, width: 30)).render(item)
    #expect(
      text.contains(
        "Full text\n\nFirst paragraph.\n\nA heading\n\n• an item\n\n│ a quote that is long enough\n│ to wrap"
      ))
    article.fullText = nil
    article.fullTextStatus = .failed
    let failed = ArticleDetailView(context: context(.pl)).render(
      StoredArticle(id: 1, article: article, fetchedAt: Date(), savedAt: nil))
    #expect(failed.contains("Nie udało się pobrać strony artykułu; pokazano streszczenie."))
    article.fullText = "Safe \u{1B}]52;c;ZXZpbA==\u{07} text \u{202E}reversed\n\nnext"
    article.fullTextStatus = .text
    let hostile = ArticleDetailView(context: context(.en)).render(
      StoredArticle(id: 1, article: article, fetchedAt: Date(), savedAt: nil))
    #expect(
      !hostile.contains("\u{1B}") && !hostile.contains("\u{202E}") && !hostile.contains("\u{07}"))
    #expect(hostile.contains("Safe  text reversed") || hostile.contains("Safe text reversed"))
  }

  @Test(
    "The structured view: reading time and author on top, a caption indented, both languages; JSON blocks"
  )
  func structured() throws {
    var article = Article(title: "T", summary: "S", link: "https://x.example/a")
    article.author = "Ada Lovelace"
    let body = String(repeating: "word ", count: 460)
    article.fullText = "## Start\n\n\(body)\n\n^ The river at dawn.\n\n• one\n\n> said"
    article.fullTextStatus = .text
    let item = StoredArticle(id: 1, article: article, fetchedAt: Date(), savedAt: nil)
    let english = ArticleDetailView(context: context(.en, width: 40)).render(item)
    #expect(english.contains("By Ada Lovelace\n2 min read\n"))
    #expect(english.contains("\n\n  The river at dawn.\n\n• one\n\n│ said"))
    let polish = ArticleDetailView(context: context(.pl, width: 40)).render(item)
    #expect(polish.contains("Autor: Ada Lovelace\n2 min czytania\n"))
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ArticleDetailView.renderJSON(item).utf8)) as? [String: Any])
    #expect(json["reading_minutes"] as? Int == 2)
    let blocks = try #require(json["blocks"] as? [[String: String]])
    #expect(
      blocks.map { $0["kind"] ?? "" } == ["heading", "paragraph", "caption", "item", "quote"])
    #expect(blocks[2]["text"] == "The river at dawn." && blocks[0]["text"] == "Start")
    article.fullText = nil
    let none = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          ArticleDetailView.renderJSON(
            StoredArticle(id: 1, article: article, fetchedAt: Date(), savedAt: nil)
          ).utf8)) as? [String: Any])
    #expect(none["blocks"] is NSNull && none["reading_minutes"] is NSNull)
  }

  @Test("edition read --json: kind edition, the edition's id, each article's text or null")
  func readJSON() throws {
    var withText = Article(title: "A", link: "https://x.example/a")
    withText.fullText = "Body."
    withText.fullTextStatus = .text
    let model = NewsModel(articles: [withText, Article(title: "B")], total: 2, page: 1)
    let json = JSONView.render(model, heading: .edition(7, "Edition 7"), language: .en)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["kind"] as? String == "edition" && object["edition"] as? Int == 7)
    let articles = try #require(object["articles"] as? [[String: Any]])
    #expect(articles[0]["text"] as? String == "Body.")
    #expect(articles[1]["text"] is NSNull)
    let search = JSONView.render(model, heading: .search("x"), language: .en)
    #expect(search.contains("\"text\"") == true)  // known text shows in any list
  }
}
