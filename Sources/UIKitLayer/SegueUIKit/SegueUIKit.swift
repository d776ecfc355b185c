// Exports UIKit code as a Segue plugin: the one file a UIKit plugin adds to its unchanged iOS sources.
//
//     import SegueUIKit
//
//     @c @implementation
//     public func segue_sdk_plugin() {
//         UIKitPlugin.export(delegate: { DeckTransitioningDelegate() }, id: "com.example.deck", name: "Deck")
//     }

@_exported import SeguePluginSDKEntry
@_exported import UIKit
