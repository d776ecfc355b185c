import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// A presentation controller plugin running in this process (presentation.h), in SegueKit's
/// `PresentationController` role: SegueKit's modal transition calls each override in UIKit's
/// order, and each forwards to the plugin's hook through `PluginCalls` (the in-process guard,
/// watchdog and call-site observer). A hook that takes a context gets a fresh one in the state
/// "presenting", valid during that call (`withPresentingContext`). The frame answer is checked
/// (`PresentationFrame`); a broken answer falls back to the container's bounds with a diagnostic.
public final class PluginPresentationController: PresentationController {
    /// The descriptor's id.
    public let id: String
    /// The descriptor's display name.
    public let name: String
    /// The descriptor's capabilities (gestures, interactive dismissal).
    public let capabilities: SeguePresentationCapabilities
    /// What the plugin did wrong, in order (each also in the window's event log).
    public internal(set) var diagnostics: [String] = []
    /// The plugin's controller; valid until `deinit` calls its `destroy`.
    let raw: UnsafePointer<segue_presentation_t>
    /// What keeps the plugin's code loaded (its library) while the controller lives.
    private let keepAlive: AnyObject
    /// The host services whose logger `log_threshold` answers from (nil: keep everything).
    let host: PluginHostServices?

    /// A controller over `raw`, made by the factory of descriptor `id` (`name`, `capabilities`)
    /// for presenting `presented` from `presenting`, whose library `keepAlive` holds. Throws
    /// (after destroying `raw`) when its vtable is smaller than the ABI's, lacks
    /// `frame_of_presented_view` or `destroy`, or claims gestures without `handle_gesture`.
    public init(
        raw: UnsafePointer<segue_presentation_t>, id: String, name: String,
        capabilities: SeguePresentationCapabilities, keepAlive: AnyObject, presentedViewController: ViewController,
        presenting: ViewController, host: PluginHostServices? = nil
    ) throws(TransitionError) {
        let vtable = raw.pointee
        let missing = [
            ("frame_of_presented_view", vtable.frame_of_presented_view == nil), ("destroy", vtable.destroy == nil),
            ("handle_gesture", capabilities.contains(.gestures) && vtable.handle_gesture == nil),
        ]
        let names = missing.filter(\.1).map(\.0)
        guard vtable.size >= UInt32(MemoryLayout<segue_presentation_t>.size), names.isEmpty else {
            PluginCalls.into(.destroy) { vtable.destroy?(raw) }
            throw TransitionError(
                "\(id) made a presentation controller with "
                    + (names.isEmpty
                        ? "size \(vtable.size), smaller than the ABI's" : "NULL \(names.joined(separator: ", "))")
                    + "; fix the plugin's vtable")
        }
        (self.raw, self.id, self.name, self.capabilities) = (raw, id, name, capabilities)
        self.keepAlive = keepAlive
        self.host = host
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    deinit {
        PluginCalls.into(.destroy) { raw.pointee.destroy!(raw) }
    }

    // MARK: Pure answers

    /// `frame_of_presented_view` for the container's layout now, checked.
    public override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let layout = PresentationLayout(container: containerView, presented: presentedViewController)
        return PresentationFrame.answer(of: self, for: layout)
    }

    /// `should_remove_presenters_view` (false when the plugin leaves it NULL, UIKit's default
    /// for a custom presentation).
    public override var shouldRemovePresentersView: Bool {
        guard let hook = raw.pointee.should_remove_presenters_view else { return false }
        return PluginCalls.into(.should_remove_presenters_view) { hook(raw) }
    }

    /// The adaptive delegate's answer when there is one, else `adaptive_presentation_style`:
    /// NONE keeps this controller, FULL_SCREEN or OVER_FULL_SCREEN replaces it (SegueKit then
    /// shows the presentation with the system's controller for that style); any other answer is
    /// refused with a diagnostic and keeps it.
    public override func adaptivePresentationStyle(for sizeClass: SizeClass) -> ModalPresentationStyle {
        if delegate != nil { return super.adaptivePresentationStyle(for: sizeClass) }
        guard let hook = raw.pointee.adaptive_presentation_style else { return presentationStyle }
        let size: SegueSizeClass = sizeClass == .compact ? .compact : .regular
        let answer = SeguePresentationStyle(
            rawValue: PluginCalls.into(.adaptive_presentation_style) { hook(raw, size.rawValue) })
        switch answer {
        case .none: return presentationStyle
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        default:
            report(
                "adaptive_presentation_style answered \(answer.rawValue) for a \(sizeClass.rawValue) container; only "
                    + "SEGUE_STYLE_NONE, FULL_SCREEN and OVER_FULL_SCREEN are allowed, so it keeps its style")
            return presentationStyle
        }
    }

    // MARK: Gestures while presented

    /// Taps and vertical pans, when the descriptor claims SEGUE_PRESENTATION_CAPABILITY_GESTURES.
    public override var presentedGestures: Set<GestureEvent.Kind> {
        capabilities.contains(.gestures) ? [.tap, .verticalPan] : []
    }

    /// The plugin's `handle_gesture`, checked (`gestureAnswer(to:)`).
    public override func handlePresentedGesture(_ event: GestureEvent) -> PresentationGestureAnswer {
        gestureAnswer(to: event)
    }

    // MARK: Transition hooks

    /// `presentation_will_begin` with a presenting context: chrome in, animated alongside.
    public override func presentationTransitionWillBegin() {
        guard let hook = raw.pointee.presentation_will_begin else { return }
        withPresentingContext(.present) { context in PluginCalls.into(.presentation_will_begin) { hook(raw, context) } }
    }

    /// `presentation_did_end(completed)`: on false the plugin removes its chrome.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        guard let hook = raw.pointee.presentation_did_end else { return }
        withPresentingContext(.present) { context in
            PluginCalls.into(.presentation_did_end) { hook(raw, context, completed) }
        }
    }

    /// `dismissal_will_begin`: chrome out, animated alongside.
    public override func dismissalTransitionWillBegin() {
        guard let hook = raw.pointee.dismissal_will_begin else { return }
        withPresentingContext(.dismiss) { context in PluginCalls.into(.dismissal_will_begin) { hook(raw, context) } }
    }

    /// `dismissal_did_end(completed)`: on true the plugin removes its chrome.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard let hook = raw.pointee.dismissal_did_end else { return }
        withPresentingContext(.dismiss) { context in
            PluginCalls.into(.dismissal_did_end) { hook(raw, context, completed) }
        }
    }

    /// `container_will_layout`, then the presented view goes to its frame (presentation.h: the
    /// host puts it there after the hook returns), except while an interactive dismissal one of
    /// its gestures started runs: the finger holds the view where it took it over, and the
    /// dismissal's animator moves it from there (snapping it to the detent made it jump).
    public override func containerViewWillLayoutSubviews() {
        if let hook = raw.pointee.container_will_layout {
            withPresentingContext(nil) { context in PluginCalls.into(.container_will_layout) { hook(raw, context) } }
        }
        if !isDismissingInteractively { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    /// `container_did_layout`.
    public override func containerViewDidLayoutSubviews() {
        guard let hook = raw.pointee.container_did_layout else { return }
        withPresentingContext(nil) { context in PluginCalls.into(.container_did_layout) { hook(raw, context) } }
    }
}
