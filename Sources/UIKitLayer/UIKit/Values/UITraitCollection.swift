import CoreGraphics
import Synchronization

/// Whether the interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style given.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2
}

/// The rough width or height class of the space a view has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class given.
    case unspecified = 0
    /// A constrained space (an iPhone's width in portrait).
    case compact = 1
    /// An expansive space (an iPad's width).
    case regular = 2
}

/// The environment a view is drawn in (style, size classes, scale): what dynamic colours resolve against.
open class UITraitCollection: @unchecked Sendable, Equatable {
    // Sendable though open: every trait is a let, and a subclass adding mutable state would be unusual.

    /// The light or dark style; `.unspecified` when not given.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class; `.unspecified` when not given.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class; `.unspecified` when not given.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when not given.
    public let displayScale: CGFloat

    /// A trait collection with no trait given.
    public init() {
        userInterfaceStyle = .unspecified
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        displayScale = 0
    }

    /// A trait collection giving only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0)
    }

    /// A trait collection giving only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0)
    }

    /// A trait collection giving only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0)
    }

    /// A trait collection giving only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: displayScale)
    }

    /// The traits of `traits` merged, a trait given by a later collection replacing an earlier one's.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        var merged = (
            UIUserInterfaceStyle.unspecified, UIUserInterfaceSizeClass.unspecified,
            UIUserInterfaceSizeClass.unspecified, CGFloat(0)
        )
        for trait in traits {
            if trait.userInterfaceStyle != .unspecified { merged.0 = trait.userInterfaceStyle }
            if trait.horizontalSizeClass != .unspecified { merged.1 = trait.horizontalSizeClass }
            if trait.verticalSizeClass != .unspecified { merged.2 = trait.verticalSizeClass }
            if trait.displayScale != 0 { merged.3 = trait.displayScale }
        }
        self.init(style: merged.0, horizontal: merged.1, vertical: merged.2, scale: merged.3)
    }

    private init(
        style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
        scale: CGFloat
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
    }

    /// Whether every trait `trait` gives has the same value here (nil or a collection giving nothing: true).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    /// The traits dynamic colours resolve against when no view says otherwise: light style at scale 1 unless set.
    open class var current: UITraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    /// Equal when every trait is equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
    }
}

// UIKit keeps one per thread; a headless transition has one environment, so one value serves every thread.
/// `UITraitCollection.current`, behind a lock since any thread may read or set it.
private let currentTraits = Mutex(
    UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 1)]))
