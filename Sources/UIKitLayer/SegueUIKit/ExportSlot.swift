/// A numbered place in a library's list of exported UIKit types. The SDK lists plugin types by their static
/// descriptor, so each exported delegate or animator takes a place, and a generic adapter over the place reads
/// the descriptor at that index of `UIKitPlugin`'s lists. A library exports at most `ExportSlots.count` animators
/// and as many presentation controllers.
protocol ExportSlot {
    /// The index in the list.
    static var index: Int { get }
}

enum Slot0: ExportSlot { static var index: Int { 0 } }
enum Slot1: ExportSlot { static var index: Int { 1 } }
enum Slot2: ExportSlot { static var index: Int { 2 } }
enum Slot3: ExportSlot { static var index: Int { 3 } }
enum Slot4: ExportSlot { static var index: Int { 4 } }
enum Slot5: ExportSlot { static var index: Int { 5 } }
enum Slot6: ExportSlot { static var index: Int { 6 } }
enum Slot7: ExportSlot { static var index: Int { 7 } }

/// The places, in order.
enum ExportSlots {
    /// How many a library has.
    static var count: Int { all.count }
    /// Each place's slot type.
    static var all: [any ExportSlot.Type] {
        [
            Slot0.self, Slot1.self, Slot2.self, Slot3.self, Slot4.self, Slot5.self, Slot6.self, Slot7.self,
        ]
    }
}
