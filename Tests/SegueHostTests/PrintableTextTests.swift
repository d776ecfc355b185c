import Testing

@testable import SegueHost

extension HostTests {
    @Suite("Plugin text is printed with its control characters escaped")
    struct PrintableTextTests {
        @Test("the range test finds exactly Unicode's control characters (general category Cc)")
        func rangeTestMatchesTheUnicodeCategory() {
            let mismatches = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
                PrintableText.isControl(scalar) != (scalar.properties.generalCategory == .control)
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5).map { "U+\(String($0.value, radix: 16))" })")
        }

        @Test("C0, DEL and C1 controls are escaped; text without them comes back as it was")
        func escapesEveryControl() {
            #expect(PrintableText.escaped("plain café ✓") == "plain café ✓")
            #expect(PrintableText.escaped("a\u{1b}[2Jb") == "a\\u{1b}[2Jb")
            #expect(PrintableText.escaped("del\u{7f} csi\u{9b} nel\u{85}") == "del\\u{7f} csi\\u{9b} nel\\u{85}")
            // U+00A0 (no-break space) shares the 0xC2 lead byte with C1 but is not a control.
            #expect(PrintableText.escaped("nbsp\u{a0}") == "nbsp\u{a0}")
            #expect(PrintableText.escaped("two\nlines\tand tab") == "two\nlines\tand tab")
            #expect(PrintableText.escaped("two\nlines", oneLine: true) == "two\\u{a}lines")
        }
    }
}
