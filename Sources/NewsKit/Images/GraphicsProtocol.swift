/// How a terminal is given a picture, best first.
public enum GraphicsProtocol: String, Sendable, CaseIterable {
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm, mintty).
  case iTerm2 = "iterm2"
  /// DEC sixel (xterm -ti vt340, foot, mlterm, contour, Windows Terminal).
  case sixel
  /// Coloured `▀` cells: any terminal with true colour.
  case halfBlocks = "half-blocks"

  /// The protocol for a terminal: what it answered first, its environment only when it did not
  /// answer (`KITTY_WINDOW_ID`, `TERM_PROGRAM`, `TERM`); half blocks when nothing else is
  /// known. Inside tmux the answers are tmux's own: what tmux heard from the terminal its
  /// client runs in decides (`client`), and the environment tmux was started in only when tmux
  /// could not name it.
  public static func choose(
    answer: GraphicsQuery.Answer?, variables: [String: String], client: TmuxClient? = nil
  ) -> GraphicsProtocol {
    if let client {
      if let graphics = client.graphics { return graphics }
    } else if let answer {
      if answer.kitty { return .kitty }
      let name = answer.version?.lowercased() ?? ""
      if name.hasPrefix("iterm2") || name.hasPrefix("wezterm") { return .iTerm2 }
      if answer.sixel { return .sixel }
    }
    let term = variables["TERM"]?.lowercased() ?? ""
    let program = variables["TERM_PROGRAM"]?.lowercased() ?? ""
    if variables["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty"
      || program == "ghostty"
    {
      return .kitty
    }
    if program == "iterm.app" || program == "wezterm" || variables["LC_TERMINAL"] == "iTerm2" {
      return .iTerm2
    }
    if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour") {
      return .sixel
    }
    return .halfBlocks
  }
}
