import SegueEngine
import SegueKit

/// A controller of the default scene (`First` or `Second`): a root view filled with one colour
/// holding `SampleContent`, laid out again from the root view's bounds whenever the controller
/// lays out its views (a presentation, a container, a resize).
class SampleViewController: ViewController {
    /// The content in the root view.
    let content: SampleContent

    /// A controller titled `title` whose root view is filled with `color` and shows `style`'s
    /// content, laid out for `size` until the controller lays out in bounds of its own (a
    /// pushed or tabbed controller is sized by its animator without a layout pass). The root
    /// view's frame itself starts at zero, as before the content existed.
    init(engine: AnimationEngine, title: String, style: SampleContent.Style, color: Color, size: Size) {
        content = SampleContent(style, named: title, in: engine.tree, bounds: Rect(origin: .zero, size: size))
        super.init(engine: engine, title: title)
        view.backgroundColor = color
        content.add(to: view)
    }

    /// Places the content in the root view's new bounds.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        content.layout(in: view.bounds)
    }
}
