/// A method's name for target–action (Objective-C's selector). Linux has no Objective-C runtime: `#selector`
/// does not compile here (`segue plugin import` lists those lines), and nothing is ever performed by name; the
/// type exists so the declarations that take one compile.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name.
    public let name: String
    /// A selector named `name`.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral value: String) { name = value }
}
