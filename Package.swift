// swift-tools-version: 6.1
// Segue: UIKit's custom view-controller transitions, headless, with animators as plugins.

import PackageDescription

/// Links a plugin so it exports its entry symbol and nothing else (`nm -D` shows only
/// `segue_plugin_entry`), as CLAP and LV2 plugins do.
let pluginLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--version-script=\(Context.packageDirectory)/Plugins/exports.map"])
]

/// A bundled plugin (of any kind) written in Swift with the plugin SDK, at Plugins/`folder`.
func swiftPlugin(_ folder: String) -> Target {
    .target(
        name: "\(folder)Plugin", dependencies: ["SeguePluginSDK"], path: "Plugins/\(folder)",
        linkerSettings: pluginLinkerSettings)
}

/// The dynamic-library product of a bundled plugin: `libSeguePlugin<folder>.so`, the prefix the
/// host looks for beside its own executable.
func pluginProduct(_ folder: String) -> Product {
    .library(name: "SeguePlugin\(folder)", type: .dynamic, targets: ["\(folder)Plugin"])
}

/// What a bundled plugin's library offers (ABI 1.2: a library's factories may offer any kind).
enum PluginKind {
    /// Animators (UIViewControllerAnimatedTransitioning), through the entry's own functions.
    case animator
    /// Interaction controllers (UIPercentDrivenInteractiveTransition), through `get_extension`.
    case interaction
    /// Presentation controllers (UIPresentationController), through `get_extension`.
    case presentation
}

/// The language a bundled plugin is written in.
enum PluginLanguage {
    /// Swift, on the plugin SDK.
    case swift
    /// Plain C11, on the headers (and include/segue/plugin_helpers.h).
    case c
    /// Swift written against UIKit (`import UIKit`), on the UIKit layer, as iOS code is: Swift 5 mode.
    case uikit
}

/// One row of the bundled plugins' list.
typealias BundledPluginRow = (folder: String, id: String, language: PluginLanguage, kind: PluginKind)

// BEGIN bundled plugins
// The one list of the bundled plugins: the folder under Plugins/, the id of its (first) animator or controller, the
// language, the kind. The package builds a target and a `SeguePlugin<folder>` product from each row; the tests read
// this block (Tests/SegueTestSupport/BundledPluginManifest.swift), one `("Folder", "id", .language, .kind),` row a
// line, and fail when a folder in Plugins/ or a built plugin is missing from it, or when a document lists plugins it
// does not.
// The list lives in this file, not beside it, because SwiftPM re-reads the manifest only when this file changes.
let bundledPlugins: [BundledPluginRow] = [
    ("Diagonal", "org.segue.diagonal", .swift, .animator),
    ("Slide", "org.segue.slide", .swift, .animator),
    ("CrossDissolve", "org.segue.cross-dissolve", .swift, .animator),
    ("Flip", "org.segue.flip", .swift, .animator),
    ("Zoom", "org.segue.zoom", .swift, .animator),
    ("CoverVertical", "org.segue.cover-vertical", .c, .animator),
    ("Pan", "org.segue.pan", .swift, .animator),
    ("Cards", "org.segue.cards", .swift, .animator),
    ("PageFlip", "org.segue.page-flip", .swift, .animator),
    ("Fold", "org.segue.fold", .swift, .animator),
    ("NatGeo", "org.segue.natgeo", .swift, .animator),
    ("Explode", "org.segue.explode", .c, .animator),
    ("Cube", "org.segue.cube", .c, .animator),
    ("Turn", "org.segue.turn", .swift, .animator),
    ("Bubble", "org.segue.bubble", .swift, .animator),
    ("Portal", "org.segue.portal", .swift, .animator),
    ("Match", "org.segue.match", .swift, .animator),
    ("HorizontalSwipe", "org.segue.horizontal-swipe", .swift, .interaction),
    ("VerticalSwipe", "org.segue.vertical-swipe", .swift, .interaction),
    ("Pinch", "org.segue.pinch", .c, .interaction),
    ("DimmingSheet", "org.segue.dimming-sheet", .swift, .presentation),
    ("BottomSheet", "org.segue.bottom-sheet", .swift, .presentation),
    ("Presets", "org.segue.popup", .swift, .presentation),
    ("UIKitSheet", "org.segue.uikit-sheet", .uikit, .animator),
    ("UIKitDiagonal", "org.segue.uikit-diagonal", .uikit, .animator),
    ("UIKitFlip", "org.segue.uikit-flip", .uikit, .animator),
    ("UIKitReveal", "org.segue.uikit-reveal", .uikit, .animator),
]
// END bundled plugins

