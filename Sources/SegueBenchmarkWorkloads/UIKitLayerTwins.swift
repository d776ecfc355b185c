/// A bundled plugin written in UIKit and the same animator on the handle SDK (they match frame for frame, as the
/// host tests check), for measuring what the UIKit layer costs a whole transition.
public struct UIKitLayerTwins: Sendable {
    /// The UIKit plugin's folder under `Plugins/`.
    public let uikit: String
    /// The handle-SDK plugin's folder.
    public let sdk: String

    /// The seeds' diagonal, in UIKit and on the handle SDK.
    public static let all = [UIKitLayerTwins(uikit: "UIKitDiagonal", sdk: "Diagonal")]

    /// The two plugins' folders, the handle SDK's first.
    public var plugins: [String] { [sdk, uikit] }
}
