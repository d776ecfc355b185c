import SeguePluginSDK

/// Presentr's presentation types (PresentationType, ModalSize, ModalCenterPosition and its
/// constants), each a size and a centre in the container: the frame is the size around the
/// centre, as Presentr's presentation controller lays it out.
enum Preset {
    /// Presentr's `.popup`: the width less Presentr's 30-point side margins, 66 % of the height
    /// (both rounded down), centred.
    case popup
    /// Presentr's `.topHalf`: full width, half the height (rounded down), centred on a quarter of
    /// the height. Presentr's `.topCenter` takes a point off that centre, which puts the sheet a
    /// point above the container; Segue keeps it inside, the frame rule its validator checks.
    case topHalf
    /// Presentr's `.bottomHalf`: full width, half the height, centred on three quarters of it.
    case bottomHalf
    /// Presentr's `.alert`: 270 × 180 points, the size of a system alert, centred.
    case alert

    /// Presentr's default side margin, in points.
    static let sideMargin = 30.0
    /// Presentr's default height, as a fraction of the container's.
    static let heightFraction = 0.66

    /// The presented view's size in a container of `size`.
    func size(in size: Size) -> Size {
        switch self {
        case .popup:
            Size(
                width: (size.width - Self.sideMargin * 2).rounded(.down),
                height: (size.height * Self.heightFraction).rounded(.down))
        case .topHalf, .bottomHalf: Size(width: size.width, height: (size.height / 2).rounded(.down))
        case .alert: Size(width: 270, height: 180)
        }
    }

    /// The presented view's centre in a container of `size`.
    func center(in size: Size) -> Point {
        switch self {
        case .popup, .alert: Point(x: size.width / 2, y: size.height / 2)
        case .topHalf: Point(x: size.width / 2, y: (size.height / 2).rounded(.down) / 2)
        case .bottomHalf: Point(x: size.width / 2, y: size.height * 3 / 4)
        }
    }

    /// The presented view's frame in `bounds`.
    func frame(in bounds: Rect) -> Rect {
        let container = Size(width: bounds.width, height: bounds.height)
        let size = size(in: container)
        let center = center(in: container)
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
