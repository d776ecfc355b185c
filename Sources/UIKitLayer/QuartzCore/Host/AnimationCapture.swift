package import SeguePluginSDK

/// The animatable changes made inside one animation block (`UIView.animate`, a keyframe, a property animator's
/// animations, an alongside animation): each property's last value per layer, in the order first changed.
///
/// [main thread] Blocks nest: a block inside another starts its own animation, as UIKit's do, and
/// `performWithoutAnimation` suspends capturing until it returns.
package final class AnimationCapture {
    /// Each layer's changed properties, in the order first changed.
    package private(set) var changes: [(layer: CALayer, value: PropertyValue)] = []

    /// A capture with nothing in it yet.
    package init() {}

    /// Records `value` on `layer`, replacing an earlier value of the same property in this block.
    package func record(_ layer: CALayer, _ value: PropertyValue) {
        let property = value.property
        if let index = changes.firstIndex(where: { $0.layer === layer && $0.value.property == property }) {
            changes[index].value = value
        } else {
            changes.append((layer, value))
        }
    }

    /// Replaces `layer`'s frame change, if this block holds one, with `values` (its position and bounds).
    package func replaceFrame(of layer: CALayer, with values: [PropertyValue]) {
        guard let index = changes.firstIndex(where: { $0.layer === layer && $0.value.property == .frame }) else {
            return
        }
        changes.remove(at: index)
        for value in values { record(layer, value) }
    }

    /// The changes of layers on screen, as host handles: a layer the host does not draw (not added to the
    /// container's tree yet) has only its model value, which it shows once it is added.
    package func targets() -> [(ViewHandle, PropertyValue)] {
        changes.compactMap { change in change.layer.hostHandle().map { ($0, change.value) } }
    }

    /// What is open: captures and `performWithoutAnimation` scopes, innermost last.
    private enum Frame {
        case capture(AnimationCapture)
        case suppressed
    }

    /// The open frames.
    nonisolated(unsafe) private static var frames: [Frame] = []

    /// The capture a change made now belongs to: the innermost block, unless animation is suppressed there.
    package static var current: AnimationCapture? {
        guard case .capture(let capture)? = frames.last else { return nil }
        return capture
    }

    /// Runs `body` capturing its animatable changes into a new capture, which it returns.
    package static func capturing(_ body: () throws -> Void) rethrows -> AnimationCapture {
        let capture = AnimationCapture()
        frames.append(.capture(capture))
        defer { frames.removeLast() }
        try body()
        return capture
    }

    /// Runs `body` with every change applied at once (`UIView.performWithoutAnimation`).
    package static func withoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
        frames.append(.suppressed)
        defer { frames.removeLast() }
        return try body()
    }
}
