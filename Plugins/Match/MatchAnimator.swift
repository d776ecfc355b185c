import SeguePluginSDK

/// A matched-geometry transition after Hero's default (HeroTransitions/Hero): every view of the
/// leaving hierarchy whose name also names a view of the arriving one flies, through a pair of
/// snapshots, from its place, size and corner radius to its partner's (Hero's source and match
/// preprocessors); the pair cross-fades only when either view is translucent, as Hero's does, and
/// otherwise flies opaque with the arriving snapshot on top. Around them the arriving view fades in
/// on top of the leaving one, which stays as it is (Hero's `.fade` default for a modal
/// transition). With no shared names it is a plain fade.
final class MatchAnimator: SegueAnimator {
    /// The `duration` parameter: Hero's longest automatic duration (it picks 0.208 s plus the
    /// matched views' travel over 3000, at most 0.375 s, per transition).
    static let duration = ParameterInfo(
        id: "duration", name: "Duration",
        description: "Seconds the matched views take to fly and the arriving view to fade in.", defaultValue: 0.375,
        range: 0...5)

    static let info = AnimatorInfo(
        id: "org.segue.match", name: "Match", vendor: "Segue", version: "1.0.0",
        description:
            "Matched geometry after Hero: views with the same name in both hierarchies move, resize and re-round from "
            + "one place to the other through snapshots (cross-fading only when translucent) while the arriving "
            + "view fades in over the leaving one; with no shared names it is a plain fade.",
        capabilities: [.present, .dismiss, .interactive],
        parameters: [duration])

