import Raster
import Style
import SwiftSource

/// Sheets, alerts and dialogs: drawn over the whole screen while their binding presents them (a preview
/// whose `@State var showsSheet = true`, or a button in the window that sets it), nothing otherwise.
/// A button of an alert or a dialog runs its action and dismisses it, as SwiftUI does.
extension ModifierCatalog {
    static let presentations: [ModifierDeclaration] = [
        ModifierDeclaration(
            "sheet",
            [
                "sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: () -> Content)",
                "sheet(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: (Item) -> Content)",
            ],
            "while presented, a card from under the status bar to the bottom over the dimmed screen"
        ) { e, call throws(EvaluationError) in try e.present(&call, .sheet) },
        ModifierDeclaration(
            "presentationDetents", ["presentationDetents(_ detents: Set<PresentationDetent>)"],
            "on a sheet's content: the sheet opens at the smallest, from the bottom (.medium half the screen, .fraction(f), .height(h); .large as before)"
        ) { e, call throws(EvaluationError) in
            let given = try call.list.required(nil)
            call.skip("selection")
            try call.list.finish()
            guard case .array(let values) = given.value else {
                throw EvaluationError(
                    location: given.location, message: "presentationDetents takes a set: [.medium, .large]")
            }
            var detents: [SheetDetent] = []
            for value in values {
                switch value {
                case .implicitMember("medium", _): detents.append(.fraction(0.5))
                case .implicitMember("large", _): detents.append(.fraction(1))
                case .implicitCall("fraction", let arguments, _) where arguments.count == 1:
                    detents.append(.fraction(try Convert.number(arguments[0].value, at: given.location)))
                case .implicitCall("height", let arguments, _) where arguments.count == 1:
                    detents.append(
                        .height(try Convert.length(arguments[0].value, at: given.location, "a detent's height")))
                default:
                    // A custom detent of the module: resolved by its own code, which is not run here.
                    e.noteIgnored(call.name, at: given.location, message: "a custom detent is drawn as .large")
                    detents.append(.fraction(1))
                }
            }
            return try call.wrap(.presentationDetents(detents))
        },
        ModifierDeclaration(
            "fullScreenCover",
            [
                "fullScreenCover(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: () -> Content)",
                "fullScreenCover(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, content: (Item) -> Content)",
            ],
            "while presented, its content over the whole screen"
        ) { e, call throws(EvaluationError) in try e.present(&call, .fullScreenCover) },
        ModifierDeclaration(
            "popover",
            [
                "popover(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, content: () -> Content)"
            ],
            "while presented, a sheet, as an iPhone shows a popover"
        ) { e, call throws(EvaluationError) in
            call.skip("attachmentAnchor", "arrowEdge")
            return try e.present(&call, .sheet)
        },
        ModifierDeclaration(
            "alert",
            [
                "alert(_ title: Text, isPresented: Binding<Bool>, actions: () -> A)",
                "alert(_ title: Text, isPresented: Binding<Bool>, actions: () -> A, message: () -> M)",
                "alert(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A, message: (T) -> M)",
            ],
            "while presented, a box in the middle of the dimmed screen: the title, the message, the buttons (OK when none)"
        ) { e, call throws(EvaluationError) in try e.presentAlert(&call, dialog: false) },
        ModifierDeclaration(
            "confirmationDialog",
            [
                "confirmationDialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A)",
                "confirmationDialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, actions: () -> A, message: () -> M)",
            ],
            "while presented, an action sheet at the bottom: the buttons in one group, Cancel apart (iOS adds one)"
        ) { e, call throws(EvaluationError) in try e.presentAlert(&call, dialog: true) },
    ]
}

extension Evaluator {
    /// The state a presentation's binding keeps, whether it presents now, and what dismissal sets.
    private func presenting(_ call: inout ModifierCall) throws(EvaluationError) -> (
        key: String?, item: Value?, dismissed: Value
    )? {
        if let binding = call.list.take("isPresented") {
            let key = bindingKey(binding.value, at: binding.location)
            guard try truth(bound(key.map(Value.binding) ?? binding.value), at: binding.location) else { return nil }
            return (key, nil, .bool(false))
        }
        let binding = try call.list.required("item")
        let key = bindingKey(binding.value, at: binding.location)
        let item = bound(key.map(Value.binding) ?? binding.value)
        return item.isNil ? nil : (key, item, .void)
    }

    /// A view argument that is a closure, called with the item an `item:` binding holds.
    private func presentedView(_ argument: EvaluatedArgument, item: Value?) throws(EvaluationError) -> ViewNode {
        guard case .closure(let closure) = argument.value, let item else { return try viewArgument(argument) }
        return try view(try invoke(closure, [item], at: argument.location), at: argument.location)
    }

    fileprivate func present(_ call: inout ModifierCall, _ kind: Presentation.Kind) throws(EvaluationError) -> ViewNode
    {
        call.skip("onDismiss")
        guard let (key, item, dismissed) = try presenting(&call) else {
            call.skip("content", nil)
            return try call.unchanged()
        }
        // What the sheet shows reads `@Environment(\.dismiss)` as the action that takes it away.
        let outer = environmentOverrides["dismiss"]
        environmentOverrides["dismiss"] = Presentation.dismissAction(stateKey: key, dismissed: dismissed)
        defer { environmentOverrides["dismiss"] = outer }
        let content = try presentedView(try call.list.required(nil, or: "content"), item: item)
        presents = true
        return try call.wrap(
            .presentation(
                Presentation(kind: kind, content: content, stateKey: key, dismissed: dismissed, accent: accentColor)))
    }

    fileprivate func presentAlert(_ call: inout ModifierCall, dialog: Bool) throws(EvaluationError) -> ViewNode {
        // iOS 13's `alert(isPresented:) { Alert(…) }` (and `actionSheet`'s): not drawn, with a note.
        guard let title = call.list.peek(nil), !title.isClosure else {
            call.skip("isPresented", "item", "content", nil)
            noteIgnored(
                call.name, at: call.at, message: ".\(call.name) with an Alert value (iOS 13's form) is not drawn")
            return try call.unchanged()
        }
        _ = call.list.take(nil)
        call.skip("titleVisibility")
        guard let (key, _, dismissed) = try presenting(&call) else {
            call.skip("presenting", "actions", "message", nil)
            return try call.unchanged()
        }
        let data = call.list.take("presenting")
        let item = data.flatMap { $0.value.isNil ? nil : $0.value }
        let actions = call.list.take("actions") ?? call.list.take(nil)
        let message = try call.list.take("message").map { m throws(EvaluationError) in try presentedView(m, item: item)
        }
        let buttons = try actions.map { a throws(EvaluationError) in try presentedView(a, item: item) } ?? .empty
        let heading: ViewNode? =
            switch title.value {
            case .view(let node): node
            case .string(let s) where s.isEmpty: nil
            default: .text(try string(title.value, at: title.location, for: dialog ? "confirmationDialog" : "alert"))
            }
        let kind: Presentation.Kind =
            dialog ? .confirmationDialog(title: heading, message: message) : .alert(title: heading, message: message)
        presents = true
        return try call.wrap(
            .presentation(
                Presentation(kind: kind, content: buttons, stateKey: key, dismissed: dismissed, accent: accentColor)))
    }
}
