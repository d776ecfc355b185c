extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates, with Apple's raw values (NSLayoutAttribute).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in a left-to-right layout).
        case leading = 5
        /// The trailing edge (right in a left-to-right layout).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The centre along the x-axis.
        case centerX = 9
        /// The centre along the y-axis.
        case centerY = 10
        /// The baseline of the last line of text (Objective-C's `NSLayoutAttributeBaseline` too).
        case lastBaseline = 11
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The centre between the left and right margins.
        case centerXWithinMargins = 19
        /// The centre between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint that sets a constant.
        case notAnAttribute = 0
    }
}
