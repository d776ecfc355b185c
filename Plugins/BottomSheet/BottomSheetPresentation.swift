import SeguePluginSDK

/// A bottom sheet with detents (UISheetPresentationController's role): the sheet rests at medium
/// (half the container), large (all of it but a 10-point inset below the top safe area) or a
/// detent sized to the presented controller's preferredContentSize; a vertical pan follows the
/// finger and a release settles at the nearest detent (velocity-projected); a pull below the
/// smallest detent dismisses interactively; a tap on the dimming view dismisses, does nothing
/// or passes through, as the `dimming-tap` parameter says. Chrome: a dimming view and a grabber.
final class BottomSheetPresentation: SeguePresentationController {
    /// The `initial-detent` parameter.
    static let initialDetent = ParameterInfo(
        id: "initial-detent", name: "Initial Detent",
        description: "Where the sheet opens: 0 medium, 1 large, 2 content.",
        kind: .integer, defaultValue: 0, range: 0...2)
    /// The `medium` parameter.
    static let medium = ParameterInfo(
        id: "medium", name: "Medium", description: "Whether the sheet rests at half the container's height.",
        kind: .boolean, defaultValue: 1, range: 0...1)
    /// The `large` parameter.
    static let large = ParameterInfo(
        id: "large", name: "Large", description: "Whether the sheet rests at full height, less a 10-point inset.",
        kind: .boolean, defaultValue: 1, range: 0...1)
    /// The `content` parameter.
    static let content = ParameterInfo(
        id: "content", name: "Content", description: "Whether the sheet rests at its content's preferred height.",
        kind: .boolean, defaultValue: 0, range: 0...1)
    /// The `dimming-tap` parameter.
    static let dimmingTap = ParameterInfo(
        id: "dimming-tap", name: "Dimming Tap",
        description: "What a tap on the dimming view does: 0 dismiss, 1 nothing, 2 pass through.",
        kind: .integer, defaultValue: 0, range: 0...2)
    /// The `swipe-to-dismiss` parameter.
    static let swipeToDismiss = ParameterInfo(
        id: "swipe-to-dismiss", name: "Swipe to Dismiss",
        description: "Whether a pull below the smallest detent dismisses the sheet interactively.",
        kind: .boolean, defaultValue: 1, range: 0...1)

    static let info = PresentationInfo(
        id: "org.segue.bottom-sheet", name: "Bottom Sheet", vendor: "Segue", version: "1.0.0",
        description: "A sheet with medium, large and content detents, dragged between them and swiped away.",
        capabilities: [.gestures, .interactiveDismiss],
        parameters: [initialDetent, medium, large, content, dimmingTap, swipeToDismiss])

    /// The grabber's size and its inset from the sheet's top, in points (UIKit's).
    static let grabberSize = Size(width: 36, height: 5)
    static let grabberInset = 5.0

    let parameters: ParameterValues
    private let dimming = DimmingChrome()
    /// The detent the sheet rests at; nil until a gesture chose one (the initial one until then).
    var chosen: Detent?
    /// The finger dragging the sheet, while one does.
    var drag: SheetDrag?
    /// The last layout the host asked a frame for, which taps and drags are measured in.
    var lastLayout: PresentationLayout?

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    /// The detents switched on, smallest first (large alone when every one is off).
    var detents: [Detent] {
        let on = Detent.allCases.filter { detent in
            switch detent {
            case .medium: parameters[Self.medium] != 0
            case .large: parameters[Self.large] != 0
            case .content: parameters[Self.content] != 0
            }
        }
        return on.isEmpty ? [.large] : on
    }

    /// The detent the sheet rests at: the chosen one, else the initial one when switched on,
    /// else the smallest switched on.
    func current(in layout: PresentationLayout) -> Detent {
        let enabled = detents.sorted { $0.height(in: layout) < $1.height(in: layout) }
        if let chosen, enabled.contains(chosen) { return chosen }
        let initial = Detent(rawValue: Int(parameters[Self.initialDetent])) ?? .medium
        return enabled.contains(initial) ? initial : enabled[0]
    }

    /// Pure: the frame at the detent the sheet rests at (gestures change it only by RELAYOUT).
    func frameOfPresentedView(in layout: PresentationLayout) -> Rect {
        lastLayout = layout
        return Detent.frame(top: current(in: layout).top(in: layout), in: layout)
    }

    func presentationWillBegin(_ context: TransitionContext) throws(ServiceError) {
        try dimming.presentationWillBegin(context)
        try addGrabber(context)
    }

    func presentationDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {
        try dimming.transitionDidEnd(context, shown: completed)
        if !completed { removeGrabber(context, from: .to) }
    }

    func dismissalWillBegin(_ context: TransitionContext) throws(ServiceError) {
        try dimming.dismissalWillBegin(context)
    }

    func dismissalDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {
        drag = nil
        try dimming.transitionDidEnd(context, shown: !completed)
        if completed { removeGrabber(context, from: .from) }
    }

    func containerWillLayout(_ context: TransitionContext) throws(ServiceError) {
        try dimming.layout(context)
        try layoutGrabber(context)
    }

    /// A tap on the dimming view follows the tap policy; vertical pans drag the sheet.
    func handleGesture(_ event: InteractionEvent) -> PresentationResponse {
        let layout = lastLayout ?? PresentationLayout(containerBounds: Rect(origin: event.containerSize))
        if event.gesture == .tap { return tap(event, in: layout) }
        return pan(event, in: layout)
    }

    /// A tap: nothing on the sheet; on the dimming view, what `dimming-tap` says.
    private func tap(_ event: InteractionEvent, in layout: PresentationLayout) -> PresentationResponse {
        guard event.phase == .ended, event.location.y < current(in: layout).top(in: layout) else { return .none }
        switch TapPolicy(rawValue: Int(parameters[Self.dimmingTap])) ?? .dismiss {
        case .dismiss: return .dismiss
        case .nothing: return .none
        case .passThrough: return .passThrough
        }
    }
}

extension Rect {
    /// A rect at 0,0 of `size`.
    init(origin size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }
}

/// Registers this plugin's presentation controller with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(presentations: [BottomSheetPresentation.self])
}
