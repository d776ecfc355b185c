import SegueEngine

/// The bounds of a scene, and the check `Scene.load(contentsOf:)` and `Scene.init` run before
/// building anything: every size, coordinate and count a scene file can hold is finite and sane,
/// and containers form a shallow tree.
///
/// | what | allowed |
/// | --- | --- |
/// | window width, height | 1 … 100 000 points |
/// | preferredContentSize width, height | 0 … 100 000 points (0: no preference) |
/// | segue anchor x, y | −100 000 … 100 000 points |
/// | segue anchor width, height | 0 … 100 000 points |
/// | container nesting | 64 levels |
/// | controllers, segues, children of one container | 1 000 each |
extension SceneDescription {
    /// Window sizes: a point to a hundred thousand points, past any display (an 8K screen is
    /// 7 680 pixels wide) and far from where coordinates lose precision or overflow a picture.
    public static let windowSizeRange: ClosedRange<Double> = 1...100_000
    /// Preferred content sizes: as windows, with 0 meaning no preference, as in UIKit.
    public static let contentSizeRange: ClosedRange<Double> = 0...100_000
    /// Anchor origins: anywhere within a hundred thousand points of the source's origin.
    public static let coordinateRange: ClosedRange<Double> = -100_000...100_000
    /// Anchor sizes: a point (zero size) up to the largest window.
    public static let anchorSizeRange: ClosedRange<Double> = 0...100_000
    /// Containers inside containers: 64 levels, far past any real interface (UIKit apps rarely
    /// pass 5) and well inside the stack of every walk over the hierarchy.
    public static let maximumNestingDepth = 64
    /// Controllers, segues, and children of one container: a thousand each, a storyboard far
    /// larger than any app's.
    public static let maximumCount = 1000

    /// Throws, naming the element, the value and the allowed range, when a number is outside
    /// its bounds, a list is too long, an id is declared twice or missing, containers nest too
    /// deep or do not form a tree, or an image is malformed (`Image.viewImage(controller:)`;
    /// image files are checked by `Scene.load(contentsOf:)`, which knows where they are).
    public func validate() throws(TransitionError) {
        var ids: Set<String> = []
        for controller in controllers {
            guard ids.insert(controller.id).inserted else {
                throw TransitionError(
                    "scene declares controller '\(controller.id)' twice; give each controller a unique id")
            }
        }
        guard ids.contains(root) else {
            throw TransitionError(
                "scene root '\(root)' is not among its controllers\(Spelling.didYouMean(root, among: ids.sorted())); "
                    + "set root to one of \(ids.sorted())"
            )
        }
        try Self.check("window width", window.width, in: Self.windowSizeRange, hint: "phones are about 400 points wide")
        try Self.check(
            "window height", window.height, in: Self.windowSizeRange, hint: "phones are about 800 points tall")
        try Self.checkCount("controllers", controllers.count)
        try Self.checkCount("segues", segues?.count ?? 0)
        for controller in controllers {
            try Self.checkCount("children of controller '\(controller.id)'", controller.children?.count ?? 0)
            _ = try controller.image?.viewImage(controller: controller.id)
            try Self.checkPluginName("presentation", controller.presentation, of: controller.id)
            try Self.checkPluginName("interaction", controller.interaction, of: controller.id)
            if let size = controller.preferredContentSize {
                for (name, value) in [("width", size.width), ("height", size.height)] {
                    try Self.check(
                        "controller '\(controller.id)' preferredContentSize \(name)", value, in: Self.contentSizeRange,
                        hint: "a form sheet is about 540x620")
                }
            }
        }
        for segue in segues ?? [] {
            guard let anchor = segue.anchor else { continue }
            for (name, value) in [("x", anchor.x), ("y", anchor.y)] {
                try Self.check(
                    "segue '\(segue.identifier)' anchor \(name)", value, in: Self.coordinateRange,
                    hint: "it is in the source's root view coordinates")
            }
            for (name, value) in [("width", anchor.width), ("height", anchor.height)] {
                try Self.check(
                    "segue '\(segue.identifier)' anchor \(name)", value, in: Self.anchorSizeRange,
                    hint: "anchors are usually a button's size, about 44 points")
            }
        }
        try checkContainment()
    }

