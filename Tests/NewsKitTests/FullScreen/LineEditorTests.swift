import Testing

@testable import NewsKit

@Suite("The search prompt's line editor")
struct LineEditorTests {
  func typed(_ text: String, into editor: inout LineEditor) {
    for character in text { _ = editor.apply(.character(character)) }
  }

  @Test("Typing, ←/→, Home/End, Backspace, Delete and Ctrl-U edit at the cursor")
  func editing() {
    var editor = LineEditor()
    typed("kosmos", into: &editor)
    _ = editor.apply(.left)
    _ = editor.apply(.left)
    _ = editor.apply(.character("X"))
    #expect(editor.line == "kosmXos" && editor.cursor == 5)
    _ = editor.apply(.backspace)
    #expect(editor.line == "kosmos" && editor.cursor == 4)
    _ = editor.apply(.home)
    _ = editor.apply(.delete)
    #expect(editor.line == "osmos" && editor.cursor == 0)
    _ = editor.apply(.backspace)
    #expect(editor.line == "osmos")
    _ = editor.apply(.end)
    _ = editor.apply(.right)
    #expect(editor.cursor == 5)
    _ = editor.apply(.left)
    _ = editor.apply(.left)
    _ = editor.apply(.control("u"))
    #expect(editor.line == "os" && editor.cursor == 0)
    let handled = editor.apply(.pageDown)
    #expect(!handled)
  }

  @Test("↑/↓ walk the history newest first and give back what was being typed")
  func history() {
    var editor = LineEditor()
    typed("mars", into: &editor)
    #expect(editor.submit() == "mars")
    typed("  księżyc ", into: &editor)
    #expect(editor.submit() == "księżyc")
    typed("mars", into: &editor)
    _ = editor.submit()
    #expect(editor.history == ["księżyc", "mars"])
    typed("wen", into: &editor)
    _ = editor.apply(.up)
    #expect(editor.line == "mars" && editor.cursor == 4)
    _ = editor.apply(.up)
    #expect(editor.line == "księżyc")
    _ = editor.apply(.up)
    #expect(editor.line == "księżyc")
    _ = editor.apply(.down)
    #expect(editor.line == "mars")
    _ = editor.apply(.down)
    #expect(editor.line == "wen")
    #expect(editor.submit() == "wen")
    #expect(editor.submit() == "" && editor.history.count == 3)
  }
}
