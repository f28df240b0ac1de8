import Foundation
import Localization
import Testing

@testable import NewsKit

/// `e` and `P` in the reader (issue 58, point 5): what the state asks for and says.
@Suite("The reader's enclosure keys: e downloads, P plays")
struct ReaderEnclosureKeysTests {
  /// A reader of two articles, the first with an episode.
  func reader() -> ReaderState {
    var state = ReaderState(language: .en, columns: 80, rows: 10)
    var articles = numberedArticles(2)
    articles[0].enclosures = [Enclosure(url: "https://cdn.example/ep1.mp3", type: "audio/mpeg")]
    let effects = state.fetch(.saved, page: 1)
    if case .fetch(let request, _) = effects.last {
      _ = state.apply(.listed(id: request.id, .success(listing(articles))))
    }
    return state
  }

  @Test("e asks for the selected article's download, once at a time, and says how far it came")
  func download() throws {
    var state = reader()
    let article = try #require(state.articles.first)
    #expect(state.apply(.key(.character("e"))) == [.download(article)])
    // A second e while it runs asks for nothing more.
    #expect(state.apply(.key(.character("e"))).isEmpty)
    let progress = DownloadProgress(bytes: 300_000, total: 600_000, resumedFrom: 0)
    _ = state.apply(.downloadProgress("ep1.mp3", progress))
    #expect(state.message == .downloading("ep1.mp3", progress))
    let renderer = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    #expect(renderer.statusMessage(state).contains("Downloading ep1.mp3: 300 kB of 600 kB (50%)"))
    let done = DownloadResult(
      url: "https://cdn.example/ep1.mp3", path: "/home/u/Downloads/Podcast/ep1.mp3",
      bytes: 600_000, resumedFrom: 0, alreadyThere: false)
    _ = state.apply(.downloaded(.success(done)))
    #expect(state.message == .downloaded("ep1.mp3"))
    #expect(renderer.statusMessage(state) == "Downloaded ep1.mp3.")
    state.players = true
    #expect(renderer.statusMessage(state) == "Downloaded ep1.mp3; P plays it.")
    // Done, another e may start; a failure is said.
    #expect(state.apply(.key(.character("e"))) == [.download(article)])
    _ = state.apply(.downloaded(.failure(.download(host: "cdn.example", .status(404)))))
    #expect(state.message == .error(.download(host: "cdn.example", .status(404))))
    // An article without a file.
    _ = state.apply(.key(.character("j")))
    #expect(state.apply(.key(.character("e"))).isEmpty)
    #expect(state.message == .noEnclosure)
  }

  @Test("P plays with the player; none configured, not downloaded, ended, failed are said")
  func play() throws {
    var state = reader()
    let article = try #require(state.articles.first)
    #expect(state.apply(.key(.character("P"))).isEmpty)
    #expect(state.message == .noPlayer)
    state.players = true
    #expect(state.apply(.key(.character("P"))) == [.play(article)])
    _ = state.apply(.notDownloaded)
    #expect(state.message == .notDownloaded)
    _ = state.apply(.ran(.player, .done))
    #expect(state.message == .played)
    _ = state.apply(.ran(.player, .failed(program: "mpv", status: 1)))
    #expect(state.message == .error(.configuration(.program(.player, name: "mpv", status: 1))))
    let polish = ScreenRenderer(theme: .dark, timeZone: .utc, now: Date())
    state.language = .pl
    _ = state.apply(.notDownloaded)
    #expect(polish.statusMessage(state) == "Jeszcze nie pobrano: e pobierze plik.")
  }

  @Test("e and P are rebindable as enqueue and play; newsboat's enqueue is imported")
  func bindings() {
    #expect(KeyAction.enqueue.key == .character("e") && KeyAction.play.key == .character("P"))
    #expect(KeyAction(newsboat: "enqueue") == .enqueue)
    var state = reader()
    state.bindings = KeyBindings(keys: ["enqueue": ["d"]], macros: [:])
    #expect(state.apply(.key(.character("d"))) == [.download(state.articles[0])])
  }
}
