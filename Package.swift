// swift-tools-version: 6.1
// Segue: UIKit's custom view-controller transitions, headless, with animators as plugins.

import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "SegueEngine", targets: ["SegueEngine"]),
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .executable(name: "segue", targets: ["segue"]),
        // Preloaded (LD_PRELOAD) by `segue bench` to count heap allocations; never linked.
        .library(name: "SegueAllocationCounter", type: .dynamic, targets: ["SegueAllocationCounter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // MARK: Core

        /// Geometry, render tree, timing curves, springs, property animators, clocks, traces.
        .target(name: "SegueEngine"),

        /// UIKit's custom transition architecture on the engine: view controllers, presentation,
        /// transitioning delegate, context, coordinator, interaction, containers, segues.
        .target(name: "SegueKit", dependencies: ["SegueEngine"]),

        // MARK: Plugins
        // Animator plugins (one dynamic-library target each, under Plugins/) arrive with the
        // plugin host.

        // MARK: Tools

        /// A malloc/free interposer used only by `segue bench` to prove the tick path allocates nothing.
        .target(name: "SegueAllocationCounter"),

        // MARK: Executables

        /// The `segue` command line.
        .executableTarget(
            name: "segue",
            dependencies: [
                "SegueEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Tests

        .testTarget(name: "SegueEngineTests", dependencies: ["SegueEngine"]),
        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit"]),
        .testTarget(name: "SegueCLITests", dependencies: ["segue"]),
    ],
    swiftLanguageModes: [.v6]
)
