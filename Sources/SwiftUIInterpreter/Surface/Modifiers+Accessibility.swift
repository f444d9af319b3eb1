import SwiftSource

/// Modifiers read by VoiceOver, the keyboard's focus system and Xcode's previews: they change no
/// pixel and no behaviour of a preview, so they return the view as it is — declared, not ignored.
extension ModifierCatalog {
    static let accessibility: [ModifierDeclaration] =
        ModifierDeclaration.drawingNothing(
            [
                ("accessibilityLabel", "accessibilityLabel(_ label: Text)"),
                ("accessibilityHint", "accessibilityHint(_ hint: Text)"),
                ("accessibilityValue", "accessibilityValue(_ value: Text)"),
                ("accessibilityIdentifier", "accessibilityIdentifier(_ identifier: String)"),
                ("accessibilityAddTraits", "accessibilityAddTraits(_ traits: AccessibilityTraits)"),
                ("accessibilityRemoveTraits", "accessibilityRemoveTraits(_ traits: AccessibilityTraits)"),
                ("accessibilityElement", "accessibilityElement(children: AccessibilityChildBehavior = .ignore)"),
                ("accessibilityHidden", "accessibilityHidden(_ hidden: Bool)"),
                (
                    "accessibilityAction",
                    "accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler:)"
                ),
                ("accessibilitySortPriority", "accessibilitySortPriority(_ sortPriority: Double)"),
                ("accessibilityRepresentation", "accessibilityRepresentation(representation:)"),
                ("help", "help(_ text: Text)"),
                ("id", "id(_ id: ID)"),
                ("previewDisplayName", "previewDisplayName(_ value: String?)"),
                ("previewLayout", "previewLayout(_ value: PreviewLayout)"),
                ("previewDevice", "previewDevice(_ value: PreviewDevice?)"),
                ("previewInterfaceOrientation", "previewInterfaceOrientation(_ value: InterfaceOrientation)"),
                ("previewContext", "previewContext(_ value: C)"),
                ("keyboardShortcut", "keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)"),
                ("hoverEffect", "hoverEffect(_ effect: HoverEffect = .automatic)"),
                ("sensoryFeedback", "sensoryFeedback(_ feedback: SensoryFeedback, trigger: T)"),
                ("focusable", "focusable(_ isFocusable: Bool = true)"),
                ("submitLabel", "submitLabel(_ submitLabel: SubmitLabel)"),
                ("textContentType", "textContentType(_ textContentType: UITextContentType?)"),
                ("keyboardType", "keyboardType(_ type: UIKeyboardType)"),
                ("autocapitalization", "autocapitalization(_ style: UITextAutocapitalizationType)"),
                ("textInputAutocapitalization", "textInputAutocapitalization(_ autocapitalization:)"),
                ("disableAutocorrection", "disableAutocorrection(_ disable: Bool?)"),
                ("autocorrectionDisabled", "autocorrectionDisabled(_ disable: Bool = true)"),
            ].map { name, signature in (name, signature, "read by VoiceOver, the keyboard or Xcode; draws nothing") })
        + ModifierDeclaration.drawingNothing(
            [
                ("accessibility", "accessibility(label: Text)"),
                ("focused", "focused(_ condition: FocusState<Bool>.Binding)"),
                ("onSubmit", "onSubmit(of triggers: SubmitTriggers = .text, _ action: () -> Void)"),
                (
                    "scrollIndicators",
                    "scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])"
                ),
                ("scrollDisabled", "scrollDisabled(_ disabled: Bool)"),
                ("scrollDismissesKeyboard", "scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)"),
                ("navigationViewStyle", "navigationViewStyle(_ style: S)"),
                ("toolbarRole", "toolbarRole(_ role: ToolbarRole)"),
                ("contentTransition", "contentTransition(_ transition: ContentTransition)"),
                ("interactiveDismissDisabled", "interactiveDismissDisabled(_ isDisabled: Bool = true)"),
                ("persistentSystemOverlays", "persistentSystemOverlays(_ visibility: Visibility)"),
                ("presentationDragIndicator", "presentationDragIndicator(_ visibility: Visibility)"),
                (
                    "fileImporter",
                    "fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion:)"
                ),
                ("popoverTip", "popoverTip(_ tip: Tip, arrowEdge: Edge = .top)"),
            ].map { name, signature in
                (
                    name, signature,
                    "what scrolling, focus, a submit or a dismissal would do; "
                        + "a screen at rest shows nothing of it"
                )
            })
}
