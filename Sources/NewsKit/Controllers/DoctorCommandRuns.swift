import Foundation
import Localization

/// What `news doctor` does once its options are parsed: the checks, and their report.
public enum DoctorCommandRuns {
  /// The report on stdout, in the language given (the configuration may be what is broken, so
  /// it does not come from the settings); exit 0, or the code of the first problem.
  public static func run(
    values: CommandLineOptions, language: Language, environment: NewsEnvironment
  ) async -> CommandOutput {
    let report = await Doctor(environment: environment, values: values).examine()
    let strings = language.strings
    let now = environment.now()
    if values.json {
      return CommandOutput(
        stdout: DoctorView.renderJSON(report, strings: strings, now: now),
        exitCode: report.exitCode)
    }
    // Colour as the terminal check decided it (options, the configuration file, NO_COLOR).
    let color = report.lines.contains {
      if case .terminal(_, color: true, _, _) = $0.finding { true } else { false }
    }
    return CommandOutput(
      stdout: DoctorView.render(
        report, strings: strings, colorEnabled: color,
        width: TerminalDecisions.stdoutWidth(environment), now: now),
      exitCode: report.exitCode)
  }
}
