import Raster
import Style
import UI

/// Gestures in a screen: the view they are attached to becomes a region of the UI that hears the
/// pointer (`GestureItem`), recognised by `GestureRecognition`.
extension ScreenConversion {
    /// `child.gesture(…)` and the gestures attached right inside it, as one region (a view with a tap
    /// and a long press hears both), placed in `rect`: the view the gestures are on, and the region.
    mutating func placingGesture(
        _ child: ViewNode, _ attachment: GestureAttachment, in rect: Rect, _ environment: DrawEnvironment
    ) -> View {
        var attachments = [attachment]
        var content = child
        while case .modified(let inner, .gesture(let more)) = content {
            attachments.insert(more, at: 0)
            content = inner
        }
        // SwiftUI's `.offset` moves where a view takes the pointer, not only where it draws: the
        // offsets inside go outside the region, so it follows a dragged knob.
        let (unmoved, dx, dy) = Self.liftingOffsets(content)
        let key = "gesture \(nextOrdinal("gesture"))"
        let recognition = GestureRecognition(
            gestures: attachments.map(\.gesture),
            key: "\(key)@\(attachment.location.line):\(attachment.location.column)",
            action: ScreenAction(program: program, context: context, path: path), location: attachment.location)
        let shape = Self.hitShape(of: unmoved)?.insettable ?? AnyInsettableShape(Rectangle())
        let item = GestureItem(
            key, isEnabled: !isDisabled && !hitTestingDisabled, contentShape: shape,
            isOverContent: attachments.contains { $0.priority == .high },
            isSimultaneous: attachments.contains { $0.priority == .simultaneous }, onEvent: { recognition.handle($0) })
        let frame = rect.offsetBy(dx: dx, dy: dy)
        let views = placing(unmoved, in: frame, environment)
        return .positioned(frame, .gesture(item, .group(views)))
    }

    /// Effects that draw the same wherever the view is: an offset moves under them unchanged.
    static func isPlaceIndependent(_ modifier: ViewModifier) -> Bool {
        switch modifier {
        case .shadow, .blur, .opacity, .foregroundColor, .colorFilter, .blendMode, .animation, .font, .fontWeight,
            .fontChange, .compositingGroup, .colorScheme, .dynamicTypeSize, .source:
            true
        default: false
        }
    }

    /// `node` without the offsets that sit under effects that do not care where the view is (a
    /// shadow, an opacity, a colour), and those offsets added up.
    static func liftingOffsets(_ node: ViewNode) -> (ViewNode, Double, Double) {
        guard case .modified(let inner, let modifier) = node else { return (node, 0, 0) }
        let (rest, dx, dy) = liftingOffsets(inner)
        switch modifier {
        case .offset(let x, let y):
            return (rest, dx + x, dy + y)
        case _ where isPlaceIndependent(modifier):
            return (.modified(rest, modifier), dx, dy)
        default:
            return (node, 0, 0)
        }
    }

    /// The shape that takes the pointer: `.contentShape`'s, or the shape the view is, through the
    /// modifiers that keep its frame; nil for a rectangle.
    static func hitShape(of node: ViewNode) -> ShapeValue? {
        switch node {
        case .shape(let shape, _): return shape
        case .modified(_, .contentShape(let shape)): return shape
        case .modified(let inner, let modifier):
            switch modifier {
            case .shadow, .blur, .opacity, .foregroundColor, .colorFilter, .blendMode, .animation, .frame,
                .flexibleFrame, .overlay, .background, .source:
                return hitShape(of: inner)
            default: return nil
            }
        default: return nil
        }
    }
}
