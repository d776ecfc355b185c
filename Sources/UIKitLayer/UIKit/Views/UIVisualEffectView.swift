/// A visual effect (UIVisualEffect).
open class UIVisualEffect {
    /// The tint Segue draws for it.
    var tint: UIColor { .clear }
}

/// A blur of what is behind the view (UIBlurEffect). The host has no blur yet: Segue draws the effect as a
/// translucent tint of the style's colour, which a block animates like a background colour.
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor {
        switch style {
        case .extraLight: UIColor(white: 0.97, alpha: 0.8)
        case .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            UIColor(white: 0.97, alpha: 0.6)
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            UIColor(white: 0.11, alpha: 0.7)
        default: UIColor(white: 0.97, alpha: 0.7)
        }
    }

    /// The blur styles.
    public enum Style: Int, Sendable {
        case extraLight, light, dark
        case regular = 4
        case prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// Vibrancy over a blur (drawn as nothing: the content shows as it is).
open class UIVibrancyEffect: UIVisualEffect {
    /// Vibrancy for `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        super.init()
    }
}

/// A view showing a visual effect over what is behind it, with its content in `contentView`.
open class UIVisualEffectView: UIView {
    /// The effect; setting it inside an animation block fades it in or out.
    open var effect: UIVisualEffect? {
        didSet { showEffect() }
    }
    /// Where subviews go.
    public let contentView = UIView(frame: .zero)

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        showEffect()
    }

    /// A view showing no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Archived views are not supported: answers nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame; the content view follows the bounds.
    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }

    /// The bounds; the content view follows them.
    open override var bounds: CGRect {
        didSet { contentView.frame = bounds }
    }

    /// Draws the effect as its tint.
    private func showEffect() {
        if effect is UIBlurEffect {
            HostSession.warnOnce("blurs are drawn as a translucent tint: the host has no blur yet")
        }
        layer.backgroundColor = (effect?.tint ?? .clear).cgColor
    }
}
