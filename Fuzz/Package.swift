// swift-tools-version:6.2
import PackageDescription

// The fuzzers of `news`: one executable that drives each of NewsKit's `FuzzTargets` under
// libFuzzer. Built apart from the product, with sanitizers (`scripts/fuzz`):
//   swift build -c release -Xswiftc -sanitize=fuzzer,address \
//     -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
let package = Package(
  name: "NewsFuzz",
  dependencies: [.package(name: "news", path: "..")],
  targets: [
    .executableTarget(
      name: "news-fuzz", dependencies: [.product(name: "NewsKit", package: "news")],
      path: "Sources/news-fuzz")
  ]
)
