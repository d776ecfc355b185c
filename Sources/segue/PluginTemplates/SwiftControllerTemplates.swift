/// The Swift sources `segue plugin new --lang swift --kind interaction|presentation` writes, in
/// the package of ``SwiftPluginTemplate/manifest``.
enum SwiftControllerTemplates {
    /// `Sources/__NAME__Interaction.swift`, with `__NAME__` and `__ID__` to replace.
    static let interaction = #"""
        import SeguePluginSDK

        /// The __NAME__ interaction controller: a horizontal pan across the container drives the
        /// transition; a release past half (or flung that way) finishes it, anything else cancels; a
        /// touch during the finish or cancel grabs the transition where it shows.
        final class __NAME__Interaction: SegueInteractionController {
            /// The fraction a release must pass to finish; read as `parameters[Self.threshold]`.
            static let threshold = ParameterInfo(
                id: "threshold", name: "Threshold", description: "The fraction a release must pass to finish.",
                defaultValue: 0.5, range: 0...1)

            static let info = InteractionInfo(
                id: "__ID__", name: "__NAME__", vendor: "Example", version: "1.0.0",
                description: "A horizontal pan across the container drives the transition.",
                gestures: .panHorizontal, operations: [.present, .dismiss], parameters: [threshold])

            private let parameters: ParameterValues
            /// The fraction across grabs: the first touch drives from 0, a grabbing one from where it grabbed.
            private var progress = InteractionProgress()

            init(parameters: ParameterValues) {
                self.parameters = parameters
            }

            func begin(_ start: InteractionStart) {
                progress.reset()
            }

            func handle(_ event: InteractionEvent) -> InteractionResponse {
                if event.isGrab { return progress.grab(event) }
                // Only the driving touch's moves count, and only while the transition follows it.
                guard event.state == .driving, event.touch == progress.touch, event.phase != .began else {
                    return .none
                }
                let width = max(event.containerSize.width, 1)
                let fraction = progress.fraction(adding: abs(event.translation.x) / width)
                guard event.isRelease else { return .update(fraction) }
                // Every release must finish or cancel; a flick counts for half a second of travel.
                let projected = fraction + abs(event.velocity.x) * 0.5 / width
                return event.phase == .ended && projected > parameters[Self.threshold] ? .finish() : .cancel()
            }
        }

        /// Registers this plugin's interaction controller with the SDK (called once, from the first `init`).
        @c @implementation
        public func segue_sdk_plugin() {
            SeguePlugin.export(interactions: [__NAME__Interaction.self])
        }
        """#

    /// `Sources/__NAME__Presentation.swift`, with `__NAME__` and `__ID__` to replace.
    static let presentation = #"""
        import SeguePluginSDK

        /// The __NAME__ presentation controller: the presented view sits centred, `width` of the
        /// container wide and 60 % high, over a dimming view that fades in and out alongside the
        /// transition; a tap on the dimming view dismisses.
        final class __NAME__Presentation: SeguePresentationController {
            /// The presented view's width as a fraction of the container's; read as `parameters[Self.width]`.
            static let width = ParameterInfo(
                id: "width", name: "Width", description: "The presented view's width, a fraction of the container's.",
                defaultValue: 0.8, range: 0.1...1)

            static let info = PresentationInfo(
                id: "__ID__", name: "__NAME__", vendor: "Example", version: "1.0.0",
                description: "The presented view centred over a dimming view; a tap on the dimming dismisses.",
                capabilities: .gestures, parameters: [width])

            private let parameters: ParameterValues
            /// The chrome: a view called "dimming" behind the presented view, removed when no longer shown.
            private let dimming = DimmingChrome()

            init(parameters: ParameterValues) {
                self.parameters = parameters
            }

            /// Pure: the same layout gives the same rect (the host asks often).
            func frameOfPresentedView(in layout: PresentationLayout) -> Rect {
                let bounds = layout.containerBounds
                let size = Size(
                    width: (bounds.width * parameters[Self.width]).rounded(.down),
                    height: (bounds.height * 0.6).rounded(.down))
                return Rect(
                    x: ((bounds.width - size.width) / 2).rounded(.down),
                    y: ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
            }

            func presentationWillBegin(_ context: TransitionContext) throws(ServiceError) {
                try dimming.presentationWillBegin(context)
            }

            func presentationDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {
                try dimming.transitionDidEnd(context, shown: completed)
            }

            func dismissalWillBegin(_ context: TransitionContext) throws(ServiceError) {
                try dimming.dismissalWillBegin(context)
            }

            func dismissalDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {
                try dimming.transitionDidEnd(context, shown: !completed)
            }

            func containerWillLayout(_ context: TransitionContext) throws(ServiceError) {
                try dimming.layout(context)
            }

            /// A tap outside the presented view (on the dimming) dismisses.
            func handleGesture(_ event: InteractionEvent) -> PresentationResponse {
                guard event.gesture == .tap, event.phase == .ended else { return .none }
                let size = event.containerSize
                let frame = frameOfPresentedView(
                    in: PresentationLayout(containerBounds: Rect(x: 0, y: 0, width: size.width, height: size.height)))
                let x = event.location.x, y = event.location.y
                let inside = x >= frame.minX && x < frame.maxX && y >= frame.minY && y < frame.maxY
                return inside ? .none : .dismiss
            }
        }

        /// Registers this plugin's presentation controller with the SDK (called once, from the first `init`).
        @c @implementation
        public func segue_sdk_plugin() {
            SeguePlugin.export(presentations: [__NAME__Presentation.self])
        }
        """#
}
