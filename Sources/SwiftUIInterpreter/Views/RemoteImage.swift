import Style
import SwiftSource

/// The image views of the packages apps load pictures from the network with — Kingfisher's `KFImage`,
/// SDWebImageSwiftUI's `WebImage` and `AnimatedImage`, Nuke's `LazyImage`, `CachedAsyncImage` — when the
/// module does not hold the package's code. Nothing is fetched here, so each is drawn as it is before its
/// image arrives: its placeholder (`.placeholder { … }` or `placeholder:`) where the code gives one, else
/// nothing, filling what it is offered (the packages draw `Color.clear` there), so the frame around it keeps
/// its place. Not a dashed placeholder: a preview in Xcode shows the same empty frame until the network
/// answers.
enum RemoteImage {
    static let packageViews: Set<String> = [
        "KFImage", "KFAnimatedImage", "WebImage", "AnimatedImage", "LazyImage", "CachedAsyncImage",
    ]

    /// An `Image`'s modifiers, which change nothing of an image not yet loaded.
    static let imageModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// The empty view `name` draws before its image loads.
    static func view(named name: String, at location: SourceLocation) -> ViewNode {
        .modified(.paint(.color(.clear)), .source(ViewSource(typeName: name, location: location)))
    }

    /// Where `node` was written, when it is one of these views (its placeholder given or not, through the
    /// image modifiers applied to it so far); nil for any other view.
    static func source(of node: ViewNode) -> ViewSource? {
        guard case .modified(_, .source(let source)) = node, !source.isPlaceholder,
            packageViews.contains(source.typeName)
        else { return nil }
        return source
    }
}

extension Evaluator {
    /// `KFImage(url)`, `WebImage(url: url) { image in … } placeholder: { … }`: the view before its image
    /// loads, with a note; nil when the module declares a type of that name (its own code then runs).
    func remoteImage(_ name: String, _ arguments: [Argument], at: SourceLocation, _ scope: inout Scope)
        throws(EvaluationError) -> Value?
    {
        guard drawsPlaceholders, RemoteImage.packageViews.contains(name),
            try program.resolveType(name, from: scope.selfType) == nil
        else { return nil }
        noteIgnored(
            name, at: at,
            message: "\(name) loads its image from the network, which a preview here does not: drawn as before it loads"
        )
        if let placeholder = arguments.first(where: { $0.label == "placeholder" }) {
            let content = try evaluate(placeholder.value, &scope)
            if case .closure(let closure) = content { return .view(try grouped(closure)) }
            return .view(try view(content, at: placeholder.value.location))
        }
        return .view(RemoteImage.view(named: name, at: at))
    }

    /// `.placeholder { ProgressView() }` or `.placeholder(Image("blank"))` on such a view: what it shows;
    /// an `Image` modifier (`.resizable()`): the view as it was. Nil for other modifiers.
    func remoteImageModifier(_ name: String, on node: ViewNode, _ arguments: [EvaluatedArgument], at: SourceLocation)
        throws(EvaluationError) -> Value?
    {
        guard let source = RemoteImage.source(of: node) else { return nil }
        if RemoteImage.imageModifiers.contains(name) { return .view(node) }
        guard name == "placeholder", let content = arguments.first else { return nil }
        var shown: ViewNode
        if case .closure(let closure) = content.value {
            // Kingfisher's `placeholder { progress in … }` is given the progress so far: none.
            shown =
                closure.parameters.isEmpty
                ? try grouped(closure) : try view(try invoke(closure, [.number(0)], at: at), at: content.location)
        } else {
            shown = try view(content.value, at: content.location)
        }
        // Still the package's view, so its image modifiers after the placeholder apply as before.
        return .view(.modified(shown, .source(source)))
    }
}
