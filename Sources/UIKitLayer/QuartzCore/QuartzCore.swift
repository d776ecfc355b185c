// Core Animation for plugins written against UIKit: the names and semantics iOS code expects, over the plugin SDK.
// A layer keeps its model values here, in the plugin; the host's render tree is what is on screen (the
// presentation), reached through the transition context's services.

@_exported import CoreGraphics
