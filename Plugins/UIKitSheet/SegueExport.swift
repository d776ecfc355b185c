import SegueUIKit

/// Exports the sheet delegate: animator org.segue.uikit-sheet and presentation org.segue.uikit-sheet.presentation.
@c @implementation
public func segue_sdk_plugin() {
    UIKitPlugin.export(delegate: { SheetTransitioningDelegate() }, id: "org.segue.uikit-sheet", name: "UIKit Sheet")
}
