import SegueEngine

/// The view-tree depth rule (context.h, `PluginLimits.maximumViewDepth`): no change a plugin
/// makes may put a view more than that many views deep in its tree, so no walk over the tree
/// (the host's, the renderers', the trace writer's) has a chain a plugin can deepen without end.
enum PluginViewDepth {
    /// Refuses to put `child` (with its subtree) under `parent` when a view would end up deeper
    /// than the limit.
    static func check(adding child: View, to parent: View) throws(ServiceRefusal) {
        try check(subtree: child.name, levels: 1 + height(of: child), under: parent)
    }

    /// Refuses a subtree of `levels` levels (1 for a single view) called `name` under `parent`
    /// when its deepest view would be deeper than the limit.
    static func check(subtree name: String, levels: Int, under parent: View) throws(ServiceRefusal) {
        let depth = depth(of: parent) + levels
        guard depth <= PluginLimits.maximumViewDepth else {
            throw .range(
                "\(name) under \(parent.name) would put a view \(depth) views deep in its tree, "
                    + "past the \(PluginLimits.maximumViewDepth) allowed; keep the hierarchy flatter"
            )
        }
    }

    /// How many views deep `view` is: 1 for a view with no superview.
    static func depth(of view: View) -> Int {
        var (depth, current) = (1, view.superview)
        while let next = current {
            depth += 1
            current = next.superview
        }
        return depth
    }

    /// How many levels `view`'s subtree has below `view` (0 for a view with no subviews),
    /// found with an explicit stack.
    static func height(of view: View) -> Int {
        var (height, pending) = (0, [(view, 0)])
        while let (next, level) = pending.popLast() {
            height = max(height, level)
            pending += next.subviews.map { ($0, level + 1) }
        }
        return height
    }
}
