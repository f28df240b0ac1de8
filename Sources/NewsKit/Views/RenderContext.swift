import Foundation
import Localization
import TimeZones

/// What a renderer needs to know about the reader: language, colours, width, time zone.
public struct RenderContext: Sendable {
  /// The language of the interface.
  public var language: Language
  /// The styles.
  public var theme: Theme
  /// Whether to emit escape codes; off means the same text without any.
  public var colorEnabled: Bool
  /// Columns to wrap to.
  public var width: Int
  /// Whether titles become OSC 8 hyperlinks (colour on and a terminal known to show them).
  public var hyperlinks = false
  /// Whether a link stays whole on its line whatever the width: output for programs (a pipe,
  /// a file), where `grep -o https://…` must find whole addresses.
  public var keepsLinksWhole = false
  /// The zone dates are shown in.
  public var timeZone: ZoneRules

  /// A context from its parts.
  public init(
    language: Language, theme: Theme, colorEnabled: Bool, width: Int,
    timeZone: ZoneRules = .utc
  ) {
    self.language = language
    self.theme = theme
    self.colorEnabled = colorEnabled
    self.width = width
    self.timeZone = timeZone
  }

  /// The context for a run: colour, theme and width decided from settings and environment.
  public init(settings: Settings, environment: NewsEnvironment) {
    let variables = environment.variables
    let stdoutIsTerminal = environment.isTerminal(1)
    let colorEnabled =
      !settings.json
      && TerminalDecisions.colorEnabled(
        settings.color, environment: variables, stdoutIsTerminal: stdoutIsTerminal)
    // The terminal is asked only when its answer matters: colour on, theme auto, a terminal.
    var detected: ThemeKind?
    if colorEnabled, settings.theme == .auto, stdoutIsTerminal,
      case .background(let kind) = environment.terminalBackground()
    {
      detected = kind
    }
    self.init(
      language: settings.language,
      theme: .forKind(
        TerminalDecisions.theme(settings.theme, environment: variables, detected: detected)),
      colorEnabled: colorEnabled,
      width: TerminalDecisions.width(
        environment: variables,
        terminalColumns: stdoutIsTerminal ? environment.terminalColumns(1) : nil),
      timeZone: environment.timeZone()
    )
    hyperlinks =
      colorEnabled && TerminalDecisions.hyperlinksSupported(environment: environment.variables)
    keepsLinksWhole = !stdoutIsTerminal
  }

  /// The string table of the language.
  public var strings: StringTable { language.strings }

  /// Text in a style, honouring whether colour is on.
  func styled(_ text: String, _ style: TextStyle) -> String {
    style.apply(text, colorEnabled: colorEnabled)
  }

  /// A link's lines: whole on one line for programs, else broken after `/`, `-`, `?`, `&` where
  /// it can be to fit `width`.
  public func linkLines(_ link: String, width: Int) -> [String] {
    keepsLinksWhole ? [link] : TextWrapper.wrapLink(link, width: width)
  }
}
