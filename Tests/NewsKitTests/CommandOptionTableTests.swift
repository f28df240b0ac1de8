import Testing

@testable import NewsKit

/// What is derived from the one table of declared options: each scan reads the options the
/// commands declare, so a new option is written once.
@Suite("The options table: what the scans and the quick line reader derive from it")
struct CommandOptionTableTests {
  @Test("The shared options are the root's, less --line, --help and --version")
  func shared() {
    #expect(
      CommandOptionTable.shared == [
        "-l", "--lang", "-n", "--count", "--theme", "--color", "--json", "--page", "--no-store",
        "--no-filter", "--no-stories", "--provider", "--api", "--timeout", "--verbose",
      ])
    #expect(CommandOptionTable.all == CommandOptionTable.shared.union(["--line"]))
  }

  @Test("--line is allowed where a command declares it (edition read), refused elsewhere")
  func rootOnly() {
    #expect(CommandOptionTable.allowed("edition")?.contains("--line") == true)
    #expect(CommandOptionTable.allowed("search")?.contains("--line") == false)
    #expect(CommandOptionTable.allowed("feed")?.contains("--timeout") == true)
    #expect(CommandOptionTable.commandNames.allSatisfy { CommandOptionTable.allowed($0) != nil })
    #expect(CommandOptionTable.allowed("nosuch") == nil)
  }

  @Test("Value options, flags and attached short options come from the declarations")
  func kinds() {
    for option in ["--per-topic", "--jobs", "--every", "--kind", "--user", "-n", "-l"] {
      #expect(CommandOptionTable.optionsWithValue.contains(option), "\(option)")
    }
    for flag in ["--force", "--unread", "--feeds-only", "--resume", "--version", "--help"] {
      #expect(CommandOptionTable.flagsWithoutValue.contains(flag), "\(flag)")
      #expect(!CommandOptionTable.optionsWithValue.contains(flag), "\(flag)")
    }
    #expect(CommandOptionTable.attachedShortOptions == ["-l", "-n"])
    #expect(CommandOptionTable.known.isSuperset(of: CommandOptionTable.optionsWithValue))
    #expect(CommandOptionTable.commandNames.contains("mark-read"))
    #expect(!CommandOptionTable.commandNames.contains(""))
    // The generated names are the commands `declared` names, each once, in its order.
    let derived = CommandOptionTable.unique(
      CommandOptionTable.declared.filter { !$0.command.isEmpty }.map {
        String($0.command.prefix { $0 != " " })
      })
    #expect(CommandOptionTable.commandNames == derived)
  }

  @Test("The quick line reader takes search's own options, each spelling with its long name")
  func lineReader() {
    #expect(
      Set(ListCommandLine.flags) == [
        "--json", "--verbose", "--no-store", "--no-filter", "--no-stories", "--offline",
      ])
    let valued = Dictionary(ListCommandLine.valued, uniquingKeysWith: { first, _ in first })
    #expect(valued["-n"] == "--count")
    #expect(valued["-l"] == "--lang")
    #expect(valued["--timeout"] == "--timeout")
    #expect(valued.count == 10)
    var options = CommandLineOptions()
    #expect(!ListCommandLine.set("--per-topic", to: "3", in: &options))
    #expect(ListCommandLine.set("--count", to: "3", in: &options))
    #expect(options.count == "3")
  }
}
