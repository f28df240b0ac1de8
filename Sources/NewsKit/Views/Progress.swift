import Foundation

/// Runs network work behind a spinner labelled with what it waits for on stderr when stderr is
/// a terminal and the output is not JSON; otherwise just runs it.
public func withProgress<T: Sendable>(
  _ settings: Settings, _ environment: NewsEnvironment, _ label: String,
  _ work: @Sendable () async throws -> T
) async throws -> T {
  guard !settings.json, environment.isTerminal(2) else { return try await work() }
  let width = TerminalDecisions.width(
    environment: environment.variables, terminalColumns: environment.terminalColumns(2))
  let spinner = Spinner(
    label: label, width: width,
    write: { StandardStream.write($0, to: 2) },
    sleep: { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) })
  return try await spinner.during(work)
}
