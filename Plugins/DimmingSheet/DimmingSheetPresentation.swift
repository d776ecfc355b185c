import SeguePluginSDK

/// The seeds' dimming presentation controller as a plugin, frame for frame SegueKit's
/// `DimmingPresentationController`: the presented view covers the right half of the container
/// (its width rounded down), full height, and a dimming view (black at 40 %) fades in behind it
/// alongside the presentation and out alongside the dismissal.
final class DimmingSheetPresentation: SeguePresentationController {
    static let info = PresentationInfo(
        id: "org.segue.dimming-sheet", name: "Dimming Sheet", vendor: "Segue", version: "1.0.0",
        description: "The presented view on the right half over a black 40 % dimming view that fades in and out.")

    private let dimming = DimmingChrome()

    init(parameters: ParameterValues) {}

    /// The right half of the container (width rounded down), full height.
    func frameOfPresentedView(in layout: PresentationLayout) -> Rect {
        let bounds = layout.containerBounds
        let width = (bounds.width / 2).rounded(.down)
        return Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
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
}

/// Registers this plugin's presentation controller with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(presentations: [DimmingSheetPresentation.self])
}
