import Foundation
import Raster
import Style
import Testing
import UI

@testable import SwiftUIInterpreter

/// Lists and Forms at iOS's insets, on the 400-point canvas (narrower than 414, so the layout margin is
/// 16), worked by hand with the estimated metrics: a line of body text is 21 points high, so a row
/// (11 + 21 + 11 = 43) takes the 44-point minimum, its text 0.5 + 11 = 11.5 below the row's top; a
/// separator is a 0.5-point hairline.
@MainActor struct ListLayoutTests {
    private func frame(_ text: String, in views: [LaidOutView]) throws -> Rect {
        try #require(views.first { $0.text == text }?.frame)
    }

    /// iOS's automatic style is inset grouped: the group 16 in from the edges, its rows' text 20 further
    /// (x 36); the first group 35 down, so "A" is at 35 + 11.5 = 46.5 and "B" a row and a separator
    /// lower, at 46.5 + 44 + 0.5 = 91.
    @Test func anUnstyledListIsInsetGrouped() throws {
        let views = try laidOutViews(#"List { Text("A"); Text("B") }"#)
        let a = try frame("A", in: views)
        let b = try frame("B", in: views)
        #expect(a.minX == 36 && a.minY == 46.5)
        #expect(b.minX == 36 && b.minY == 91)
        #expect(views.filter { $0.type == "Divider" }.count == 1)
        // The grouped background behind it, the whole canvas.
        #expect(views.contains { $0.type == "Color" && $0.frame == Rect(x: 0, y: 0, width: 400, height: 300) })
    }

    /// A Picker row with `.onChange`, `.pickerStyle(.menu)` or a row modifier after it is still a row: its
    /// title at the leading edge and its choice at the trailing one, as without.
    @Test(arguments: [".onChange(of: 1) { _, _ in }", ".pickerStyle(.menu).listRowSeparator(.hidden)", ".tint(.red)"])
    func aPickerRowWithModifiersKeepsItsValueTrailing(_ modifiers: String) throws {
        let views = try laidOutViews(
            """
            Form {
                Picker("Genre", selection: .constant(1)) { Text("Action").tag(1); Text("Drama").tag(2) }
                    \(modifiers)
            }
            """)
        #expect(try frame("Genre", in: views).minX == 36)
        let picker = try #require(views.first { $0.type == "Picker" }, "\(views.map { ($0.type, $0.text, $0.frame) })")
        #expect(picker.frame.maxX > 330 && picker.frame.minX > 200, "\(picker.frame)")
    }

    /// `.listRowSeparatorTint(.red)`: the hairline after that row in red, the others iOS's grey.
    @Test func aRowsSeparatorTint() throws {
        let views = try laidOutViews(#"List { Text("A").listRowSeparatorTint(.red); Text("B"); Text("C") }"#)
        #expect(views.filter { $0.type == "Divider" }.count == 1)
        #expect(views.contains { $0.type == "Rectangle" && abs($0.frame.height - ViewNode.hairline) < 0.01 })
    }

    /// `.listRowSpacing(10)`: each row a group of its own, 10 points from the next and no separator
    /// between them, so "B" is at 46.5 + 44 + 10 = 100.5.
    @Test func rowSpacingPartsTheRows() throws {
        let views = try laidOutViews(#"List { Text("A"); Text("B") }.listRowSpacing(10)"#)
        #expect(try frame("A", in: views).minY == 46.5)
        #expect(try frame("B", in: views).minY == 100.5)
        #expect(!views.contains { $0.type == "Divider" })
    }

    /// `.listSectionSpacing(10)`: the second section 10 points under the first rather than iOS's 35,
    /// and `.compact` 20.
    @Test func sectionSpacingPartsTheSections() throws {
        let sections = #"List { Section { Text("A") }; Section { Text("B") } }"#
        let standard = try frame("B", in: try laidOutViews(sections)).minY
        let tight = try frame("B", in: try laidOutViews(sections + ".listSectionSpacing(10)")).minY
        let compact = try frame("B", in: try laidOutViews(sections + ".listSectionSpacing(.compact)")).minY
        #expect(standard - tight == 25)
        #expect(standard - compact == 15)
    }

    /// A modifier written after a Section is on each of its rows (`.listRowBackground(.purple)` colours
    /// every row), not on one row holding the whole section.
    @Test func aSectionsModifierIsOnEachRow() throws {
        let views = try laidOutViews(
            #"List { Section("Group") { Text("A"); Text("B") }.listRowBackground(Color.purple) }"#)
        #expect(try frame("A", in: views).minX == 36, "A is in the section's row, not in a card nested in one")
        let plain = try laidOutViews(#"List { Section("Group") { Text("A"); Text("B") } }"#)
        // A purple cell behind each row, and behind the separator the first cell ends in.
        let purple = views.filter { $0.type == "Color" && $0.frame.width == 368 }
        #expect(views.filter { $0.type == "Color" }.count - plain.filter { $0.type == "Color" }.count == 3)
        #expect(purple.map(\.frame.height) == [44, ViewNode.hairline, 44], "\(purple.map(\.frame))")
    }

    /// `List(data) { item in … }`: a row per element, as a ForEach inside the list makes them, and
    /// `selection:` is accepted (nothing is selected at rest).
    @Test func aListOfDataHasARowPerElement() throws {
        let views = try laidOutViews(#"List(["A", "B"], id: \.self, selection: .constant(nil)) { Text($0) }"#)
        #expect(try frame("A", in: views).minY == 46.5)
        #expect(try frame("B", in: views).minY == 91)
    }

    /// `.plain`: rows across the whole width, their text in by the margin (x 16) from the top (y 11.5).
    @Test func aPlainListSpansTheWidth() throws {
        let views = try laidOutViews(#"List { Text("A"); Text("B") }.listStyle(.plain)"#)
        let a = try frame("A", in: views)
        #expect(a.minX == 16 && a.minY == 11.5)
        #expect(try frame("B", in: views).minY == 11.5 + 44.5)
    }

    /// `.grouped`: groups reach both edges, so the text is in by the margin alone (x 16), 35 down.
    @Test func aGroupedListReachesTheEdges() throws {
        let views = try laidOutViews(#"List { Text("A") }.listStyle(.grouped)"#)
        let a = try frame("A", in: views)
        #expect(a.minX == 16 && a.minY == 46.5 && abs(a.width - 9.35) < 0.01, "\(a)")
    }

    /// A header starts the list 20 down, in line with the rows' text (x 36); its group 7 below it.
    @Test func aSectionsHeaderSitsAboveItsGroup() throws {
        let views = try laidOutViews(#"List { Section("Fruits") { Text("A") } }"#)
        let header = try frame("FRUITS", in: views)
        let a = try frame("A", in: views)
        #expect(header.minX == 36 && header.minY == 20)
        #expect(abs(a.minY - (header.maxY + 7 + 11.5)) < 0.01)
    }

    /// A Form is grouped whatever the list style around it.
    @Test func aFormIgnoresTheListStyle() throws {
        let views = try laidOutViews(#"Form { Text("A") }.listStyle(.plain)"#)
        #expect(try frame("A", in: views).minX == 36)
    }

    /// A row's own insets replace iOS's; a hidden separator is not drawn; a hidden background shows what
    /// is behind the list.
    @Test func rowModifiersChangeTheirRow() throws {
        let views = try laidOutViews(
            #"""
            List {
                        Text("A").listRowInsets(EdgeInsets(top: 4, leading: 60, bottom: 4, trailing: 0))
                            .listRowSeparator(.hidden)
                        Text("B").listRowBackground(Color.yellow)
                    }
                    .scrollContentBackground(.hidden)
            """#)
        // In by 16 + 60; the row 4 + 21 + 4 = 29 high takes the 44 minimum, its text (44 − 29) / 2 + 4 down.
        let a = try frame("A", in: views)
        #expect(a.minX == 76 && a.minY == 35 + 7.5 + 4, "\(a)")
        #expect(views.filter { $0.type == "Divider" }.isEmpty)
        #expect(!views.contains { $0.type == "Color" && $0.frame.width == 400 && $0.frame.height == 300 })
        // The yellow row background spans the group's width (400 − 2 × 16) behind B's row.
        #expect(views.contains { $0.type == "Color" && $0.frame.width == 368 && $0.frame.height == 44 })
    }

    /// The group is its cells' backgrounds: a row with `.listRowBackground(Color.clear)` lets the list's grey
    /// show through, the rows around it keep the group's white, each its own 368 × 44 cell.
    @Test func aClearRowBackgroundShowsTheListBehind() throws {
        let views = try laidOutViews(
            #"List { Text("A"); Text("B").listRowBackground(Color.clear); Text("C") }"#)
        let cells = views.filter { $0.type == "Color" && $0.frame.width == 368 && $0.frame.height == 44 }
        #expect(cells.count == 3, "\(views.map { ($0.type, $0.frame) })")
        #expect(!views.contains { $0.type == "RoundedRectangle" && $0.frame.width == 368 })
        let plain = try laidOutViews(#"List { Text("A"); Text("B"); Text("C") }"#)
        #expect(plain.contains { $0.type == "RoundedRectangle" && $0.frame.width == 368 })
    }

    /// A row is its own height, as a cell is: a card row beside a horizontal ScrollView row (which would take
    /// any height offered) is not squeezed when the list is placed: its first line 11 below the group's top
    /// (35), its lines one under another (21 each, a text's own spacing), the ScrollView's row after them.
    @Test func aRowKeepsItsHeightBesideAScrollViewRow() throws {
        let views = try laidOutViews(
            #"""
            List {
                VStack(alignment: .leading) { Text("A"); Text("B"); Text("C"); Text("D") }
                ScrollView(.horizontal) { HStack { Text("All"); Text("Food") }.padding() }
            }
            """#)
        let a = try frame("A", in: views)
        #expect(a.minY == 35 + 11)
        let d = try frame("D", in: views)
        #expect(d.minY == a.minY + 3 * 21, "\(views.map { ($0.text, $0.frame.minY) })")
        #expect(try frame("All", in: views).minY > d.maxY + 11)
    }

    /// In a NavigationStack a ScrollView reaches under the 44-point bar: its viewport is the whole canvas,
    /// the large title's row (52 high) is the first thing in it, 44 down, its text (34-point bold, a 41-point
    /// line in the estimated metrics) centred in the row; the content starts below it, at 44 + 52 = 96. A
    /// List the same: its title 44 down, its first group 35 below the title.
    @Test func scrollingContentStartsBelowTheBarsItScrollsUnder() throws {
        let scroll = try laidOutViews(
            #"NavigationStack { ScrollView { Text("Top") }.navigationTitle("Title") }"#)
        #expect(scroll.first { $0.type == "ScrollView" }?.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(try frame("Title", in: scroll).minY == 44 + (52 - 41) / 2)
        #expect(try frame("Top", in: scroll).minY == 96)
        let list = try laidOutViews(#"NavigationStack { List { Text("A") }.navigationTitle("Title") }"#)
        #expect(try frame("A", in: list).minY == 96 + 35 + 11.5)
    }

    /// The large title scrolls with a List but is the bar's: a `.foregroundColor` on the List colours its rows,
    /// not the title (Jym's workout log, white rows under a black title).
    @Test func aListsForegroundColourDoesNotReachTheLargeTitle() throws {
        let source = """
            import SwiftUI
            struct Log: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Row") }
                            .foregroundColor(.white)
                            .navigationTitle("Workout Log")
                    }
                }
            }
            #Preview { Log() }
            """
        let view = try ScreenFile.interpret(source: source, path: "Log.swift").view(
            preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        let colours = UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands.flatMap {
            command -> [(String, Color)] in
            func texts(_ c: DrawCommand) -> [(String, Color)] {
                switch c {
                case .text(let s, _, let color, _): [(s, color)]
                case .layer(let layer): layer.content.flatMap(texts)
                default: []
                }
            }
            return texts(command)
        }
        #expect(colours.first { $0.0 == "Workout Log" }?.1 == .primary)
        #expect(colours.first { $0.0 == "Row" }?.1 == .white)
    }

    /// A link's label ends short of its chevron: a long one wraps there instead of running under it.
    @Test func aLinksLongLabelWrapsBeforeItsChevron() throws {
        let source = """
            import SwiftUI
            struct Fruits: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(value: 1) {
                                Text(String(repeating: "ab ", count: 60))
                            }
                        }
                    }
                }
            }
            #Preview { Fruits() }
            """
        let view = try ScreenFile.interpret(source: source, path: "Fruits.swift").view(
            preview: 0, colorScheme: .light, state: ScreenState(), output: { _ in })
        func flat(_ commands: [DrawCommand]) -> [DrawCommand] {
            commands.flatMap { c -> [DrawCommand] in
                if case .layer(let layer) = c { return flat(layer.content) }
                return [c]
            }
        }
        let commands = flat(UIContext().frame(view, size: Size(width: 400, height: 300), time: 0).commands)
        let metrics = EstimatedTextMetrics()
        let lineEnds = commands.compactMap { c -> Double? in
            guard case .text(let line, let font, _, let origin) = c else { return nil }
            return origin.x + metrics.size(of: line.trimmingCharacters(in: .whitespaces), font: font).width
        }
        let chevron = try #require(
            commands.compactMap { c -> Rect? in if case .icon(_, let rect, _) = c { rect } else { nil } }.last)
        #expect(lineEnds.count > 1)
        for end in lineEnds { #expect(end <= chevron.minX - 8, "\(end) \(chevron)") }
    }

    /// Rows written beside Sections make untitled groups of their own, in order.
    @Test func looseRowsMakeTheirOwnSections() throws {
        let views = try laidOutViews(#"List { Text("A"); Section("S") { Text("B") }; Text("C") }"#)
        let a = try frame("A", in: views)
        let b = try frame("B", in: views)
        let c = try frame("C", in: views)
        #expect(a.minY < b.minY && b.minY < c.minY)
        // C's group is a section's spacing (35) below B's: B's row ends at B.minY − 11.5 + 44.
        #expect(abs(c.minY - (b.minY - 11.5 + 44 + 35 + 11.5)) < 0.01)
    }

    /// A plain list's section header starts at the leading margin, with rows or without (an empty query's).
    @Test func aPlainListsHeaderIsLeading() throws {
        for rows in ["", #"Text("Row")"#] {
            let views = try laidOutViews(#"List { Section("Genres") { "# + rows + #" } }.listStyle(.plain)"#)
            #expect(try frame("Genres", in: views).minX == 16, "with \(rows.isEmpty ? "no rows" : "a row")")
        }
    }
}
