/// The Swift plugin `segue plugin new --lang swift` writes: a package that depends on Segue's
/// `SeguePluginSDK` product, one animator (a fade with one parameter; ``SwiftControllerTemplates``
/// has the other kinds' sources) and the export list.
enum SwiftPluginTemplate {
    /// `Package.swift`, with `__NAME__`, `__KIND__`, `__DEPENDENCY__` and `__PACKAGE__` to replace.
    static let manifest = #"""
        // swift-tools-version: 6.1
        // __NAME__: a Segue __KIND__ plugin, built as lib__NAME__.so (`swift build`).

        import PackageDescription

        let package = Package(
            name: "__NAME__",
            products: [
                // segue loads plugins as dynamic libraries.
                .library(name: "__NAME__", type: .dynamic, targets: ["__NAME__"]),
            ],
            dependencies: [
                __DEPENDENCY__,
            ],
            targets: [
                .target(
                    name: "__NAME__",
                    dependencies: [.product(name: "SeguePluginSDK", package: "__PACKAGE__")],
                    path: "Sources",
                    linkerSettings: [
                        // Export segue_plugin_entry and nothing else (check with `nm -D --defined-only`), so
                        // this plugin's copy of the SDK never binds to another plugin's.
                        .unsafeFlags(["-Xlinker", "--version-script=\(Context.packageDirectory)/exports.map"]),
                    ]),
            ],
            swiftLanguageModes: [.v6]
        )
        """#

    /// `Sources/__NAME__Animator.swift`, with `__NAME__` and `__ID__` to replace.
    static let animator = #"""
        import SeguePluginSDK

        /// The __NAME__ animator: the arriving view fades in over the container; on a dismissal (or pop)
        /// the leaving view fades out over the view it uncovers.
        final class __NAME__Animator: SegueAnimator {
            /// How long the fade takes; read as `parameters[Self.duration]`.
            static let duration = ParameterInfo(
                id: "duration", name: "Duration", description: "Seconds the fade takes.",
                defaultValue: 0.3, range: 0...5)

            static let info = AnimatorInfo(
                id: "__ID__", name: "__NAME__", vendor: "Example", version: "1.0.0",
                description: "The arriving view fades in; on dismissal the leaving view fades out.",
                capabilities: [.present, .dismiss, .interactive],
                parameters: [duration])

            private let parameters: ParameterValues

            init(parameters: ParameterValues) {
                self.parameters = parameters
            }

            func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

            // A refused service call throws; the SDK then logs it and completes the transition.
            // The whole transition is one animation, so conforming to InterruptibleSegueAnimator and
            // returning its handle from `interruptibleAnimation(_:)` would let a person grab it
            // mid-flight (the plugin guide's "An animation an interaction can grab").
            func animateTransition(_ context: TransitionContext) throws(ServiceError) {
                let presenting = context.operation.bringsViewIn
                let container = try context.containerView()
                let toView = try context.view(forKey: .to)
                if let toView {
                    let final = try context.finalFrame(for: try context.viewController(forKey: .to))
                    if !final.isZero { try context.set(.frame(final), on: toView) }
                }
                guard let moving = presenting ? toView : try context.view(forKey: .from) else {
                    return context.completeTransition(!context.transitionWasCancelled)
                }
                if presenting {
                    try context.set(.alpha(0), on: moving)
                    try context.addSubview(moving, to: container)
                } else if let toView {
                    try context.insertSubview(toView, in: container, at: 0)
                }
                try context.animate(
                    duration: parameters[Self.duration], timing: .easeInOut, [(moving, .alpha(presenting ? 1 : 0))]
                ) { _ in
                    let success = !context.transitionWasCancelled
                    // The view that leaves (a cancelled arrival, a finished departure) goes, at full alpha.
                    if presenting != success {
                        try? context.removeFromSuperview(moving)
                        try? context.set(.alpha(1), on: moving)
                    }
                    context.completeTransition(success)
                }
            }
        }

        /// Registers this plugin's animator with the SDK (called once, from the first `init`).
        @c @implementation
        public func segue_sdk_plugin() {
            SeguePlugin.export(__NAME__Animator.self)
        }
        """#

    /// `exports.map`: the linker version script.
    static let exportList = """
        {
            global: segue_plugin_entry;
            local: *;
        };

        """
}
