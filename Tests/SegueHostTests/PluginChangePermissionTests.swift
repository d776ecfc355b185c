import SegueABI
import SegueEngine
import SegueKit
import Testing

@testable import SegueHost

/// Source: include/segue/context.h, "What a plugin may change", and include/README.md rule 13:
/// a plugin changes only the container's subtree, the views view_for_key hands it and its own
/// views; every other view it may only read; the container never moves and no cycle forms. Every
/// refusal answers SEGUE_ERROR_INVALID_ARGUMENT, names the view and changes nothing.
@Suite("What a plugin may change", .serialized) struct PluginChangePermissionTests {
    /// Runs `body` in a real presentation's `animate_transition`, through a session as a plugin
    /// animator's, then completes the transition (finished) with the presented view in place.
    final class ServiceProbe: AnimatedTransitioning, TransitioningDelegate {
        let registry: PluginRegistry
        let owner: PluginAnimator
        let body: (PluginTransitionSession, ContextTransitioning) -> Void
        /// The session, kept to check its cleanup after the transition.
        private(set) var session: PluginTransitionSession?

        init(_ body: @escaping (PluginTransitionSession, ContextTransitioning) -> Void) throws {
            (registry, owner) = try ServiceHarness.owner(for: .present)
            self.body = body
        }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> AnimatedTransitioning? { self }
        func transitionDuration(using context: ContextTransitioning?) -> Double { 0 }

        func animateTransition(using context: ContextTransitioning) {
            let session = PluginTransitionSession(context: context, operation: .present, owner: owner)
            self.session = session
            registry.host.serve(engine: context.engine)
            session.state = .animating
            if let to = context.view(forKey: .to), to.superview == nil,
                let controller = context.viewController(forKey: .to)
            {
                to.frame = context.finalFrame(for: controller)
                context.containerView.addSubview(to)
            }
            body(session, context)
            _ = session.raw.pointee.complete_transition(session.raw, true)
        }

        func animationEnded(_ transitionCompleted: Bool) {
            session?.state = .ended
            _ = session?.removeLeftoverViews()
        }
    }

    /// A window showing `First`, presenting `Second` in `style` with `probe`.
    private func present(_ style: ModalPresentationStyle, _ probe: ServiceProbe) throws -> (
        Window, first: ViewController, second: ViewController
    ) {
        let engine = AnimationEngine()
        let window = Window(engine: engine, size: Size(width: 400, height: 800))
        let first = ViewController(engine: engine, title: "First")
        let second = ViewController(engine: engine, title: "Second")
        window.rootViewController = first
        second.modalPresentationStyle = style
        second.transitioningDelegate = probe
        try first.present(second, animated: true)
        VirtualClock(engine: engine).runUntilIdle(framesPerSecond: 60, limit: 5)
        return (window, first, second)
    }

    /// The view handle of `view` in `session`'s context.
    private static func handle(_ view: View, _ session: PluginTransitionSession) -> segue_view_t {
        session.handle(for: view)
    }

    /// An alpha value for set_property.
    private static func alpha(_ number: Double) -> segue_property_value_t {
        var value = segue_property_value_t()
        value.property = PluginProperty.alpha.rawValue
        value.value.number = number
        return value
    }