    /// Refuses `value` outside `range` in one sentence naming `element`.
    private static func check(_ element: String, _ value: Double, in range: ClosedRange<Double>, hint: String)
        throws(TransitionError)
    {
        guard range.contains(value) else {
            throw TransitionError(
                "scene \(element) must be between \(text(range.lowerBound)) and \(text(range.upperBound)) points, "
                    + "got \(text(value)); \(hint)"
            )
        }
    }

    /// The longest plugin name a controller's `interaction` or `presentation` may hold: a plugin
    /// id is at most 128 bytes.
    public static let maximumPluginNameBytes = 128

    /// Refuses a controller's `key` (`interaction`, `presentation`) that cannot name a plugin:
    /// blank, longer than ``maximumPluginNameBytes``, or holding a control character.
    private static func checkPluginName(_ key: String, _ name: String?, of controller: String) throws(TransitionError) {
        guard let name else { return }
        let problem: String? =
            if name.allSatisfy(\.isWhitespace) {
                "is empty"
            } else if name.utf8.count > maximumPluginNameBytes {
                "is longer than \(maximumPluginNameBytes) bytes"
            } else if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                "holds a control character"
            } else {
                nil
            }
        guard let problem else { return }
        throw TransitionError(
            "scene controller '\(controller)' \(key) \(problem); give a \(key) controller plugin's id or name "
                + "(`segue list` shows them)\(key == "presentation" ? " or dimming" : "")")
    }

    /// Refuses a list of `what` longer than `maximumCount`.
    private static func checkCount(_ what: String, _ count: Int) throws(TransitionError) {
        guard count <= maximumCount else {
            throw TransitionError(
                "scene has \(count) \(what), more than the \(maximumCount) allowed; split it into several scenes")
        }
    }

    /// A number as a person reads it (`100000`, `1e+19`, `5e-324`).
    private static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Checks, without recursion, that every child is declared, no controller is inside two
    /// containers or inside itself, the root is inside none, and no chain of containers is
    /// deeper than `maximumNestingDepth`.
    private func checkContainment() throws(TransitionError) {
        let ids = Set(controllers.map(\.id))
        var container: [String: String] = [:]
        for controller in controllers {
            for child in controller.children ?? [] {
                guard ids.contains(child) else {
                    throw TransitionError(
                        "scene refers to controller '\(child)', which it does not declare; add it to controllers or "
                            + "remove it from the children of '\(controller.id)'"
                    )
                }
                if container[child] == controller.id {
                    throw TransitionError(
                        "scene controller '\(controller.id)' lists child '\(child)' twice; list each child once")
                }
                if let other = container[child] {
                    throw TransitionError(
                        "scene controller '\(child)' is a child of both '\(other)' and '\(controller.id)'; a "
                            + "controller can be in one container only"
                    )
                }
                container[child] = controller.id
            }
        }
        if let outer = container[root] {
            throw TransitionError(
                "scene root '\(root)' is a child of '\(outer)'; the root must be the outermost controller")
        }
        // Each controller has at most one container, so following containers upwards walks a
        // chain: its length is the nesting depth, and meeting the start again is a cycle.
        var depth: [String: Int] = [:]
        for controller in controllers where depth[controller.id] == nil {
            var chain: [String] = [controller.id]
            var above = 0
            while let outer = container[chain[chain.count - 1]] {
                if let known = depth[outer] {
                    above = known
                    break
                }
                guard !chain.contains(outer) else {
                    throw TransitionError("scene controller '\(outer)' contains itself; containers must form a tree")
                }
                chain.append(outer)
                guard chain.count <= Self.maximumNestingDepth else {
                    throw TransitionError(
                        "scene controller '\(controller.id)' is nested more than \(Self.maximumNestingDepth) "
                            + "containers deep; "
                            + "flatten its containers to at most \(Self.maximumNestingDepth) levels")
                }
            }
            // chain[0] is innermost; the outermost known (or top-level) one sits `above` levels down.
            for (index, id) in chain.enumerated() { depth[id] = above + chain.count - index }
            if let deepest = depth[controller.id], deepest > Self.maximumNestingDepth {
                throw TransitionError(
                    "scene controller '\(controller.id)' is nested \(deepest) containers deep; "
                        + "flatten its containers to at most \(Self.maximumNestingDepth) levels")
            }
        }
    }
}
