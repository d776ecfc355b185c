// swift-tools-version: 6.1
// Segue's benchmark suite on package-benchmark: `swift package benchmark` from this folder.
//
// A package of its own so that building Segue never fetches or builds the benchmark library.
// Benchmark's default traits need a package that is not available here; the MallocInterposer
// trait alone gives the malloc counts the allocation thresholds are on.

import PackageDescription

let package = Package(
    name: "SegueBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Segue", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        /// Every benchmark, on SegueBenchmarkWorkloads: the set-ups `segue bench` measures too, so both
        /// harnesses time exactly the same work.
        .executableTarget(
            name: "SegueBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SegueEngine", package: "Segue"),
                .product(name: "SegueKit", package: "Segue"),
                .product(name: "SegueHost", package: "Segue"),
                .product(name: "SegueConformance", package: "Segue"),
                .product(name: "CTickYardstick", package: "Segue"),
                // The raster benchmarks: frames recorded in the default scene, drawn by SegueRaster.
                .product(name: "SegueScenario", package: "Segue"),
                .product(name: "SegueRaster", package: "Segue"),
                .product(name: "SegueBenchmarkWorkloads", package: "Segue"),
            ],
            path: "Benchmarks/SegueBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