    @Test(
        """
        over full screen, the presenter's view and the window are \
        read only by every changing service, and nothing changes
        """
    )
    func readOnlyViewsAreRefused() throws {
        var statuses: [String: PluginStatus?] = [:]
        var reasons: [String] = []
        let probe = try ServiceProbe { session, context in
            let table = session.raw.pointee
            let raw = UnsafePointer(session.raw)
            // controller_view names the presenter's view, which view_for_key(FROM) does not hand out.
            var presenterController: segue_controller_t = 0
            var presenter: segue_view_t = 0
            var container: segue_view_t = 0
            var window: segue_view_t = 0
            _ = table.controller_for_key(raw, Int32(SEGUE_KEY_FROM.rawValue), &presenterController)
            _ = table.controller_view(raw, presenterController, &presenter)
            _ = table.container_view(raw, &container)
            _ = table.superview(raw, container, &window)
            var value = Self.alpha(0.2)
            statuses["set_property presenter"] = PluginStatus(table.set_property(raw, presenter, &value))
            statuses["set_property window"] = PluginStatus(table.set_property(raw, window, &value))
            var target = segue_property_target_t(view: presenter, target: Self.alpha(0.2))
            var animation = segue_animation_desc_t()
            animation.size = UInt32(MemoryLayout<segue_animation_desc_t>.size)
            animation.duration = 0.1
            withUnsafePointer(to: &target) {
                animation.targets = $0
                animation.target_count = 1
                statuses["animate presenter"] = PluginStatus(table.animate(raw, &animation, nil))
            }
            var created: segue_view_t = 0
            var description = segue_view_desc_t(
                size: UInt32(MemoryLayout<segue_view_desc_t>.size), name: nil, frame: segue_rect_t(),
                background_color: segue_color_t())
            statuses["create_view in presenter"] = "shade".withCString { name in
                description.name = name
                return PluginStatus(table.create_view(raw, presenter, &description, &created))
            }
            statuses["add_subview into window"] = PluginStatus(
                table.add_subview(raw, window, Self.handle(context.view(forKey: .to)!, session)))
            statuses["remove presenter"] = PluginStatus(table.remove_from_superview(raw, presenter))
            statuses["bring presenter to front"] = PluginStatus(table.bring_subview_to_front(raw, window, presenter))
            reasons = ((session.owner as? PluginAnimator)?.diagnostics ?? []).compactMap { $0.refusal?.reason }
            // The presented view is handed out: changing it is fine.
            var shown = Self.alpha(1)
            statuses["set_property presented"] = PluginStatus(
                table.set_property(raw, Self.handle(context.view(forKey: .to)!, session), &shown))
        }
        let (window, first, second) = try present(.overFullScreen, probe)
        for (call, status) in statuses where call != "set_property presented" {
            #expect(status == .invalidArgument, "\(call) answered \(String(describing: status))")
        }
        #expect(statuses["set_property presented"] == .ok)
        #expect(reasons.count == 7 && reasons.allSatisfy { $0.contains("is not the plugin's to change") }, "\(reasons)")
        #expect(reasons.contains { $0.contains("First") }, "the refusal names the view: \(reasons)")
        #expect(
            first.view.alpha == 1 && first.view.superview === window.view && window.view.alpha == 1, "nothing changed")
        #expect(second.view.superview === second.presentationController?.containerView)
    }

    @Test("the container never moves: not into a view the plugin made, not out of the window, not into its own subtree")
    func theContainerStaysPut() throws {
        var statuses: [PluginStatus?] = []
        var containerView: View?
        let probe = try ServiceProbe { session, context in
            let table = session.raw.pointee
            let raw = UnsafePointer(session.raw)
            containerView = context.containerView
            var container: segue_view_t = 0
            var inside: segue_view_t = 0
            var detached: segue_view_t = 0
            _ = table.container_view(raw, &container)
            "frame".withCString { name in
                var description = segue_view_desc_t(
                    size: UInt32(MemoryLayout<segue_view_desc_t>.size), name: name,
                    frame: segue_rect_t(x: 0, y: 0, width: 10, height: 10),
                    background_color: segue_color_t())
                _ = table.create_view(raw, container, &description, &inside)
                _ = table.create_view(raw, container, &description, &detached)
            }
            _ = table.remove_from_superview(raw, detached)
            statuses.append(PluginStatus(table.add_subview(raw, detached, container)))
            statuses.append(PluginStatus(table.insert_subview(raw, detached, container, 0)))
            statuses.append(PluginStatus(table.add_subview(raw, inside, container)))
            statuses.append(PluginStatus(table.remove_from_superview(raw, container)))
            statuses.append(PluginStatus(table.add_subview(raw, inside, inside)))
            _ = table.remove_from_superview(raw, inside)
        }
        let (window, _, second) = try present(.fullScreen, probe)
        #expect(statuses == Array(repeating: .invalidArgument, count: 5), "\(statuses)")
        // The presentation ended as it should: the container in the window, the presented view in it.
        let container = try #require(containerView)
        #expect(container.superview === window.view && second.view.superview === container)
        #expect(probe.session?.ownViews.allSatisfy { $0.superview == nil } == true)
    }

    @Test(
        """
        a presented view the plugin wrapped and left stays in the \
        container, where it showed, when the host removes the wrapper
        """
    )
    func wrappedPresentedViewIsGivenBack() throws {
        var wrapperView: View?
        let probe = try ServiceProbe { session, context in
            let table = session.raw.pointee
            let raw = UnsafePointer(session.raw)
            var container: segue_view_t = 0
            var wrapper: segue_view_t = 0
            _ = table.container_view(raw, &container)
            "wrapper".withCString { name in
                var description = segue_view_desc_t(
                    size: UInt32(MemoryLayout<segue_view_desc_t>.size), name: name,
                    frame: segue_rect_t(x: 0, y: 100, width: 400, height: 700),
                    background_color: segue_color_t())
                _ = table.create_view(raw, container, &description, &wrapper)
            }
            let presented = Self.handle(context.view(forKey: .to)!, session)
            var frame = segue_property_value_t()
            frame.property = PluginProperty.frame.rawValue
            frame.value.rect = segue_rect_t(x: 0, y: -100, width: 400, height: 800)
            _ = table.add_subview(raw, wrapper, presented)
            _ = table.set_property(raw, presented, &frame)
            wrapperView = try? session.view(wrapper)
        }
        let (window, _, second) = try present(.fullScreen, probe)
        let container = try #require(second.presentationController?.containerView)
        #expect(second.view.superview === container && container.superview === window.view)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800), "where it showed: \(second.view.frame)")
        #expect(wrapperView?.superview == nil)
    }

    @Test(
        """
        a view the plugin took out of the container stays its to change; \
        a presenter's view it may only read stays read only in every style
        """
    )
    func releasedViewsStayChangeable() throws {
        var statuses: [PluginStatus?] = []
        let probe = try ServiceProbe { session, context in
            let table = session.raw.pointee
            let raw = UnsafePointer(session.raw)
            let presented = Self.handle(context.view(forKey: .to)!, session)
            var value = Self.alpha(1)
            statuses.append(PluginStatus(table.remove_from_superview(raw, presented)))
            statuses.append(PluginStatus(table.set_property(raw, presented, &value)))
            var container: segue_view_t = 0
            _ = table.container_view(raw, &container)
            statuses.append(PluginStatus(table.add_subview(raw, container, presented)))
        }
        _ = try present(.formSheet, probe)
        #expect(statuses == [.ok, .ok, .ok])
    }
}
