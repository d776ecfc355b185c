import Foundation
import Testing
import UIKit

/// UIKit's small geometry values against UIGeometry.h: `UIEdgeInsetsInsetRect` moves each edge in by its inset
/// (without standardising), the insets' and offsets' zero values, and UIRectCorner's bits (`UIRectCornerAllCorners`
/// is ~0).
@Suite("UIKit layer: edge insets, offsets and corners")
struct UIGeometryValueTests {
    @Test("inset(by:) moves each edge inwards by its inset; negative insets move it outwards")
    func insetRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == rect.insetBy(dx: -5, dy: -5))
        #expect(rect.inset(by: .zero) == rect)
        // `width` reads the standardised width; the stored size keeps the sign.
        let over = CGRect(x: 0, y: 0, width: 4, height: 4).inset(by: UIEdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        #expect(over.size.width == -2 && over.width == 2)
    }

    @Test("zero values and initialisers")
    func zeros() {
        #expect(UIEdgeInsets() == .zero && UIEdgeInsets.zero.left == 0)
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        #expect(UIOffset(horizontal: 3, vertical: -2).vertical == -2 && UIOffset.zero == UIOffset())
    }

    @Test("UIRectCorner's bits are 1, 2, 4 and 8; allCorners has every bit set")
    func corners() {
        #expect([UIRectCorner.topLeft, .topRight, .bottomLeft, .bottomRight].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }
}
