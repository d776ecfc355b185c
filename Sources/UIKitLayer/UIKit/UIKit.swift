// UIKit's custom-transition surface for plugins: views, view and presentation controllers, the transitioning
// protocols, animation blocks and property animators, with UIKit's signatures and semantics, turned into the
// plugin ABI's services. A plugin's files `import UIKit` and compile unchanged.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
