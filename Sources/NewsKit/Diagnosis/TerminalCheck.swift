import Foundation

/// The terminal part of `news doctor`: its width, whether colour is on and in which theme, and
/// whether the locale lets it show Polish letters.
struct TerminalCheck {
  let environment: NewsEnvironment
  let settings: Settings?
  /// The options typed, for colour and theme when the settings are broken.
  let values: CommandLineOptions

  func run() -> [DoctorLine] {
    let variables = environment.variables
    let isTerminal = environment.isTerminal(1)
    let color = TerminalDecisions.colorEnabled(
      settings?.color ?? values.color.flatMap { ColorChoice(rawValue: $0.lowercased()) } ?? .auto,
      environment: variables, stdoutIsTerminal: isTerminal)
    let choice =
      settings?.theme ?? values.theme.flatMap { ThemeChoice(rawValue: $0.lowercased()) } ?? .auto
    var detected: ThemeKind?
    if color, choice == .auto, isTerminal,
      case .background(let kind) = environment.terminalBackground()
    {
      detected = kind
    }
    let theme = TerminalDecisions.theme(choice, environment: variables, detected: detected)
    let columns =
      isTerminal
      ? TerminalDecisions.width(
        environment: variables, terminalColumns: environment.terminalColumns(1))
      : nil
    let locale = Self.nonUTF8Locale(variables)
    let state = DoctorFinding.terminal(
      columns: columns, color: color, dark: theme == .dark, unicode: locale == nil)
    return [DoctorLine(.terminal, state)]
      + (locale.map { [DoctorLine(.terminal, .notUTF8($0))] } ?? [])
  }

  /// What pictures are drawn with on this terminal (asked as `show --images` asks it), and,
  /// inside tmux, whether its passthrough lets the sequences through.
  func pictures() async -> [DoctorLine] {
    guard environment.isTerminal(1) else { return [] }
    let answer = environment.terminalGraphics()
    let client = await TmuxClient.ask(environment)
    let variables = environment.variables
    let graphics = GraphicsProtocol.choose(answer: answer, variables: variables, client: client)
    let source: PicturesSource =
      client.map { $0.graphics == nil ? .environment : .tmux }
      ?? (answer?.answered == true ? .terminal : .environment)
    var lines = [DoctorLine(.terminal, .pictures(graphics.rawValue, source: source))]
    // Off, it matters only where the terminal outside could draw more than half blocks.
    if var client, !client.passthrough {
      client.passthrough = true
      if GraphicsProtocol.choose(answer: answer, variables: variables, client: client)
        != .halfBlocks
      {
        lines.append(DoctorLine(.terminal, .tmuxPassthroughOff))
      }
    }
    return lines
  }

  /// The locale variable that decides the character set (`LC_ALL`, then `LC_CTYPE`, then
  /// `LANG`), as `NAME=value`, when it names one that is not UTF-8; nil when it is UTF-8 or
  /// none is set.
  static func nonUTF8Locale(_ variables: [String: String]) -> String? {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = variables[name], !value.isEmpty else { continue }
      let lowered = value.lowercased()
      return lowered.contains("utf-8") || lowered.contains("utf8")
        ? nil : TerminalSanitizer.sanitize("\(name)=\(value)")
    }
    return nil
  }
}
