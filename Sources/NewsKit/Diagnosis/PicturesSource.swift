/// Who told `news doctor` how pictures are drawn.
public enum PicturesSource: String, Sendable, Equatable {
  /// The terminal, answering the burst of queries.
  case terminal
  /// tmux, naming the terminal its client runs in (and whether its pane passes sequences on).
  case tmux
  /// The environment (`KITTY_WINDOW_ID`, `TERM_PROGRAM`, `TERM`): nobody answered.
  case environment
}
