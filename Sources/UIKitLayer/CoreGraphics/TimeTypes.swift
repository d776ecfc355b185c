import Foundation

/// A duration or instant in seconds, as Core Foundation's type (Linux's Foundation does not export it).
public typealias CFTimeInterval = Double
