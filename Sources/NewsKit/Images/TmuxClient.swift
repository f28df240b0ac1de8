import Foundation

/// The terminal a tmux client runs in, as tmux heard it, and whether the pane lets escape
/// sequences through to it: what pictures inside tmux are drawn for. Inside tmux the burst of
/// queries is answered by tmux itself, and `KITTY_WINDOW_ID` or `TERM_PROGRAM` name the
/// terminal tmux's server was started from, not necessarily the one attached now.
public struct TmuxClient: Equatable, Sendable {
  /// The outer terminal's name and version, as it answered tmux's XTVERSION
  /// (`client_termtype`: "kitty(0.26.5)", "XTerm(379)"); empty when it did not say.
  public var name: String
  /// tmux knows the outer terminal draws sixel (`client_termfeatures`; tmux built with sixel).
  public var sixel: Bool
  /// The pane lets sequences through (`allow-passthrough` on or all).
  public var passthrough: Bool
  /// Where the pane lies on the terminal's screen. What is passed through lands where the
  /// terminal's cursor is, which only tmux moves.
  public var pane: PaneOrigin

  /// A pane's first cell on the terminal's screen, from 0.
  public struct PaneOrigin: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  public init(
    name: String, sixel: Bool = false, passthrough: Bool,
    pane: PaneOrigin = PaneOrigin(row: 0, column: 0)
  ) {
    self.name = name
    self.sixel = sixel
    self.passthrough = passthrough
    self.pane = pane
  }

  /// What `tmux display -p` is asked: one line, five fields a tab apart.
  static let format =
    "#{client_termtype}\t#{client_termfeatures}\t#{allow-passthrough}\t#{pane_top}\t#{pane_left}"

  /// The client as tmux printed it; nil for anything that is not the five fields (a tmux
  /// before 3.3 has no `allow-passthrough` and prints fewer).
  public static func parse(_ output: Data) -> TmuxClient? {
    let line =
      String(decoding: output.prefix(1_024), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 5 else { return nil }
    let name = String(fields[0].prefix(80))
    let passthrough = ["1", "on", "all"].contains(fields[2].trimmingCharacters(in: .whitespaces))
    let place = { (field: Substring) in Int(field).map { min(max($0, 0), 10_000) } ?? 0 }
    return TmuxClient(
      name: name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } ? name : "",
      sixel: fields[1].split(separator: ",").contains("sixel"), passthrough: passthrough,
      pane: PaneOrigin(row: place(fields[3]), column: place(fields[4])))
  }

  /// Asks the tmux this process runs in (`TMUX` set) about its client, within a second; nil
  /// outside tmux or when tmux did not answer.
  public static func ask(_ environment: NewsEnvironment) async -> TmuxClient? {
    guard environment.variables["TMUX"] != nil else { return nil }
    let asked = await environment.runCapturing(
      ["tmux", "display", "-p", format], nil, environment.variables, 1, 1_024)
    guard asked.result == .exited(0) else { return nil }
    return parse(asked.output)
  }

  /// The protocol for the outer terminal: nil when its name is unknown to tmux (then the
  /// environment decides); half blocks when the pane passes nothing through, or for a terminal
  /// whose pictures tmux cannot tell (xterm draws sixel only as a VT340, and tmux does not
  /// pass its DA1 on).
  var graphics: GraphicsProtocol? {
    guard passthrough else { return .halfBlocks }
    let name = name.lowercased()
    if name.isEmpty { return sixel ? .sixel : nil }
    if name.hasPrefix("kitty") || name.hasPrefix("ghostty") { return .kitty }
    if name.hasPrefix("iterm2") || name.hasPrefix("wezterm") { return .iTerm2 }
    if sixel || ["foot", "mlterm", "contour"].contains(where: name.hasPrefix) { return .sixel }
    return .halfBlocks
  }
}
