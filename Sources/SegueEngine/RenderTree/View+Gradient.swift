/// A view's gradient content, as a `CAGradientLayer` fills its layer.
extension View {
    /// The linear gradient drawn over the background colour, or nil (the default) for none.
    ///
    /// Stop colours and locations and both points live in the view's block and animate when the
    /// stop count stays the same. The presence and the stop count live on the view: setting a
    /// gradient with a different count (or setting one where there was none) inside an animation
    /// block jumps to it, numbers included, as setting `isHidden` does; setting nil hides the
    /// gradient at once.
    public var gradient: Gradient? {
        get {
            guard gradientStopCount > 0 else { return nil }
            let stops = (0..<gradientStopCount).map { index in
                GradientStop(
                    color: tree.color(slot: slot, .gradientColors, 4 * index),
                    location: tree.value(slot: slot, .gradientLocations, index))
            }
            return Gradient(
                stops: stops, startPoint: tree.point(slot: slot, .gradientStartPoint),
                endPoint: tree.point(slot: slot, .gradientEndPoint))
        }
        set {
            guard let gradient = newValue else {
                gradientStopCount = 0
                return
            }
            let count = gradient.stops.count
            precondition(
                (2...Gradient.stopCapacity).contains(count), "a gradient has 2…\(Gradient.stopCapacity) " + "stops")
            if count == gradientStopCount {
                writeGradient(gradient)
            } else {
                gradientStopCount = count
                tree.withoutRecording { writeGradient(gradient) }
            }
        }
    }

    /// Writes `gradient`'s numbers into the block; the stops past its count repeat its last stop,
    /// so the block never keeps a stale colour a later, longer gradient could animate from.
    private func writeGradient(_ gradient: Gradient) {
        for index in 0..<Gradient.stopCapacity {
            let stop = gradient.stops[min(index, gradient.stops.count - 1)]
            tree.write(self, .gradientColors, component: 4 * index, stop.color.simd, count: 4)
            tree.write(self, .gradientLocations, component: index, SIMD4(stop.location, 0, 0, 0), count: 1)
        }
        tree.write(self, .gradientStartPoint, SIMD4(gradient.startPoint.x, gradient.startPoint.y, 0, 0))
        tree.write(self, .gradientEndPoint, SIMD4(gradient.endPoint.x, gradient.endPoint.y, 0, 0))
    }
}
