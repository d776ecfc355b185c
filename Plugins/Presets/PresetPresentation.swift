import SeguePluginSDK

/// One of Presentr's presets as a presentation controller: the preset's frame over a dimming
/// view (Presentr's black at 70 %) that fades in and out alongside, and a tap on the dimming
/// view that dismisses (Presentr's `dismissOnTap`, on by default). Each preset is a subclass
/// naming its ``Preset`` and description.
class PresetPresentation: SeguePresentationController {
    /// The `dismiss-on-tap` parameter.
    static let dismissOnTap = ParameterInfo(
        id: "dismiss-on-tap", name: "Dismiss on Tap", description: "Whether a tap on the dimming view dismisses.",
        kind: .boolean, defaultValue: 1, range: 0...1)

    /// Which preset this controller lays out.
    class var preset: Preset { .popup }
    /// What the host lists for it.
    class var info: PresentationInfo { PopupPresentation.info }

    private let parameters: ParameterValues
    private let dimming = DimmingChrome(color: Color(red: 0, green: 0, blue: 0, alpha: 0.7))

    required init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    /// The common description of a preset called `name` (`org.segue.<id>`).
    static func describe(id: String, name: String, description: String) -> PresentationInfo {
        PresentationInfo(
            id: "org.segue.\(id)", name: name, vendor: "Segue", version: "1.0.0", description: description,
            capabilities: .gestures, parameters: [dismissOnTap])
    }

    func frameOfPresentedView(in layout: PresentationLayout) -> Rect {
        Self.preset.frame(in: layout.containerBounds)
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

    /// A tap outside the presented view dismisses when `dismiss-on-tap` is on; nothing else does anything.
    func handleGesture(_ event: InteractionEvent) -> PresentationResponse {
        guard event.gesture == .tap, event.phase == .ended, parameters[Self.dismissOnTap] != 0 else { return .none }
        let frame = Self.preset.frame(
            in: Rect(x: 0, y: 0, width: event.containerSize.width, height: event.containerSize.height))
        let inside =
            event.location.x >= frame.minX && event.location.x < frame.maxX && event.location.y >= frame.minY
            && event.location.y < frame.maxY
        return inside ? .none : .dismiss
    }
}

/// Presentr's popup.
final class PopupPresentation: PresetPresentation {
    override class var preset: Preset { .popup }
    override class var info: PresentationInfo {
        describe(
            id: "popup", name: "Popup", description: "Presentr's popup: centred, its width less 60 points, 66 % high.")
    }
}

/// Presentr's top half.
final class TopHalfPresentation: PresetPresentation {
    override class var preset: Preset { .topHalf }
    override class var info: PresentationInfo {
        describe(id: "top-half", name: "Top Half", description: "Presentr's top half: full width, the top half.")
    }
}

/// Presentr's bottom half.
final class BottomHalfPresentation: PresetPresentation {
    override class var preset: Preset { .bottomHalf }
    override class var info: PresentationInfo {
        describe(
            id: "bottom-half", name: "Bottom Half", description: "Presentr's bottom half: full width, the bottom half.")
    }
}

/// Presentr's alert.
final class AlertPresentation: PresetPresentation {
    override class var preset: Preset { .alert }
    override class var info: PresentationInfo {
        describe(id: "alert", name: "Alert", description: "Presentr's alert: 270 by 180 points, centred.")
    }
}

/// Registers the four presets with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(presentations: [
        PopupPresentation.self, TopHalfPresentation.self, BottomHalfPresentation.self, AlertPresentation.self,
    ])
}
