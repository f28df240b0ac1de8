import Foundation
import Localization
import Testing

@testable import NewsKit

/// A terminal for the loop: records what is written and what was asked of it.
final class RecordingTerminal: @unchecked Sendable {
  private let lock = NSLock()
  private var writes: [String] = []
  private var calls: [String] = []

  var io: ReaderIO {
    ReaderIO(
      write: { text in self.lock.withLock { self.writes.append(text) } },
      enter: { self.lock.withLock { self.calls.append("enter") } },
      leave: { self.lock.withLock { self.calls.append("leave") } },
      suspend: { self.lock.withLock { self.calls.append("suspend") } },
      size: { (60, 12) },
      pauseInput: { pause in self.lock.withLock { self.calls.append(pause ? "pause" : "resume") } })
  }

  var written: [String] { lock.withLock { writes } }
  var asked: [String] { lock.withLock { calls } }

  /// Waits (polling, at most 5 s) until what was written contains `text`.
  func waitFor(_ text: String) async -> Bool {
    for _ in 0..<500 {
      if written.joined().contains(text) { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return false
  }
}

/// Whether a request saw its cancellation.
final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var seen = false
  func set() { lock.withLock { seen = true } }
  var value: Bool { lock.withLock { seen } }
}

@Suite("The full-screen reader's loop")
struct ReaderLoopTests {
  func loop(
    _ terminal: RecordingTerminal, open: @escaping @Sendable (String) async -> Bool = { _ in true },
    list: @escaping @Sendable (ReaderState.Subject, Language, Int) async throws -> Listing
  ) -> ReaderLoop {
    ReaderLoop(
      renderer: ScreenRenderer(theme: .dark, timeZone: .utc, now: Date()),
      colorEnabled: false, io: terminal.io,
      actions: ReaderActions(
        list: { subject, language, page, _ in try await list(subject, language, page) },
        subscriptions: { [] }, detailsOpened: { _ in false },
        toggleSave: { _ in SaveOutcome(saved: true, title: "x") },
        open: { await open($0) ? .done : ProgramOutcome.none }),
      tickInterval: 0.01)
  }

  @Test("Keys are handled while a request hangs; Esc cancels it; the terminal is given back")
  func neverBlocks() async {
    let terminal = RecordingTerminal()
    let cancelled = CancellationFlag()
    let hanging = loop(terminal) { _, _, _ in
      do {
        try await Task.sleep(nanoseconds: 60_000_000_000)
      } catch {
        cancelled.set()
        throw error
      }
      return listing([])
    }
    var state = ReaderState(language: .en, columns: 60, rows: 12)
    let (inputs, feed) = AsyncStream<ScreenInput>.makeStream()
    let first = state.fetch(.news(.topic(.sport)), page: 1)
    let run = Task { await hanging.run(state, first: first, inputs: inputs, feed: feed) }
    #expect(await terminal.waitFor("Loading…"))
    feed.yield(.event(.key(.character("?"))))
    #expect(await terminal.waitFor("move the selection"))
    feed.yield(.event(.key(.character("x"))))
    feed.yield(.event(.key(.escape)))
    #expect(await terminal.waitFor("Cancelled."))
    feed.yield(.event(.key(.character("q"))))
    #expect(await run.value == 0)
    #expect(cancelled.value)
    #expect(terminal.asked == ["enter", "leave"])
  }

  @Test("An answer is drawn when it comes; each frame is one write; a signal ends with its code")
  func answers() async {
    let terminal = RecordingTerminal()
    let quick = loop(terminal) { subject, language, page in
      listing(numberedArticles(3, prefix: language == .pl ? "Artykuł" : "Article"), page: page)
    }
    var state = ReaderState(language: .en, columns: 60, rows: 12)
    let (inputs, feed) = AsyncStream<ScreenInput>.makeStream()
    let first = state.fetch(.news(.topic(.sport)), page: 1)
    let run = Task { await quick.run(state, first: first, inputs: inputs, feed: feed) }
    #expect(await terminal.waitFor("Article 3"))
    let before = terminal.written.count
    feed.yield(.event(.key(.down)))
    #expect(await terminal.waitFor("2/3"))
    // One key, one frame, one write, with only the rows that changed.
    #expect(terminal.written.count == before + 1)
    #expect(!terminal.written.last!.contains("\u{1B}[2J"))
    feed.yield(.event(.key(.character("l"))))
    #expect(await terminal.waitFor("Artykuł 3"))
    feed.yield(.event(.key(.control("z"))))
    feed.yield(.event(.resize(columns: 40, rows: 8)))
    feed.yield(.terminate(143))
    #expect(await run.value == 143)
    #expect(terminal.asked == ["enter", "leave", "suspend", "enter", "leave"])
  }

  @Test("o hands the terminal to the browser (screen left, keys not read) and takes it back")
  func browserGetsTheTerminal() async {
    let terminal = RecordingTerminal()
    let opened = CancellationFlag()
    let reader = loop(
      terminal,
      open: { link in
        // While the browser runs, the reader has left the screen and stopped reading keys.
        #expect(terminal.asked.suffix(2) == ["pause", "leave"])
        #expect(link == "https://example.com/article/1")
        opened.set()
        return true
      },
      list: { _, _, page in listing(numberedArticles(2), page: page) })
    var state = ReaderState(language: .en, columns: 60, rows: 12)
    let (inputs, feed) = AsyncStream<ScreenInput>.makeStream()
    let first = state.fetch(.news(.topic(.sport)), page: 1)
    let run = Task { await reader.run(state, first: first, inputs: inputs, feed: feed) }
    #expect(await terminal.waitFor("Article 2"))
    feed.yield(.event(.key(.character("o"))))
    #expect(await terminal.waitFor("Opened in the browser."))
    feed.yield(.event(.key(.character("q"))))
    #expect(await run.value == 0)
    #expect(opened.value)
    #expect(terminal.asked == ["enter", "pause", "leave", "enter", "resume", "leave"])
    // Everything was drawn again after the browser: a frame after it clears the screen first.
    #expect(terminal.written.suffix(2).contains { $0.contains("\u{1B}[2J") })
  }
}
