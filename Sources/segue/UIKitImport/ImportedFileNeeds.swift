import Foundation

/// What one imported file needs of the package around it: UIKit imported into it by the compiler (it uses UIKit's
/// names without `import UIKit`, as files of an app that imports UIKit elsewhere can), and a `Darwin` module (it
/// imports or qualifies names with Darwin, Apple's C library, which on Linux is Glibc).
struct ImportedFileNeeds: Equatable {
    /// Whether the file uses UIKit's names (`UIView`; or `NSObject`, `CGRect`… with no import) but never imports it.
    let usesUIKitWithoutImporting: Bool
    /// Whether the file writes `import Darwin` or `Darwin.`.
    let namesDarwin: Bool

    /// The needs of `source`, judged on its code alone (comments and strings skipped).
    init(source: String) {
        let code = SwiftCodeMask(source).text
        func has(_ pattern: String) -> Bool { code.range(of: pattern, options: .regularExpression) != nil }
        let importsUIKit = has(#"(?m)^\s*(@\w+\s+)*import\s+(\w+\s+)?UIKit\b"#)
        let importsAny = has(#"(?m)^\s*(@\w+\s+)*import\s+(\w+\s+)?(Foundation|QuartzCore|CoreGraphics)\b"#)
        let usesUIKit = has(#"(?<![.\w])UI[A-Z]\w*"#) || (!importsAny && has(#"(?<![.\w])(NS|CG|CA)[A-Z]\w*"#))
        usesUIKitWithoutImporting = !importsUIKit && usesUIKit
        namesDarwin = has(#"(?m)^\s*(@\w+\s+)*import\s+(\w+\s+)?Darwin\b"#) || has(#"(?<![.\w])Darwin\s*\."#)
    }
}
