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

    /// The presented view's frame in `bounds`: the preset's size around its centre. Where Segue
    /// differs from Presentr: the size never exceeds the container (Presentr's fixed 270 × 180
    /// alert, or its popup's width less 60 points, would stick out of a container smaller than
    /// that), and the frame is moved inside it, the rule the frame answer keeps.
    func frame(in bounds: Rect) -> Rect {
        let container = Size(width: bounds.width, height: bounds.height)
        let wanted = size(in: container)
        let width = min(max(wanted.width, 0), container.width)
        let height = min(max(wanted.height, 0), container.height)
        let center = center(in: container)
        let x = min(max(center.x - width / 2, 0), container.width - width)
        let y = min(max(center.y - height / 2, 0), container.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
