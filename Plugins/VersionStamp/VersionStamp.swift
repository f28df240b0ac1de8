import Foundation
import PackagePlugin

/// Stamps the `news` executable with the commit it is built from: before every build,
/// `scripts/version-stamp` writes `BuildStamp.swift` (the commit, and whether tracked files
/// differ from it) into the plugin's work folder, rewriting it only when that changed, so an
/// unchanged tree compiles nothing again.
@main
struct VersionStamp: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "stamp")
    let package = context.package.directoryURL
    return [
      .prebuildCommand(
        displayName: "Stamping the build with its commit",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          package.appending(path: "scripts/version-stamp").path, package.path, output.path,
        ],
        outputFilesDirectory: output)
    ]
  }
}
