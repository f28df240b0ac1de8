import Foundation

/// The `--color` values.
public enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}

/// The `--theme` values.
public enum ThemeChoice: String, CaseIterable, Sendable {
  case auto, light, dark
}

/// Decides colour, theme and width from the options, the environment and the terminal.
public enum TerminalDecisions {
  /// Whether to colour the output.
  ///
  /// `--color always` and `never` win. Under `auto`: a non-empty `NO_COLOR` turns colour off;
  /// a non-empty `FORCE_COLOR` or `CLICOLOR_FORCE` other than `0` turns it on; `TERM=dumb` turns it
  /// off; otherwise colour follows whether stdout is a terminal.
  public static func colorEnabled(
    _ choice: ColorChoice, environment: [String: String], stdoutIsTerminal: Bool
  ) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
        if let force = environment[name], !force.isEmpty, force != "0" { return true }
      }
      if environment["TERM"] == "dumb" { return false }
      return stdoutIsTerminal
    }
  }

  /// The theme: the one asked for, or under `auto` the one the terminal reported (OSC 11), else
  /// the one `COLORFGBG` implies, else dark.
  ///
  /// `COLORFGBG` is "fg;bg" (sometimes "fg;default;bg"); a background of 0–6 or 8 is dark, 7 and
  /// 9–15 light.
  public static func theme(
    _ choice: ThemeChoice, environment: [String: String], detected: ThemeKind? = nil
  ) -> ThemeKind {
    switch choice {
    case .light: return .light
    case .dark: return .dark
    case .auto:
      if let detected { return detected }
      guard let value = environment["COLORFGBG"],
        let background = value.split(separator: ";").last.flatMap({ Int($0) })
      else { return .dark }
      return (0...6).contains(background) || background == 8 ? .dark : .light
    }
  }

  /// Whether the terminal is known to show OSC 8 hyperlinks. Conservative: terminals that do
  /// not know OSC 8 mostly ignore it, but some print it, so only those that announce themselves
  /// get links (VTE 0.50+, iTerm2, WezTerm, kitty, foot, Ghostty, VS Code, Windows Terminal,
  /// Konsole, DomTerm).
  public static func hyperlinksSupported(environment: [String: String]) -> Bool {
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
    let programs: Set<String> = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"]
    if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
    if let term = environment["TERM"],
      ["xterm-kitty", "foot", "xterm-ghostty", "wezterm"].contains(where: { term.hasPrefix($0) })
    {
      return true
    }
    return environment["WT_SESSION"] != nil || environment["KONSOLE_VERSION"] != nil
      || environment["DOMTERM"] != nil
  }

  /// A width that wraps nothing: output for programs, as ripgrep gives a pipe.
  public static let unlimited = 1 << 40

  /// The width stdout wraps to in an environment: `COLUMNS`, else the terminal's, else (a
  /// pipe, a file) no wrapping at all.
  public static func stdoutWidth(_ environment: NewsEnvironment) -> Int {
    width(
      environment: environment.variables,
      terminalColumns: environment.isTerminal(1) ? environment.terminalColumns(1) : nil)
  }

  /// The width to wrap to: `COLUMNS` if it is a positive number, else the terminal's (nil when
  /// the output is not a terminal: then nothing is wrapped).
  public static func width(environment: [String: String], terminalColumns: Int?) -> Int {
    if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingWhitespace()) }), columns > 0 {
      return columns
    }
    guard let terminalColumns else { return unlimited }
    return terminalColumns > 0 ? terminalColumns : 80
  }

  /// The columns the full-screen reader draws in: `COLUMNS` can narrow it, but nothing can be
  /// drawn past the terminal's real edge, so a larger value is capped there.
  public static func screenColumns(environment: [String: String], terminalColumns: Int) -> Int {
    min(width(environment: environment, terminalColumns: terminalColumns), terminalColumns)
  }
}
