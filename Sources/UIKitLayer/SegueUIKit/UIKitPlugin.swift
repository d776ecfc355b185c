import SeguePluginSDK

/// Exports UIKit transitioning delegates and animators as the plugin's animators and presentation controllers.
/// Call it inside `segue_sdk_plugin()`, once per exported type.
///
/// [main thread, inside `segue_sdk_plugin`]
public enum UIKitPlugin {
    /// Exports what the delegate `make` makes vends, as an app's controller would use it: an animator `id` that
    /// presents with its `animationController(forPresented:…)` and dismisses with `animationController(forDismissed:)`
    /// (UIKit's cover-vertical when it answers nil), and, when it vends a presentation controller, a presentation
    /// controller `id.presentation`.
    public static func export(
        delegate make: @escaping () -> UIViewControllerTransitioningDelegate, id: String, name: String,
        vendor: String = "UIKit", version: String = "1.0.0", description: String? = nil
    ) {
        let source = AnimatorSource.delegate(make)
        let probe = make()
        let presented = ControllerDirectory.controller(for: .presented)
        let presenting = ControllerDirectory.controller(for: .presenting)
        let about = description ?? "The transitions of the UIKit transitioning delegate \(typeName(of: probe))."
        addAnimator(
            source,
            AnimatorInfo(
                id: id, name: name, vendor: vendor, version: version, description: about,
                capabilities: [.present, .dismiss, .interactive], parameters: []))
        let vendsPresentation =
            probe.presentationController(forPresented: presented, presenting: presenting, source: presenting) != nil
        guard vendsPresentation else { return }
        addPresentation(
            make,
            PresentationInfo(
                id: "\(id).presentation", name: "\(name) presentation", vendor: vendor, version: version,
                description: "The presentation controller of the UIKit transitioning delegate \(typeName(of: probe)).",
                capabilities: [], parameters: []))
    }

    /// Exports the animator `make` makes as animator `id`, for both directions.
    public static func export(
        animator make: @escaping () -> UIViewControllerAnimatedTransitioning, id: String, name: String,
        vendor: String = "UIKit", version: String = "1.0.0", description: String? = nil
    ) {
        let about = description ?? "The UIKit animator \(typeName(of: make()))."
        addAnimator(
            .animator(make),
            AnimatorInfo(
                id: id, name: name, vendor: vendor, version: version, description: about,
                capabilities: [.present, .dismiss, .interactive], parameters: []))
    }

    /// One exported animator.
    struct ExportedAnimator {
        let source: AnimatorSource
        let info: AnimatorInfo
    }

    /// One exported presentation controller, from its delegate.
    struct ExportedPresentation {
        let makeDelegate: () -> UIViewControllerTransitioningDelegate
        let info: PresentationInfo
    }

    /// The exported animators, by slot.
    nonisolated(unsafe) static var animators: [ExportedAnimator] = []
    /// The exported presentation controllers, by slot.
    nonisolated(unsafe) static var presentations: [ExportedPresentation] = []

    private static func addAnimator(_ source: AnimatorSource, _ info: AnimatorInfo) {
        guard animators.count < ExportSlots.count else {
            return SeguePlugin.log(
                "UIKitPlugin: a library exports at most \(ExportSlots.count) animators; \(info.id) is left out",
                level: .error)
        }
        // `segue_sdk_plugin` runs again after the last deinit and a new init: the same id replaces its entry.
        animators.removeAll { $0.info.id == info.id }
        animators.append(ExportedAnimator(source: source, info: info))
        registerWithSDK()
    }

    private static func addPresentation(
        _ make: @escaping () -> UIViewControllerTransitioningDelegate, _ info: PresentationInfo
    ) {
        guard presentations.count < ExportSlots.count else {
            return SeguePlugin.log(
                "UIKitPlugin: a library exports at most \(ExportSlots.count) presentation controllers; "
                    + "\(info.id) is left out",
                level: .error)
        }
        presentations.removeAll { $0.info.id == info.id }
        presentations.append(ExportedPresentation(makeDelegate: make, info: info))
        registerWithSDK()
    }

    /// Hands the SDK one adapter type per exported type.
    private static func registerWithSDK() {
        SeguePlugin.export(
            animators: ExportSlots.all.prefix(animators.count).map { animatorAdapter(for: $0) },
            presentations: ExportSlots.all.prefix(presentations.count).map { presentationAdapter(for: $0) })
    }

    private static func animatorAdapter<Slot: ExportSlot>(for slot: Slot.Type) -> any SegueAnimator.Type {
        UIKitAnimatorAdapter<Slot>.self
    }

    private static func presentationAdapter<Slot: ExportSlot>(for slot: Slot.Type)
        -> any SeguePresentationController.Type
    {
        UIKitPresentationAdapter<Slot>.self
    }

    /// A type's name for descriptions.
    private static func typeName(of object: AnyObject) -> String { String(describing: type(of: object)) }
}

/// Where an exported animator's UIKit animators come from.
enum AnimatorSource {
    /// A transitioning delegate, asked per transition.
    case delegate(() -> UIViewControllerTransitioningDelegate)
    /// One animator for both directions.
    case animator(() -> UIViewControllerAnimatedTransitioning)
}
