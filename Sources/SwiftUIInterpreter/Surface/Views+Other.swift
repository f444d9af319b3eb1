import Raster
import Style
import SwiftSource

extension ViewCatalog {
    static let effects: [ViewDeclaration] = [
        ViewDeclaration(
            "Color",
            ["Color(red:green:blue:opacity:)", "Color(white:opacity:)", "Color(_ name: String)", "Color(uiColor:)"],
            "a colour; as a view it fills the frame"),
        ViewDeclaration(
            "LinearGradient",
            [
                "LinearGradient(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)",
                "LinearGradient(colors:startPoint:endPoint:)",
            ], "colours along a line of the frame, dithered"),
        ViewDeclaration("Gradient", ["Gradient(colors: [Color])"], "colours evenly spaced"),
        ViewDeclaration("AnyShape", ["AnyShape(_ shape: S)"], "the shape"),
    ]
    static let text: [ViewDeclaration] = [
        ViewDeclaration(
            "Text", ["Text(_ content: String)", "Text(verbatim:)"], "one line in the environment's font and colour"),
        ViewDeclaration(
            "Image", ["Image(systemName: String)", "Image(_ name: String)"],
            "a symbol in the font's size, or an asset image"),
        ViewDeclaration("Label", ["Label(_ title: String, systemImage: String)"], "the symbol beside the title"),
    ]
    static let controls: [ViewDeclaration] = [
        ViewDeclaration(
            "Button", ["Button(action: () -> Void, label: () -> Label)", "Button(_ title: String, action:)"],
            "a control that runs its action when a press completes inside it"),
        ViewDeclaration(
            "Toggle", ["Toggle(isOn: Binding<Bool>, label: () -> Label)", "Toggle(_ title: String, isOn:)"],
            "a control that flips its binding"),
        ViewDeclaration("EditButton", ["EditButton()"], "a button titled Edit"),
    ]
    static let navigation: [ViewDeclaration] = [
        ViewDeclaration(
            "NavigationView", ["NavigationView(content:)"], "its content under a bar showing the navigationTitle"),
        ViewDeclaration("NavigationStack", ["NavigationStack(root:)"], "NavigationView"),
        ViewDeclaration("List", ["List(content:)"], "rows with separators"),
        ViewDeclaration(
            "ToolbarItem", ["ToolbarItem(placement: ToolbarItemPlacement = .automatic, content:)"],
            "an item a .toolbar places"),
        ViewDeclaration(
            "ToolbarItemGroup", ["ToolbarItemGroup(placement:content:)"], "items a .toolbar places side by side"),
        ViewDeclaration("WindowGroup", ["WindowGroup(content:)"], "an app's window: its content"),
    ]
}
