import SegueABI
import SegueABIValues
import Testing

extension HostTests {
    /// The bundled presentation controllers' answers, straight through their C vtables: the
    /// frame answer pure and within the container (presentation.h's `frame_of_presented_view`
    /// comment, UIPresentationController.h's frameOfPresentedViewInContainerView), the same
    /// adaptive answer for the same size class, and the bottom sheet's detents and gestures.
    @Suite("Bundled presentation controllers answer through their vtables")
    struct PresentationPluginDecisionTests {
        static let controllers = [
            ("DimmingSheet", "org.segue.dimming-sheet"), ("BottomSheet", "org.segue.bottom-sheet"),
            ("Presets", "org.segue.popup"), ("Presets", "org.segue.top-half"), ("Presets", "org.segue.bottom-half"),
            ("Presets", "org.segue.alert"),
        ]

        /// Layouts a frame answer must be pure and inside of: sizes, both size classes, safe
        /// areas and preferred content sizes.
        static let layouts = [
            presentationLayout(), presentationLayout(width: 375, height: 667),
            presentationLayout(width: 1024, height: 768),
            presentationLayout(width: 401, height: 799, sizeClass: .regular, safeTop: 47, safeBottom: 34),
            presentationLayout(content: segue_size_t(width: 300, height: 250)),
        ]

        private func with(
            _ folder: String, _ id: String, _ body: (UnsafePointer<segue_presentation_t>) throws -> Void
        ) throws {
            let library = try ControllerLibrary(folder)
            let controller = try library.makePresentation(id)
            defer { controller.pointee.destroy(controller) }
            try body(controller)
        }

        private static func inside(_ frame: segue_rect_t, _ layout: segue_presentation_layout_t) -> Bool {
            let bounds = layout.container_bounds
            return frame.x >= 0 && frame.y >= 0 && frame.width > 0 && frame.height > 0
                && frame.x + frame.width <= bounds.width && frame.y + frame.height <= bounds.height
        }

        @Test(
            "the frame answer is pure (same layout, same rect, bit for bit) and inside the container",
            arguments: controllers)
        func pureFrames(_ folder: String, _ id: String) throws {
            try with(folder, id) { controller in
                for layout in Self.layouts {
                    let first = controller.frame(layout)
                    _ = controller.frame(Self.layouts[0])
                    let again = controller.frame(layout)
                    #expect(
                        first.x.bitPattern == again.x.bitPattern && first.y.bitPattern == again.y.bitPattern
                            && first.width.bitPattern == again.width.bitPattern
                            && first.height.bitPattern == again.height.bitPattern)
                    #expect(Self.inside(first, layout), "\(id): \(first) in \(layout.container_bounds)")
                }
            }
        }

        @Test("the adaptive answer is the same for the same size class, and one the ABI allows", arguments: controllers)
        func adaptive(_ folder: String, _ id: String) throws {
            try with(folder, id) { controller in
                let allowed: Set<Int32> = [
                    SeguePresentationStyle.none.rawValue, SeguePresentationStyle.fullScreen.rawValue,
                    SeguePresentationStyle.overFullScreen.rawValue,
                ]
                for sizeClass in [SegueSizeClass.compact, .regular] {
                    let answer = controller.pointee.adaptive_presentation_style?(controller, sizeClass.rawValue)
                    #expect(answer == controller.pointee.adaptive_presentation_style?(controller, sizeClass.rawValue))
                    #expect(answer.map(allowed.contains) ?? true)
                }
                #expect(controller.pointee.should_remove_presenters_view?(controller) != true)
            }
        }

        /// SegueKit's DimmingPresentationController's frame: the right half, its width rounded down.
        @Test("the dimming sheet sits on the right half, its width rounded down, as the seeds' controller does")
        func dimmingSheetFrame() throws {
            try with("DimmingSheet", "org.segue.dimming-sheet") { controller in
                let odd = controller.frame(presentationLayout(width: 375, height: 667))
                #expect(odd.x == 188 && odd.y == 0 && odd.width == 187 && odd.height == 667)
                let even = controller.frame(presentationLayout())
                #expect(even.x == 200 && even.width == 200 && even.height == 800)
                #expect(controller.pointee.handle_gesture == nil)
            }
        }

        /// Presentr's PresentationType sizes and ModalCenterPosition centres.
        @Test("Presentr's presets keep Presentr's sizes and centres")
        func presets() throws {
            let library = try ControllerLibrary("Presets")
            #expect(
                library.presentationIDs() == [
                    "org.segue.popup", "org.segue.top-half", "org.segue.bottom-half", "org.segue.alert",
                ])
            let expected: [String: segue_rect_t] = [
                "org.segue.popup": segue_rect_t(x: 30, y: 136, width: 340, height: 528),
                "org.segue.top-half": segue_rect_t(x: 0, y: 0, width: 400, height: 400),
                "org.segue.bottom-half": segue_rect_t(x: 0, y: 400, width: 400, height: 400),
                "org.segue.alert": segue_rect_t(x: 65, y: 310, width: 270, height: 180),
            ]
            for (id, frame) in expected {
                let controller = try library.makePresentation(id)
                defer { controller.pointee.destroy(controller) }
                let answer = controller.frame(presentationLayout())
                #expect(answer == frame, "\(id): \(answer)")
                let corner = id == "org.segue.top-half" ? segue_point_t(x: 1, y: 799) : segue_point_t(x: 1, y: 1)
                let outside = gestureEvent(.ended, SEGUE_GESTURE_TAP, location: corner)
                #expect(controller.answer(outside).action == SeguePresentationAction.dismiss.rawValue)
            }
        }
    }
}

extension segue_rect_t: @retroactive Equatable {
    /// Field-by-field equality, for expectations.
    public static func == (lhs: segue_rect_t, rhs: segue_rect_t) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height
    }
}
