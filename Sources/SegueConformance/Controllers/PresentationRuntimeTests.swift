import SegueABI
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario

/// The presentation hooks that take a context, run by the host's runtime: the subject's
/// controller as a `PluginPresentationController` inside SegueKit's modal transition (a
/// `TransitionScenario`, the diagonal animator), presenting, dismissing, and presenting
/// interactively cancelled.
enum PresentationRuntimeTests {
    static let all: [ValidationTest] = [callOrder, chromeRemoved]

    /// The scenarios: a presentation, a dismissal, and a presentation cancelled by a short drag.
    static let scenarios: [(String, TransitionOperation, String?)] = [
        ("a presentation", .present, nil), ("a dismissal", .dismiss, nil),
        ("a cancelled presentation", .present, "pan:0.1@0.1,0.2@0.3,release@0.6"),
    ]

    /// `operation` in a regular 800-point window, presented by the subject's controller when
    /// `plugin` (else by the system's), its hooks watched.
    static func run(
        _ controller: PresentationUnderTest, _ operation: TransitionOperation, gesture: String?, plugin: Bool = true
    ) throws -> (ScenarioRecording, HookOrderWatch, [View]) {
        var scenario = TransitionScenario(
            operation: operation, size: Size(width: 800, height: 800),
            gesture: try gesture.map { try InteractiveGesture(parsing: $0) })
        let made = MadeControllers()
        var controllers: [PresentationController] = []
        if plugin {
            scenario.presentationController = { presented, presenting in
                guard let create = controller.factory.pointee.create,
                    let raw = PluginCalls.into(.create_presentation, { controller.id.withCString { create($0) } })
                else { return nil }
                do {
                    let made = try PluginPresentationController(
                        raw: raw, id: controller.id, name: controller.id, capabilities: controller.capabilities,
                        keepAlive: controller.host, presentedViewController: presented, presenting: presenting,
                        host: controller.host)
                    controllers.append(made)
                    return made
                } catch {
                    made.refusal = "\(error)"
                    return nil
                }
            }
        }
        let (recording, watch) = try HookOrderWatch.watching {
            try scenario.run { DiagonalAnimator(presenting: $0 == .present) }
        }
        if let refusal = made.refusal {
            throw ValidationStop(.failed, "expected the host to make the controller; \(refusal)")
        }
        // Without a single frame asked for, the system's controller presented: nothing was tested.
        if plugin, !watch.framesAsked {
            throw ValidationStop(.failed, "expected the host to ask the controller for the presented view's frame")
        }
        return (recording, watch, controllers.compactMap(\.containerView))
    }

    /// Every view under `view`, depth first.
    static func descendants(_ view: View) -> [View] { view.subviews.flatMap { [$0] + descendants($0) } }

    /// Why the host refused to make a controller, if it did.
    private final class MadeControllers {
        var refusal: String?
    }

    static let callOrder = ValidationTest(
        id: "presentation.call-order", level: 3,
        summary:
            "Through SegueKit's modal transition the hooks run in UIKit's order (adaptive style, will_begin, the "
            + "layout pair, did_end; for a dismissal dismissal_will_begin, the layout pair, dismissal_did_end), "
            + "presenting, dismissing and cancelled, and frame_of_presented_view calls no service.",
        proves: "The host drives the controller as UIKit drives a UIPresentationController (seed 004), and the "
            + "frame answer stays pure inside a real transition.",
        scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            for (label, operation, gesture) in scenarios {
                let (_, watch, _) = try run(controller, operation, gesture: gesture)
                if let service = watch.servicesInFrame.first {
                    return .failed(
                        expected: "no service called from frame_of_presented_view in \(label) (presentation.h: pure)",
                        got: "\(service) was")
                }
                let expected = operation == .dismiss ? dismissalOrder : presentationOrder
                let ran = canonical(
                    operation == .dismiss ? Array(watch.hooks.drop { $0 != .dismissal_will_begin }) : watch.hooks)
                let wanted = expected.filter(Set(ran).contains)
                guard ran == wanted else {
                    return .failed(
                        expected: "\(wanted.map(\.rawValue).joined(separator: ", ")) in \(label)",
                        got: ran.map(\.rawValue).joined(separator: ", "))
                }
            }
            return .passed
        }
    }

    static let presentationOrder: [PluginCallback] = [
        .adaptive_presentation_style, .presentation_will_begin, .container_will_layout, .container_did_layout,
        .presentation_did_end,
    ]
    static let dismissalOrder: [PluginCallback] = [
        .dismissal_will_begin, .container_will_layout, .container_did_layout, .dismissal_did_end,
    ]

    /// `hooks` up to the transition's end, each repeated layout pair (a resize, a relayout) kept once.
    static func canonical(_ hooks: [PluginCallback]) -> [PluginCallback] {
        let end = hooks.firstIndex { $0 == .presentation_did_end || $0 == .dismissal_did_end }.map { $0 + 1 }
        var out: [PluginCallback] = []
        for hook in hooks.prefix(end ?? hooks.count) {
            let pair: [PluginCallback] = [.container_will_layout, .container_did_layout]
            if pair.contains(hook), out.contains(hook) { continue }
            out.append(hook)
        }
        return out
    }

    static let chromeRemoved = ValidationTest(
        id: "presentation.chrome-removed", level: 3,
        summary:
            "Every view the controller added to the container (one the system's presentation never shows) is gone "
            + "once a dismissal ends completed and once a presentation ends cancelled.",
        proves: "Dimming views and grabbers never outlive the presentation they belong to (presentation.h).",
        scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            for (label, operation, gesture) in scenarios where operation == .dismiss || gesture != nil {
                // UIKit takes the container out of the window after a dismissal, so its subviews are
                // looked at, not the window's.
                let (_, _, containers) = try run(controller, operation, gesture: gesture)
                let (system, _, _) = try run(controller, operation, gesture: gesture, plugin: false)
                let systemNames = Set(system.frames.flatMap { $0.views.map(\.name) })
                let left = containers.flatMap(descendants).map(\.name).filter { !systemNames.contains($0) }
                if !left.isEmpty {
                    return .failed(
                        expected: "the controller's views gone from the container after \(label)",
                        got: "\(left.map { PrintableText.escaped($0, oneLine: true) }.joined(separator: ", ")) left",
                        hint: "remove chrome in dismissal_did_end(true) and presentation_did_end(false)")
                }
            }
            return .passed
        }
    }
}
