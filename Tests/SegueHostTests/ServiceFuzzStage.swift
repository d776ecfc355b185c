import SegueABI
import SegueEngine
import SegueKit

@testable import SegueHost

/// Holds the run's fuzzer, so the animators of every transition draw from one sequence, and
/// the facts the checks need afterwards.
final class ServiceFuzzDriver {
    /// The fuzzer every call comes from.
    var fuzzer: ServiceFuzzer
    /// The live transition of another animator, whose context and handles are the foreign ones.
    let foreign: ServiceHarness
    /// The host services the plugins were handed.
    let host: UnsafePointer<segue_host_t>
    /// Every view a plugin created or snapshotted in this sequence.
    private(set) var ownViews: [View] = []

    /// A driver for `fuzzer`, with `foreign` as the other live transition.
    init(fuzzer: ServiceFuzzer, foreign: ServiceHarness, host: UnsafePointer<segue_host_t>) {
        self.fuzzer = fuzzer
        self.foreign = foreign
        self.host = host
    }

    /// Makes up to `count` random calls on `session` while it is active.
    func burst(_ session: PluginTransitionSession?, count: Int) {
        guard let session else { return }
        let live = UnsafePointer(session.raw)
        for _ in 0..<count where session.state != .ended {
            let context = fuzzer.context(live, foreign: foreign.context)
            fuzzer.callOne(context, session.raw.pointee, host: host, completes: true)
        }
    }

    /// `session` ends: its views are remembered for the checks, its handles become stale.
    func ended(_ session: PluginTransitionSession) {
        ownViews += session.ownViews
        fuzzer.transitionEnded(UnsafePointer(session.raw))
    }
}

/// A plugin animator with fuzzed calls made on its context as soon as its `animate_transition`
/// (or `interruptible_animation`) returns: everything else is the plugin's, unchanged.
final class FuzzingAnimator: AnimatedTransitioning {
    let plugin: PluginAnimator
    let driver: ServiceFuzzDriver

    init(_ plugin: PluginAnimator, driver: ServiceFuzzDriver) {
        self.plugin = plugin
        self.driver = driver
    }

    func transitionDuration(using context: ContextTransitioning?) -> Double {
        plugin.transitionDuration(using: context)
    }

    func animateTransition(using context: ContextTransitioning) {
        plugin.animateTransition(using: context)
        driver.burst(plugin.session, count: driver.fuzzer.random.below(80))
    }

    func animationEnded(_ transitionCompleted: Bool) {
        let session = plugin.session
        plugin.animationEnded(transitionCompleted)
        if let session { driver.ended(session) }
    }

    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        let animator = plugin.interruptibleAnimator(using: context)
        driver.burst(plugin.session, count: driver.fuzzer.random.below(10))
        return animator
    }
}

/// One transition stage of a fuzzed sequence: a window with two controllers, and the calls
/// that go forward and back in the hierarchy of one kind.
struct ServiceFuzzStage {
    let window: Window
    let first: ViewController, second: ViewController
    let forward: () throws -> Void
    let backward: () throws -> Void

    /// A stage of a kind and style `random` picks, its animators vended by `delegate`.
    static func make(on engine: AnimationEngine, random: inout SplitMix64, delegate: PluginVendingDelegate)
        -> ServiceFuzzStage
    {
        let window = Window(engine: engine, size: Size(width: 400, height: 800))
        let first = ViewController(engine: engine, title: "First")
        let second = ViewController(engine: engine, title: "Second")
        switch random.below(4) {
        case 0:
            let navigation = NavigationController(rootViewController: first)
            navigation.delegate = delegate
            window.rootViewController = navigation
            return ServiceFuzzStage(
                window: window, first: first, second: second,
                forward: { try navigation.pushViewController(second, animated: true) },
                backward: { _ = try navigation.popViewController(animated: true) })
        case 1:
            let tabs = TabBarController(viewControllers: [first, second])
            tabs.delegate = delegate
            window.rootViewController = tabs
            return ServiceFuzzStage(
                window: window, first: first, second: second, forward: { try tabs.selectTab(at: 1) },
                backward: { try tabs.selectTab(at: 0) })
        case 2:
            let container = ContainerViewController(viewControllers: [first, second])
            container.delegate = delegate
            window.rootViewController = container
            return ServiceFuzzStage(
                window: window, first: first, second: second, forward: { try container.select(1) },
                backward: { try container.select(0) })
        default:
            window.rootViewController = first
            second.modalPresentationStyle = random.pick([
                .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .formSheet, .pageSheet, .custom,
            ])
            second.transitioningDelegate = delegate
            return ServiceFuzzStage(
                window: window, first: first, second: second, forward: { try first.present(second, animated: true) },
                backward: { try second.dismiss(animated: true) })
        }
    }
}
