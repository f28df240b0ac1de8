// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "news",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "news", targets: ["news"]),
    .library(name: "NewsKit", targets: ["NewsKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    // Time zones as POSIX and the tz database define them: TZif files, TZ rules, civil time.
    .target(name: "TimeZones"),
    // Our three modules are optimised for size in a release: the binary's budget is 30 MB, and
    // `-Osize` measured as fast as `-O` on lists, queries and feed parsing (docs/performance.md).
    // Release builds pass `-Xswiftc -Osize` too (./install, .ci/run), for the dependencies.
    .target(
      name: "Localization", dependencies: ["TimeZones"], path: "Localization",
      swiftSettings: [.unsafeFlags(["-Osize"], .when(configuration: .release))]),
    .target(name: "CCurlShim", linkerSettings: [.linkedLibrary("dl")]),
    // Pictures: decoded by libstb and libwebp, loaded with dlopen when one is shown; scaled
    // and drawn as half blocks or sixels (see the C file).
    .target(name: "CImageShim", linkerSettings: [.linkedLibrary("dl")]),
    // SQLite's variadic configuration call, which Swift cannot make (the store's close), the
    // SQL functions that take C callbacks, and packed summaries (zlib).
    .target(name: "CSQLiteShim", linkerSettings: [.linkedLibrary("sqlite3"), .linkedLibrary("z")]),
    // glibc's allocator settings (mallopt at start, malloc_trim after a refresh's groupings).
    .target(name: "CProcess"),
    // The one item of ICU's data `news` reads, in place of the 34 MB package (see the C file).
    .target(name: "CICUData", exclude: ["Generated/icudt76l.dat"]),
    .target(
      name: "NewsKit",
      dependencies: [
        "TimeZones", "Localization", "CCurlShim", "CSQLiteShim", "CProcess", "CImageShim",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: [.unsafeFlags(["-Osize"], .when(configuration: .release))]),
    // Writes the commit the executable is built from into it (scripts/version-stamp).
    .plugin(name: "VersionStamp", capability: .buildTool()),
    .executableTarget(
      name: "news",
      dependencies: [
        "NewsKit", "Localization", "CICUData", "CProcess",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.unsafeFlags(["-Osize"], .when(configuration: .release))],
      // Release: lld packs the 86,000 relative relocations into a compact table (DT_RELR,
      // glibc 2.36+): 2 MB smaller, and less for the loader to do at every start. Identical
      // functions are folded into one (generic specialisations are many), and the static Swift
      // libraries' symbols are not exported: nothing loads this executable as a library.
      linkerSettings: [
        .unsafeFlags(
          [
            "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker", "--icf=all", "-Xlinker", "--no-export-dynamic",
          ],
          .when(platforms: [.linux], configuration: .release))
      ],
      plugins: ["VersionStamp"]
    ),
    .target(name: "TestSupport", path: "Tests/Support/TestSupport"),
    .executableTarget(
      name: "news-bench-server", dependencies: ["TestSupport"], path: "Benchmarks/BenchServer"),
    .executableTarget(
      name: "news-bench-seed", dependencies: ["NewsKit", "TestSupport"],
      path: "Benchmarks/BenchSeed"),
    .executableTarget(
      name: "news-extraction-bench", dependencies: ["NewsKit", "TestSupport"],
      path: "Benchmarks/ExtractionBench"),
    .executableTarget(
      name: "news-feed-dump", dependencies: ["NewsKit"], path: "Benchmarks/FeedDump"),
    .executableTarget(
      name: "news-picture-bench", dependencies: ["NewsKit"], path: "Benchmarks/PictureBench"),
    .executableTarget(
      name: "news-story-bench", dependencies: ["NewsKit"], path: "Benchmarks/StoryBench"),
    .testTarget(name: "TimeZonesTests", dependencies: ["TimeZones"]),
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TimeZones"]),
    .testTarget(
      name: "NewsKitTests",
      dependencies: [
        "NewsKit", "Localization", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Snapshots", "Pages"]),
    .testTarget(
      name: "IntegrationTests", dependencies: ["NewsKit", "Localization", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "news", "NewsKit", "TestSupport", "Localization", "CSQLiteShim",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ]
)
