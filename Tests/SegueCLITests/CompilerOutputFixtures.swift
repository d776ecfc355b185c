/// What `swift build` printed for real failed builds of small broken plugins against a stub UIKit (Swift 6.3.1),
/// with the package folder renamed /x/Deck: the fixtures of ``PluginImportDiagnosticsTests``.
enum CompilerOutputFixtures {
    /// Two files using missing UIKit names, `@objc` and `#selector`, and plain mistakes; the build repeats the
    /// emit-module job's errors.
    static let deck = #"""
        [0/1] Planning build
        Building for debugging...
        [0/6] Write sources
        [1/6] Write swift-version-6A52383ED409C6A7.txt
        [3/7] Compiling Deck DeckAnimator.swift
        /x/Deck/Sources/Deck/DeckAnimator.swift:4:6: error: Objective-C interoperability is disabled
         2 | 
         3 | final class DeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
         4 |     @objc func handleTap() {}
           |      `- error: Objective-C interoperability is disabled
         5 | 
         6 |     func slide(_ view: UIView) {

        /x/Deck/Sources/Deck/DeckAnimator.swift:7:14: error: value of type 'UIView' has no member 'frobnicate'
         5 | 
         6 |     func slide(_ view: UIView) {
         7 |         view.frobnicate()
           |              `- error: value of type 'UIView' has no member 'frobnicate'
         8 |         UIView.animateKeyframes()
         9 |         let action = #selector(handleTap)

        /x/Deck/Sources/Deck/DeckAnimator.swift:8:16: error: type 'UIView' has no member 'animateKeyframes'
         6 |     func slide(_ view: UIView) {
         7 |         view.frobnicate()
         8 |         UIView.animateKeyframes()
           |                `- error: type 'UIView' has no member 'animateKeyframes'
         9 |         let action = #selector(handleTap)
        10 |         let scale = CGAffineTransform(scaleX: 2, y: 2)

        /x/Deck/Sources/Deck/DeckAnimator.swift:9:22: error: '#selector' can only be used with the Objective-C runtime
         7 |         view.frobnicate()
         8 |         UIView.animateKeyframes()
         9 |         let action = #selector(handleTap)
           |                      `- error: '#selector' can only be used with the Objective-C runtime
        10 |         let scale = CGAffineTransform(scaleX: 2, y: 2)
        11 |     }

        /x/Deck/Sources/Deck/DeckAnimator.swift:10:21: error: cannot find 'CGAffineTransform' in scope
         8 |         UIView.animateKeyframes()
         9 |         let action = #selector(handleTap)
        10 |         let scale = CGAffineTransform(scaleX: 2, y: 2)
           |                     `- error: cannot find 'CGAffineTransform' in scope
        11 |     }
        12 | 

        /x/Deck/Sources/Deck/DeckAnimator.swift:14:25: error: cannot find type 'UINavigationController' in scope
        12 | 
        13 |     func spin(_ view: UIView) {
        14 |         let navigation: UINavigationController? = nil
           |                         `- error: cannot find type 'UINavigationController' in scope
        15 |         undefinedHelper()
        16 |     }

        /x/Deck/Sources/Deck/DeckAnimator.swift:15:9: error: cannot find 'undefinedHelper' in scope
        13 |     func spin(_ view: UIView) {
        14 |         let navigation: UINavigationController? = nil
        15 |         undefinedHelper()
           |         `- error: cannot find 'undefinedHelper' in scope
        16 |     }
        17 | }
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [4/8] Emitting module Deck
        /x/Deck/Sources/Deck/DeckAnimator.swift:4:6: error: Objective-C interoperability is disabled
         2 | 
         3 | final class DeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
         4 |     @objc func handleTap() {}
           |      `- error: Objective-C interoperability is disabled
         5 | 
         6 |     func slide(_ view: UIView) {
        [5/8] Compiling Deck DeckCard.swift
        /x/Deck/Sources/Deck/DeckCard.swift:5:9: error: cannot find 'frobnicate' in scope
         3 | final class DeckCard: UIView {
         4 |     func lift() {
         5 |         frobnicate()
           |         `- error: cannot find 'frobnicate' in scope
         6 |         let screen = UIKit.UIScreen.main
         7 |         self.frobnicate()

        /x/Deck/Sources/Deck/DeckCard.swift:6:22: error: module 'UIKit' has no member named 'UIScreen'
         4 |     func lift() {
         5 |         frobnicate()
         6 |         let screen = UIKit.UIScreen.main
           |                      `- error: module 'UIKit' has no member named 'UIScreen'
         7 |         self.frobnicate()
         8 |         let depth: Int = "deep"

        /x/Deck/Sources/Deck/DeckCard.swift:7:14: error: value of type 'DeckCard' has no member 'frobnicate'
         5 |         frobnicate()
         6 |         let screen = UIKit.UIScreen.main
         7 |         self.frobnicate()
           |              `- error: value of type 'DeckCard' has no member 'frobnicate'
         8 |         let depth: Int = "deep"
         9 |         UIView().frobnicate()

        /x/Deck/Sources/Deck/DeckCard.swift:8:26: error: cannot convert value of type 'String' to specified type 'Int'
         6 |         let screen = UIKit.UIScreen.main
         7 |         self.frobnicate()
         8 |         let depth: Int = "deep"
           |                          `- error: cannot convert value of type 'String' to specified type 'Int'
         9 |         UIView().frobnicate()
        10 |     }

        /x/Deck/Sources/Deck/DeckCard.swift:9:18: error: value of type 'UIView' has no member 'frobnicate'
         7 |         self.frobnicate()
         8 |         let depth: Int = "deep"
         9 |         UIView().frobnicate()
           |                  `- error: value of type 'UIView' has no member 'frobnicate'
        10 |     }
        11 | }
        """#

    /// A file importing a module that does not exist.
    static let missingModule = #"""
        [0/1] Planning build
        Building for debugging...
        [0/7] Write sources
        [1/7] Write swift-version-6A52383ED409C6A7.txt
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [3/7] Emitting module Deck
        /x/Deck/Sources/Deck/b.swift:2:8: error: no such module 'SnapKit'
        1 | import UIKit
        2 | import SnapKit
          |        `- error: no such module 'SnapKit'
        3 | let w = 1
        4 | 
        [4/7] Compiling Deck b.swift
        /x/Deck/Sources/Deck/b.swift:2:8: error: no such module 'SnapKit'
        1 | import UIKit
        2 | import SnapKit
          |        `- error: no such module 'SnapKit'
        3 | let w = 1
        4 | 
        """#
}
