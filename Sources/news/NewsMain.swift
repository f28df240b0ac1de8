import ArgumentParser
import CProcess
import Foundation
import Localization
import NewsKit

#if canImport(Glibc)
  import Glibc
#endif

/// The entry point: resolves the language, parses, runs the command, prints, exits.
@main
enum NewsMain {
  /// `news --version` answers at once: no argument parser, whose reflection over the option
  /// types cost 4 ms, and no concurrency runtime; everything else runs `start` in a task.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let asked = VersionView.request(in: arguments),
      asked.lang.map(Language.init(code:)) != .some(nil)
    {
      let language = LaunchLanguage.resolve(arguments, environment: .live())
      let text = VersionView.render(build, json: asked.json, strings: language.strings)
      _ = Array(text.utf8).withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
      exit(0)
    }
    // Shell completion goes straight to argument-parser: its scripts, and its answers for feed
    // and edition arguments, are printed as they are, without the rewording below.
    if arguments.first == "---completion" || arguments.contains("--generate-completion-script") {
      let language = LaunchLanguage.resolve(arguments, environment: .live())
      HelpLanguage.$current.withValue(language) { RootCommand.main(arguments) }
      exit(0)
    }
    // First, so that Ctrl-C is answered with 130 however early it comes.
    InterruptTrap.install(stderrIsTerminal: isatty(2) == 1)
    // Before any store is opened: SQLite's allocations without its statistics' mutex.
    SQLiteProcess.configure()
    // Freed memory goes back to the system: a first refresh of 100,000 articles kept 222 MB
    // where its heap peaked at 108 MB, glibc holding what had been freed.
    news_process_return_freed_memory()
    let line = ArgumentScan.normalizingAliases(arguments)
    Task { await start(line) }
    // Behind a proxy, libcurl loads on a thread of its own, started once the task is handed
    // over. While `dlopen` maps libraries glibc lets no thread start, so the pool's first thread
    // mostly waits: the load ran alone (4.3-4.6 ms, against 5.1-5.6 beside the parsing and the
    // store's opening). 0.2-0.6 ms sooner than starting the load from the task. Without a proxy
    // nothing is preloaded: libssl's load held the pool's threads back 1.2 ms the same way.
    if NetworkPreload.expected(line) { CurlTransport.preload() }
    dispatchMain()
  }

  /// This binary's build, as the version stamp recorded it.
  static let build = BuildInfo(commit: BuildStamp.commit, dirty: BuildStamp.dirty)

  /// Resolves the language, parses, runs the command, prints, exits; `arguments` have their
  /// aliases normalised.
  static func start(_ arguments: [String]) async {
    let environment = NewsEnvironment.live()
    let language = LaunchLanguage.resolve(arguments, environment: environment)
    var output = await HelpLanguage.$current.withValue(language) {
      await Invocation.$arguments.withValue(arguments) { await run(arguments, in: environment) }
    }
    output.stderr = LaunchLanguage.wrapped(output.stderr, environment: environment)
    // `_exit`: the output is written, and no exit handler is wanted. OpenSSL's would free what
    // the kernel takes back anyway, and crashed a process whose libcurl was still loading. A
    // store left open (`openStore`) is held to the end and closed by it.
    withExtendedLifetime(output) { _exit(output.write(language: language)) }
  }

  /// Parses the arguments and runs the chosen command, turning parse errors into output.
  static func run(_ arguments: [String], in environment: NewsEnvironment) async -> CommandOutput {
    if let flag = ArgumentScan.flagWithValue(
      in: arguments, flags: CommandOptionTable.flagsWithoutValue)
    {
      let name = String(flag.prefix { $0 != "=" })
      return usageFailure(HelpLanguage.strings.errors.flagTakesNoValue(name), arguments: arguments)
    }
    if let command = ArgumentScan.subcommand(in: arguments, among: commandNames),
      let allowed = CommandOptionTable.allowed(command),
      let option = ArgumentScan.foreignOption(
        in: arguments, known: CommandOptionTable.all, allowed: allowed,
        valueOptions: CommandOptionTable.optionsWithValue)
    {
      return usageFailure(
        HelpLanguage.strings.errors.optionNotForCommand(option, "news " + command),
        arguments: arguments)
    }
    let environment =
      ArgumentScan.hasOption(
        "--verbose", in: arguments, valueOptions: CommandOptionTable.optionsWithValue)
      ? environment.tracing(language: HelpLanguage.current) : environment
    do {
      guard let runnable = try command(for: arguments) else { return CommandOutput() }
      // Values the store had to read around are said once, after the command.
      let damage = StoreDamage()
      var output = await damage.counting { await runnable.execute(in: environment) }
      if damage.count > 0 {
        output.stderr +=
          ErrorView.prefix + HelpLanguage.strings.library.damagedValues(damage.count) + "\n"
      }
      return output
    } catch {
      return parseFailure(
        error, arguments: arguments, width: TerminalDecisions.stdoutWidth(environment))
    }
  }

  /// Help and version go to stdout with 0; usage errors to stderr with 64, with a pointer to
  /// the help when the message does not already say what to do.
  static func parseFailure(_ error: Error, arguments: [String], width: Int) -> CommandOutput {
    let code = RootCommand.exitCode(for: error)
    if code == .success {
      // Unwrapped: argument-parser's wrapping drops continued lines to column 0; the help is
      // laid out once, here, for the width and the language's words.
      let text = HelpText.localize(
        RootCommand.fullMessage(for: error, columns: HelpLayout.unwrapped),
        strings: HelpLanguage.strings)
      return CommandOutput(stdout: HelpLayout.reflow(text, width: width) + "\n")
    }
    // argument-parser's second guesses ("   or: Missing value…") are left out.
    var message = RootCommand.message(for: error).split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("or:") }.joined(separator: "\n")
    if message.contains("\n") {
      return CommandOutput(stderr: ErrorView.prefix + message + "\n", exitCode: code.rawValue)
    }
    let commands = RootCommand.configuration.subcommands.map {
      ($0._commandName, $0.configuration.subcommands.map { $0._commandName })
    }
    if let typo = CommandTypos.message(
      arguments, commands: commands + [("help", [])], strings: HelpLanguage.strings)
    {
      message = typo
    } else if ArgumentScan.subcommand(in: arguments, among: commandNames) == "topic",
      message.hasPrefix("Missing expected argument")
    {
      // `topic` needs its argument; say which topics there are, as for an unknown one.
      let text = ErrorView.text(.usage(.missingTopic), strings: HelpLanguage.strings)
      return CommandOutput(
        stderr: ErrorView.prefix + text.what + "\n" + text.fix + "\n",
        exitCode: ExitCode.validationFailure.rawValue)
    } else {
      message = ParserMessage.localize(message, strings: HelpLanguage.strings)
    }
    return usageFailure(message, arguments: arguments)
  }

  /// A usage error (64) with a pointer to the help of the command typed.
  static func usageFailure(_ message: String, arguments: [String]) -> CommandOutput {
    let text =
      message + "\n"
      + HelpLanguage.strings.errors.seeHelp(CommandOptionTable.commandPath(arguments))
    return CommandOutput(
      stderr: ErrorView.prefix + text + "\n", exitCode: ExitCode.validationFailure.rawValue)
  }

  /// The subcommands' names, from the option table (held to argument-parser's by a test):
  /// reflecting over `RootCommand`'s configuration cost every start 1 ms.
  static let commandNames = CommandOptionTable.commandNames + ["help"]
}