/// A bundled plugin (of any kind) written in C against the headers, at Plugins/`folder`.
func cPlugin(_ folder: String) -> Target {
    .target(
        name: "\(folder)Plugin", dependencies: ["SegueABI"], path: "Plugins/\(folder)", publicHeadersPath: ".",
        linkerSettings: pluginLinkerSettings)
}

/// A bundled plugin written against UIKit at Plugins/`folder`: its UIKit files and one export file.
func uikitPlugin(_ folder: String) -> Target {
    .target(
        name: "\(folder)Plugin", dependencies: ["SegueUIKit"], path: "Plugins/\(folder)",
        swiftSettings: [.swiftLanguageMode(.v5)], linkerSettings: pluginLinkerSettings)
}

/// The target of bundled plugin `folder`, by its language (every kind builds alike: its factories are in its entry).
func bundledPluginTarget(_ plugin: BundledPluginRow) -> Target {
    switch plugin.language {
    case .swift: return swiftPlugin(plugin.folder)
    case .c: return cPlugin(plugin.folder)
    case .uikit: return uikitPlugin(plugin.folder)
    }
}

let package = Package(
    name: "Segue",
    products: [
        .library(name: "SegueEngine", targets: ["SegueEngine"]),
        .library(name: "SegueKit", targets: ["SegueKit"]),
        .library(name: "SegueHost", targets: ["SegueHost"]),
        .library(name: "SegueRender", targets: ["SegueRender"]),
        /// Raster frames of a recorded transition (cairo and Pango): PNG, and motion files through ffmpeg.
        .library(name: "SegueRaster", targets: ["SegueRaster"]),
        /// The default scene, scene files and scripted gestures, for the benchmark suite in Benchmarks/.
        .library(name: "SegueScenario", targets: ["SegueScenario"]),
        /// What an animator plugin written in Swift depends on: `import SeguePluginSDK` alone.
        .library(name: "SeguePluginSDK", targets: ["SeguePluginSDK"]),
        /// What a plugin written against UIKit depends on: its files `import UIKit` (or QuartzCore, CoreGraphics)
        /// unchanged, and one export file `import SegueUIKit`.
        .library(name: "SegueUIKit", targets: ["SegueUIKit", "UIKit", "QuartzCore", "CoreGraphics"]),
        .executable(name: "segue", targets: ["segue"]),
        /// The plugin ABI compliance suite, for the benchmark suite in Benchmarks/ (validator throughput).
        .library(name: "SegueConformance", targets: ["SegueConformance"]),
        /// The dense C loop `segue bench` and the benchmark suite measure the engine's tick against.
        .library(name: "CTickYardstick", targets: ["CTickYardstick"]),
        /// The workloads `segue bench` and the benchmark suite in Benchmarks/ both time.
        .library(name: "SegueBenchmarkWorkloads", targets: ["SegueBenchmarkWorkloads"]),
        // Preloaded (LD_PRELOAD) by `segue bench` to count heap allocations; never linked.
        .library(name: "SegueAllocationCounter", type: .dynamic, targets: ["SegueAllocationCounter"]),
    ] + bundledPlugins.map(\.folder).map(pluginProduct),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // `swift package generate-documentation` for the DocC catalogues; a build never links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: The plugin ABI

        /// The C headers plugins and the host share (include/segue/*.h); nothing else.
        .target(name: "SegueABI", path: "include", exclude: ["README.md"], publicHeadersPath: "."),
        /// The ABI's C constants as Swift value types (`SegueProperty.frame`), for the host and the SDK.
        .target(name: "SegueABIValues", dependencies: ["SegueABI"]),

        // MARK: Core

        /// Geometry, render tree, timing curves, springs, property animators, clocks, traces.
        .target(name: "SegueEngine"),

        /// UIKit's custom transition architecture on the engine: view controllers, presentation,
        /// transitioning delegate, context, coordinator, interaction, containers, segues.
        .target(name: "SegueKit", dependencies: ["SegueEngine"]),

        /// SVG pictures of a recorded transition: an animated SVG and a filmstrip.
        .target(name: "SegueRender", dependencies: ["SegueEngine"]),

        /// Cairo and Pango (with fontconfig's fonts), found by pkg-config.
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),

        /// Raster frames of the engine's render tree, composited as Core Animation composites
        /// layers (true perspective, group opacity, snapshots drawn once), and the motion files
        /// made from them.
        .target(name: "SegueRaster", dependencies: ["SegueEngine", "CCairo"]),

        /// SDL2 (windows, input events, streaming textures on X11 and Wayland), found by pkg-config.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),

        /// The live preview window behind `segue preview`: a live session drawn by the raster
        /// renderer into an SDL2 window at the display rate, with the pointer driving interaction.
        .target(
            name: "SeguePreview",
            dependencies: ["SegueScenario", "SegueRaster", "SegueHost", "SegueKit", "SegueEngine", "CSDL2"]),

        // MARK: Plugin host

        /// libffi, through a one-line shim header (`#include <ffi.h>`).
        .systemLibrary(name: "CFFI", path: "Sources/CFFI", providers: [.apt(["libffi-dev"])]),

        /// Finds, loads and checks plugin libraries, and wraps their animators as SegueKit animators.
        .target(
            name: "SegueHost",
            dependencies: [
                "SegueKit", "SegueABI", "SegueABIValues", "CFFI", "CSegueProcess",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        /// What only the command line needs, kept out of the host an embedder links: the default
        /// scene, scene-file playback, scripted pan gestures, playback on a clock, recordings.
        .target(name: "SegueScenario", dependencies: ["SegueKit", "SegueEngine"]),

        /// posix_spawn into a process group with descriptors on chosen numbers, pidfd, memfd and an
        /// async-signal-safe interrupt handler: what the validator's worker processes need from C.
        .target(name: "CSegueProcess", dependencies: ["SegueABI"]),

        /// The plugin ABI compliance suite behind `segue validate`.
        .target(
            name: "SegueConformance",
            dependencies: [
                "SegueHost", "SegueScenario", "SegueKit", "SegueEngine", "SegueABI", "CFFI", "CSegueProcess",
            ]),

        // MARK: Plugin SDK (compiled into each Swift plugin, never into the host)

        /// The exported entry struct, forwarding to the SDK's Swift functions.
        .target(name: "SeguePluginSDKEntry", dependencies: ["SegueABI"]),
        /// Swift conveniences for writing an animator: a protocol, a context wrapper, export.
        .target(name: "SeguePluginSDK", dependencies: ["SeguePluginSDKEntry", "SegueABI", "SegueABIValues"]),

        // MARK: UIKit layer (compiled into each UIKit plugin, never into the host)

        // Modules named as Apple's, so iOS transition code compiles unchanged. A `Darwin` module (Glibc
        // re-exported) is written into an imported plugin's own package instead, only when its files name it:
        // in this package it would turn every dependency's `#if canImport(Darwin)` on.
        /// What Linux's Foundation lacks of CoreGraphics: affine transforms, vectors, paths, colours.
        .target(name: "CoreGraphics", path: "Sources/UIKitLayer/CoreGraphics"),
        /// Core Animation over the plugin SDK: layers with model and presentation values, 3D transforms,
        /// explicit animations, transactions and the transition's media clock.
        .target(
            name: "QuartzCore", dependencies: ["CoreGraphics", "SeguePluginSDK"], path: "Sources/UIKitLayer/QuartzCore"
        ),
        /// UIKit's transition surface: views, view and presentation controllers, the transitioning protocols,
        /// animation blocks and property animators, turned into the ABI's services.
        .target(
            name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "SeguePluginSDK"],
            path: "Sources/UIKitLayer/UIKit"),
        /// Exports UIKit transitioning delegates and animators as a plugin's animators and presentation controllers.
        .target(name: "SegueUIKit", dependencies: ["UIKit", "SeguePluginSDK"], path: "Sources/UIKitLayer/SegueUIKit"),

        // The bundled plugins (Plugins/<Name>, one dynamic library each) follow, from `bundledPlugins`.
    ] + bundledPlugins.map(bundledPluginTarget) + [
        // MARK: Tools

        /// A malloc/free interposer used only by `segue bench` to prove the tick path allocates nothing.
        .target(name: "SegueAllocationCounter"),

        /// The engine's per-tick work as a plain C loop over flat arrays: the yardstick
        /// `segue bench` prints the tick's cost against.
        .target(name: "CTickYardstick"),

        /// The set-ups `segue bench` and the benchmark suite in Benchmarks/ both time, so both harnesses
        /// time exactly the same work: transitions, ticks, service calls, snapshots, raster frames, memory.
        .target(
            name: "SegueBenchmarkWorkloads",
            dependencies: ["SegueEngine", "SegueKit", "SegueHost", "SegueScenario", "SegueRaster", "CTickYardstick"]),

        // MARK: Executables

        /// The `segue` command line.
        .executableTarget(
            name: "segue",
            dependencies: [
                "SegueEngine", "SegueKit", "SegueHost", "SegueScenario", "SegueRender", "SegueRaster", "SeguePreview",
                "SegueConformance", "CTickYardstick", "SegueBenchmarkWorkloads",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: Tests

        .testTarget(name: "SegueEngineTests", dependencies: ["SegueEngine"]),
        .testTarget(name: "SegueKitTests", dependencies: ["SegueKit"]),
        .testTarget(name: "SegueRenderTests", dependencies: ["SegueRender", "SegueEngine"]),
        .testTarget(name: "SegueRasterTests", dependencies: ["SegueRaster", "SegueRender", "SegueEngine"]),
        // The plugin SDK's own values (Transform3D and kin), linked as a plugin links them.
        .testTarget(name: "SeguePluginSDKTests", dependencies: ["SeguePluginSDK"]),
        // The UIKit layer's values and semantics (model and presentation, blocks, Core Animation) against a
        // recording context, linked as a UIKit plugin links them.
        // Swift Testing declares cross-import overlays for Apple's CoreGraphics and UIKit (`_Testing_UIKit`…),
        // which Linux does not have: with modules of those names in the build, importing both would look for them.
        .testTarget(
            name: "UIKitLayerTests", dependencies: ["UIKit", "SegueUIKit", "SeguePluginSDK"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // Every constant in include/segue/*.h against its value type.
        .testTarget(name: "SegueABIValuesTests", dependencies: ["SegueABIValues", "SegueABI"]),
        // The deliberately broken plugins in Fixtures/ are not products (a package depending on
        // Segue must not see them): this support target compiles them with cc when a test needs one.
        .target(name: "SegueTestSupport", path: "Tests/SegueTestSupport"),
        // A test plugin in Swift that calls every ABI 1.1 service. Not a product either: `swift build` compiles
        // it with the root package, and SegueTestSupport links its objects with the SDK's into a library when a
        // test asks for `libSegueFixtureSwiftLayerTour.so`.
        .target(name: "SwiftLayerTourFixture", dependencies: ["SeguePluginSDK"], path: "Fixtures/SwiftLayerTour"),
        // UIKit animators of each pattern the UIKit layer supports (blocks, keyframes, property animators, view
        // transitions, model reads, explicit Core Animation), linked with the layer's objects on a test's request
        // as `libSegueFixtureUIKitPatterns.so`.
        .target(
            name: "UIKitPatternsFixture", dependencies: ["SegueUIKit"], path: "Fixtures/UIKitPatterns",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "SegueHostTests",
            dependencies: [
                "SegueHost", "SegueScenario", "SegueKit", "SegueEngine", "SegueABI", "SegueRender", "SegueTestSupport",
                // The live session's animator source over reloading plugins (ReloadingPluginsTests).
                "SeguePreview",
            ]),
        .testTarget(
            name: "SeguePreviewTests",
            dependencies: [
                "SeguePreview", "SegueScenario", "SegueRaster", "SegueHost", "SegueKit", "SegueEngine",
                "SegueTestSupport",
            ]),
        .testTarget(
            name: "SegueCLITests", dependencies: ["segue", "SegueConformance", "SegueHost", "SegueTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