    /// Hero's "standard" curve (Material's), a quick start and a long settle.
    static let timing = Timing.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)

    private let parameters: ParameterValues

    init(parameters: ParameterValues) {
        self.parameters = parameters
    }

    func transitionDuration(_ context: TransitionContext?) -> Double { parameters[Self.duration] }

    /// One matched pair: the two views, where each sits in the container, their radii and alphas.
    private struct Pair {
        let from: ViewHandle, to: ViewHandle
        let fromRect: Rect, toRect: Rect
        let fromRadius: Double, toRadius: Double
        let fromAlpha: Double, toAlpha: Double
    }

    func animateTransition(_ context: TransitionContext) throws(ServiceError) {
        let forward = context.operation.bringsViewIn
        let container = try context.containerView()
        // A side the context hands no view for (the presenter under an over-full-screen sheet) is
        // still searched for partners through its controller's view, which otherwise stays untouched.
        let fromKeyed = try context.view(forKey: .from)
        let toKeyed = try context.view(forKey: .to)
        // The arriving view fades in on top (Hero's `.fade`); when the context hands no arriving
        // view (the presenter under an over-full-screen sheet) the leaving view fades out instead.
        guard let fading = toKeyed ?? (forward ? nil : fromKeyed) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let fromView = if let fromKeyed { fromKeyed } else { try controllerView(.from, context) }
        let toView = if let toKeyed { toKeyed } else { try controllerView(.to, context) }
        var toHome: (superview: ViewHandle, index: Int32)? = nil
        if let toKeyed {
            if let superview = try context.superview(of: toKeyed),
                let index = try context.subviews(of: superview).firstIndex(of: toKeyed)
            {
                toHome = (superview, Int32(index))
            }
            let final = try context.finalFrame(for: try context.viewController(forKey: .to))
            if !final.isZero { try context.set(.frame(final), on: toKeyed) }
            try context.addSubview(toKeyed, to: container)
        }

        let pairs = try matches(from: fromView, to: toView, context: context, container: container)
        var made: [ViewHandle] = []
        var changes: [(ViewHandle, PropertyValue)] = [(fading, .alpha(toKeyed == nil ? 0 : 1))]
        for pair in pairs { made += try fly(pair, in: context, container: container, changes: &changes) }
        if toKeyed != nil { try context.set(.alpha(0), on: fading) }
        try context.animate(duration: transitionDuration(context), timing: Self.timing, changes) { _ in
            let success = !context.transitionWasCancelled
            for view in made { try? context.removeFromSuperview(view) }
            for pair in pairs {
                try? context.set(.alpha(pair.fromAlpha), on: pair.from)
                try? context.set(.alpha(pair.toAlpha), on: pair.to)
            }
            try? context.set(.alpha(1), on: fading)
            if success && !forward { try? context.removeFromSuperview(fromView) }
            // Cancelled, the arriving view goes back where it was (nowhere, for a presented view).
            if !success, let toKeyed {
                if let toHome {
                    try? context.insertSubview(toKeyed, in: toHome.superview, at: toHome.index)
                } else {
                    try? context.removeFromSuperview(toKeyed)
                }
            }
            context.completeTransition(success)
        }
    }

    /// Puts a snapshot of each view of `pair` over the other's place and adds their flight to
    /// `changes`: both take the arriving view's rectangle and radius; they cross-fade only when
    /// either view is translucent (Hero's MatchPreprocessor), otherwise both stay opaque and the
    /// arriving one, on top, hides the leaving one.
    private func fly(
        _ pair: Pair, in context: TransitionContext, container: ViewHandle, changes: inout [(ViewHandle, PropertyValue)]
    ) throws(ServiceError) -> [ViewHandle] {
        let leaving = try context.snapshot(pair.from)
        let arriving = try context.snapshot(pair.to, afterUpdates: true)
        let crossFades = pair.fromAlpha < 1 || pair.toAlpha < 1
        for (snapshot, alpha) in [(leaving, pair.fromAlpha), (arriving, crossFades ? 0 : pair.toAlpha)] {
            try context.addSubview(snapshot, to: container)
            try context.set(.frame(pair.fromRect), on: snapshot)
            try context.set(.cornerRadius(pair.fromRadius), on: snapshot)
            try context.set(.clipsToBounds(true), on: snapshot)
            try context.set(.alpha(alpha), on: snapshot)
            changes += [(snapshot, .frame(pair.toRect)), (snapshot, .cornerRadius(pair.toRadius))]
        }
        if crossFades { changes += [(leaving, .alpha(0)), (arriving, .alpha(pair.toAlpha))] }
        // The originals stay hidden while their snapshots stand in for them.
        try context.set(.alpha(0), on: pair.from)
        try context.set(.alpha(0), on: pair.to)
        return [leaving, arriving]
    }

    /// The views of `fromView`'s subtree (itself excluded) whose names a view of `toView`'s
    /// subtree also has, each name once, in walking order.
    private func matches(
        from fromView: ViewHandle, to toView: ViewHandle, context: TransitionContext, container: ViewHandle
    ) throws(ServiceError) -> [Pair] {
        var pairs: [Pair] = []
        var seen: Set<String> = []
        var queue = try context.subviews(of: fromView)
        var index = 0
        while index < queue.count {
            let view = queue[index]
            index += 1
            queue += try context.subviews(of: view)
            guard let name = self.name(of: view, context: context), seen.insert(name).inserted,
                let partner = try context.descendant(named: name, in: toView), partner != toView
            else { continue }
            pairs.append(
                Pair(
                    from: view, to: partner,
                    fromRect: try context.convert(try bounds(of: view, context), from: view, to: container),
                    toRect: try context.convert(try bounds(of: partner, context), from: partner, to: container),
                    fromRadius: try number(.cornerRadius, of: view, context),
                    toRadius: try number(.cornerRadius, of: partner, context),
                    fromAlpha: try number(.alpha, of: view, context), toAlpha: try number(.alpha, of: partner, context))
            )
        }
        return pairs
    }

    /// `view`'s name through the context's `view_name` service (the SDK wraps no getter for it),
    /// nil when the host cannot tell it.
    private func name(of view: ViewHandle, context: TransitionContext) -> String? {
        var name: UnsafePointer<CChar>? = nil
        guard context.raw.pointee.view_name(context.raw, view.raw, &name) == segue_status_t(SEGUE_OK) else {
            return nil
        }
        return name.map { String(cString: $0) }
    }

    private func bounds(of view: ViewHandle, _ context: TransitionContext) throws(ServiceError) -> Rect {
        if case .bounds(let bounds) = try context.value(of: .bounds, on: view) { return bounds }
        return .zero
    }

    private func number(_ property: ViewProperty, of view: ViewHandle, _ context: TransitionContext)
        throws(ServiceError) -> Double
    {
        switch try context.value(of: property, on: view) {
        case .cornerRadius(let value), .alpha(let value): value
        default: 0
        }
    }

    /// The root view of the controller on side `key`.
    private func controllerView(_ key: TransitionKey, _ context: TransitionContext) throws(ServiceError) -> ViewHandle {
        try context.view(of: try context.viewController(forKey: key))
    }
}

/// Registers this plugin's animator with the SDK (called once, from the first `init`).
@c @implementation
public func segue_sdk_plugin() {
    SeguePlugin.export(MatchAnimator.self)
}
