internal import SeguePluginSDK

/// A layer filled with a gradient of up to four colour stops along a line (the host draws axial gradients of
/// at most four stops, ABI 1.1: more are sampled down to four, with a warning).
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor` values, one per stop.
    open var colors: [Any]? {
        didSet { stopsDidChange() }
    }
    /// Where each stop lies on the line, 0...1 (evenly spread when nil).
    open var locations: [NSNumber]? {
        didSet { stopsDidChange() }
    }
    /// Where the line starts, in unit coordinates of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { change(.gradientStartPoint(startPoint.abi)) }
    }
    /// Where the line ends.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { change(.gradientEndPoint(endPoint.abi)) }
    }
    /// The gradient's kind (only axial is drawn).
    open var type: CAGradientLayerType = .axial {
        didSet { if type != .axial { HostSession.warnOnce("only axial gradients are drawn") } }
    }

    /// How many stops the host view has now.
    private var hostStopCount = 0

    /// The stops as the host draws them: at most four, colours and locations.
    private var hostStops: [GradientStop] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard cgColors.count >= 2 else { return [] }
        let spots = locations.map { $0.map { Double(truncating: $0) } }
        let stops = cgColors.enumerated().map { index, color in
            GradientStop(
                color.abi,
                at: min(max(spots?[safe: index] ?? Double(index) / Double(cgColors.count - 1), 0), 1))
        }
        guard stops.count > SegueGradientLimits.maxStops else { return stops }
        HostSession.warnOnce("gradients of more than four colours are drawn with four")
        let last = stops.count - 1
        return (0..<SegueGradientLimits.maxStops).map { stops[$0 * last / (SegueGradientLimits.maxStops - 1)] }
    }

    override package func pushExtraValues() {
        hostStopCount = 0
        stopsDidChange()
        applyNow(.gradientStartPoint(startPoint.abi))
        applyNow(.gradientEndPoint(endPoint.abi))
    }

    /// New colours or locations: the stop count at once (never animated), each stop as a change.
    private func stopsDidChange() {
        let stops = hostStops
        if stops.count != hostStopCount {
            hostStopCount = stops.count
            applyNow(.gradientStopCount(stops.count))
        }
        for (index, stop) in stops.enumerated() { change(.gradientStop(index, stop)) }
    }
}

/// The host's gradient limits (properties.h).
enum SegueGradientLimits {
    /// SEGUE_GRADIENT_MAX_STOPS.
    static let maxStops = 4
}

extension Array {
    /// The element at `index`, nil past the end.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
