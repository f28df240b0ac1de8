/// The arguments `news` was started with, for the options every command accepts but not every
/// command declares.
///
/// argument-parser hands a root option given with a subcommand (`news --no-store show 1`) to
/// the root only; a subcommand that has a use for it finds it here. Set once in `NewsMain` for
/// the duration of the run.
enum Invocation {
  @TaskLocal static var arguments: [String] = []
}
