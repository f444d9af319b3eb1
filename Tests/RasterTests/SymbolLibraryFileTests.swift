import Foundation
import TestSupport
import Testing

@testable import Raster

/// The symbol library's file, `Assets/Symbols/symbols.tsv`: it holds the icons the Swift table held
/// before it (`scripts/import-symbols.sh` wrote both), and a missing or damaged file is one message
/// naming the file and line, never a trap; the icons it lacks draw the placeholder.
@Suite struct SymbolLibraryFileTests {
    /// The SF names of the Swift table `SymbolLibrary.swift` held until the library became a file
    /// (counted there: 191 icons, 253 layers, 36 of them even-odd), in the file's order.
    static let namesOfTheSwiftTable = """
            airplane alarm archivebox arrow.clockwise arrow.counterclockwise arrow.down arrow.down.circle
            arrow.left arrow.left.circle arrow.right arrow.right.circle arrow.triangle.2.circlepath arrow.up
            arrow.up.circle arrow.up.left.and.arrow.down.right backward backward.end backward.end.fill
            backward.fill bag bag.fill battery.0 battery.100 battery.50 bell bell.fill bell.slash
            bell.slash.fill bolt bolt.fill bookmark bookmark.fill bubble.left bubble.left.fill calendar camera
            camera.fill cart cart.fill checkmark.circle checkmark.circle.fill chevron.down chevron.left
            chevron.right chevron.up circle circle.fill clock clock.fill cloud cloud.fill cloud.rain cloud.sun
            cpu creditcard display doc drop drop.fill ellipsis envelope envelope.fill exclamationmark
            exclamationmark.triangle exclamationmark.triangle.fill eye eye.fill eye.slash flag flag.fill flame
            folder folder.fill forward forward.end forward.end.fill forward.fill gearshape gearshape.fill gift
            globe.americas hammer headphones hourglass house house.fill info.circle info.circle.fill key
            key.fill keyboard laptopcomputer lightbulb lightbulb.fill line.3.horizontal
            line.3.horizontal.decrease link list.bullet location location.fill lock lock.fill lock.open
            lock.open.fill magnifyingglass map map.fill mic mic.fill minus minus.circle minus.circle.fill moon
            moon.fill moon.stars music.note paperclip paperplane paperplane.fill pause pause.fill pencil
            person.2 person.2.fill person.badge.plus person.circle person.fill phone phone.fill photo photo.fill
            play play.fill plus.circle plus.circle.fill plus.square plus.square.fill power printer questionmark
            questionmark.circle questionmark.circle.fill record.circle repeat repeat.1 scissors shield
            shield.fill shuffle slider.horizontal.3 snowflake speaker speaker.fill speaker.slash
            speaker.slash.fill speaker.wave.1 speaker.wave.1.fill speaker.wave.2 speaker.wave.2.fill
            speaker.wave.3 speaker.wave.3.fill square square.and.arrow.down square.and.arrow.up
            square.and.pencil square.fill square.grid.2x2 square.grid.2x2.fill star star.fill
            star.leadinghalf.filled stop stop.fill stopwatch sun.max sun.max.fill sunrise sunset tag tag.fill
            thermometer trash trash.fill tray tv umbrella wifi wrench xmark xmark.circle xmark.circle.fill
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// The file holds every name of the Swift table it replaced, and the 250 names real app code used
    /// since (docs/symbols.md lists them all; two more that apps use, the running and lifting figures,
    /// are drawn by hand), with every digit in its circle and square, filled and not, as tab bars and
    /// badges name them.
    @Test func theFileHoldsTheSwiftTablesNamesAndThoseAppsUse() {
        #expect(Self.namesOfTheSwiftTable.count == 191)
        let loaded = SymbolLibrary.load(SymbolLibrary.file)
        #expect(loaded.problem == nil)
        let names = loaded.entries.map(\.name)
        #expect(names.count == 475 && Set(names).count == 475)
        #expect(Set(Self.namesOfTheSwiftTable).isSubset(of: names))
        #expect(
            ["ellipsis.circle", "qrcode.viewfinder", "books.vertical.fill", "cart.badge.plus", "apple.logo", "timer"]
                .allSatisfy(
                    names.contains))
        #expect(loaded.entries.flatMap(\.layers).count == 681)
        #expect((0...9).allSatisfy { names.contains("\($0).square.fill") && names.contains("\($0).circle") })
        #expect(loaded.entries.flatMap(\.layers).count { $0.fillRule == .evenOdd } == 90)
        #expect(loaded.entries.allSatisfy { $0.viewBox == [0, 0, 16, 16] })
        #expect(loaded.entries.first { $0.name == "speaker.wave.3" }?.bootstrapName == "volume-up")
        // What the app draws is the same file, read once.
        #expect(SymbolLibrary.entries.map(\.name) == names)
        #expect(SymbolLibrary.file.hasSuffix("/Assets/Symbols/symbols.tsv"))
    }

    @Test func everyEntryParses() {
        for entry in SymbolLibrary.entries {
            #expect(entry.parsed != nil, "\(entry.name)")
            #expect(entry.layers.allSatisfy { !$0.data.isEmpty }, "\(entry.name)")
        }
    }

    /// Three icons as the file writes them: lines 2–3 are `alarm`'s, line 5 `circle`'s.
    static let sample = [
        "# a comment", "symbol\talarm\talarm\t0 0 16 16", "layer\tnonZero\tM8.5 5.5a.5.5 0 0 0-1 0v3z",
        "layer\tnonZero\tM6.5 0h3v1h-3z", "symbol\tcircle\tcircle\t0 0 16 16",
        "layer\tnonZero\tM0 8a8 8 0 1 0 16 0a8 8 0 1 0-16 0z",
        "", "symbol\tbolt\tlightning\t0 0 16 16", "layer\tevenOdd\tM5 0h6l-2 7h4L6 16l1-7H3z",
    ]

    static func parse(_ lines: [String]) -> SymbolLibrary.Loaded {
        SymbolLibrary.parse(lines.joined(separator: "\n") + "\n", file: "/x/symbols.tsv")
    }

    @Test func theSampleReads() {
        let loaded = Self.parse(Self.sample)
        #expect(loaded.problem == nil)
        #expect(loaded.entries.map(\.name) == ["alarm", "circle", "bolt"])
        #expect(loaded.entries.map(\.layers.count) == [2, 1, 1])
        #expect(loaded.entries.last?.layers.first?.fillRule == .evenOdd)
        #expect(loaded.entries.allSatisfy { $0.parsed != nil })
    }

    @Test(arguments: [
        // (line changed, its new text, the message's start, what it says, the icons kept)
        (
            3, "layer\tnonzero\tM0 0h1v1z", "/x/symbols.tsv:3: ", "the fill rule 'nonzero' is neither",
            ["circle", "bolt"]
        ),
        (
            4, "layer\tnonZero\tM6.5 0h3v1X-3z", "/x/symbols.tsv:4:25: ", "bad path data: 'X' is not a path command",
            ["circle", "bolt"]
        ),
        (
            5, "symbol\tcircle\tcircle\t0 0 16", "/x/symbols.tsv:5: ", "the view box '0 0 16' is not four numbers",
            ["alarm", "bolt"]
        ),
        (
            5, "symbol\tcircle\tcircle\t0 0 0 16", "/x/symbols.tsv:5: ", "with a width and height above 0",
            ["alarm", "bolt"]
        ),
        (5, "symbol\tcircle\tcircle\t0 0 nan 16", "/x/symbols.tsv:5: ", "is not four numbers", ["alarm", "bolt"]),
        (
            5, "symbol circle circle 0 0 16 16", "/x/symbols.tsv:5: ", "a symbol line is 'symbol', the SF Symbol name",
            ["alarm", "bolt"]
        ),
        (
            6, "layer\tnonZero M0 0h1v1z", "/x/symbols.tsv:6: ", "a layer line is 'layer', the fill rule and",
            ["alarm", "bolt"]
        ),
        (
            8, "symbol\talarm\talarm\t0 0 16 16", "/x/symbols.tsv:8: ", "'alarm' is already on line 2",
            ["alarm", "circle"]
        ),
        (
            6, "lyer\tnonZero\tM0 0h1v1z", "/x/symbols.tsv:6: ",
            "a line begins with 'symbol', 'layer' or '#', not 'lyer'", ["alarm", "bolt"]
        ),
        (6, "# the layer is gone", "/x/symbols.tsv:5: ", "'circle' has no layer lines after it", ["alarm", "bolt"]),
        (2, "", "/x/symbols.tsv:3: ", "a layer line before any symbol line", ["circle", "bolt"]),
    ])
    func aBadLineIsNamedAndLeavesOutItsIcon(
        line: Int, text: String, start: String, says: String, kept: [String]
    ) {
        var lines = Self.sample
        lines[line - 1] = text
        let loaded = Self.parse(lines)
        #expect(loaded.entries.map(\.name) == kept)
        let problem = loaded.problem ?? ""
        #expect(problem.hasPrefix(start), "\(problem)")
        #expect(problem.contains(says), "\(problem)")
        #expect(!problem.contains("\n"), "one line: \(problem)")
    }

    @Test func theMessageCountsTheOtherBadLinesAndTheIconsLeftOut() {
        var lines = Self.sample
        lines[2] = "layer\tnonZero\tM8.5 5.5a"
        let one = Self.parse(lines).problem ?? ""
        #expect(one.hasSuffix("; 'alarm' is left out and draws the placeholder"), "\(one)")
        lines[5] = "layer\tnonZero\t"
        lines[8] = "layer\tfill\tM0 0z"
        let three = Self.parse(lines).problem ?? ""
        #expect(three.hasPrefix("/x/symbols.tsv:3:"), "\(three)")
        #expect(three.hasSuffix(" (and 2 more bad lines); 3 icons are left out and draw the placeholder"), "\(three)")
        lines = Self.sample
        lines.insert("layer\tnonZero\tM0 0h1v1z", at: 1)
        let stray = Self.parse(lines)
        #expect(stray.entries.count == 3)
        #expect(stray.problem?.hasSuffix("; no icon is left out") == true, "\(stray.problem ?? "")")
    }

    @Test func aFileWithoutSymbolsSaysSo() {
        for text in ["", "\n\n", "# only a comment\n"] {
            let loaded = SymbolLibrary.parse(text, file: "/x/symbols.tsv")
            #expect(loaded.entries.isEmpty)
            #expect(
                loaded.problem == "/x/symbols.tsv: no symbol lines in it; every library symbol draws the placeholder")
        }
    }

    @Test func aMissingFileOrAFolderIsOneMessageNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(getpid())-missing")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = SymbolLibrary.load(folder.path + "/symbols.tsv")
        #expect(missing.entries.isEmpty)
        #expect(
            missing.problem
                == "\(folder.path)/symbols.tsv: no such file; every library symbol draws the placeholder")
        let notAFile = SymbolLibrary.load(folder.path)
        #expect(notAFile.entries.isEmpty)
        #expect(notAFile.problem?.hasPrefix("\(folder.path): this is a folder, not a file") == true)
    }

    @Test func aFileSavedWithWindowsLineEndingsReadsTheSame() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(getpid())-crlf.tsv")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data((Self.sample.joined(separator: "\r\n") + "\r\n").utf8).write(to: file)
        let loaded = SymbolLibrary.load(file.path)
        #expect(loaded.problem == nil)
        #expect(loaded.entries.map(\.name) == ["alarm", "circle", "bolt"])
        #expect(loaded.entries.map(\.layers.count) == [2, 1, 1])
    }

    @Test func mangledFilesNeverTrap() throws {
        // The real file's first 60 lines with bytes swapped for ones the format gives meaning to, by
        // a fixed generator: every copy reads to some icons and at most a one-line problem.
        let text = try #require(
            String(bytes: try Data(contentsOf: URL(fileURLWithPath: SymbolLibrary.file)), encoding: .utf8))
        let bytes = Array(
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix(60).joined(separator: "\n").utf8)
        let alphabet = Array("\t\n #Mml0123456789.-eEzZsymbolayernonZeroevenOdd\u{1}é".utf8)
        var random = SeededRandom(seed: 32)
        for _ in 0..<200 {
            var mangled = bytes
            for _ in 0..<3 {
                mangled[Int.random(in: 0..<mangled.count, using: &random)] = alphabet.randomElement(using: &random)!
            }
            let loaded = SymbolLibrary.parse(String(decoding: mangled, as: UTF8.self), file: "m.tsv")
            #expect(
                loaded.problem.map { !$0.contains("\n") && $0.hasPrefix("m.tsv") } ?? true, "\(loaded.problem ?? "")")
            #expect(loaded.entries.allSatisfy { $0.parsed != nil })
        }
    }

    @Test func withoutTheLibraryNamesDrawThePlaceholderAndTheHandDrawnOnesStillDraw() throws {
        let loaded = SymbolLibrary.load("/nonexistent/Assets/Symbols/symbols.tsv")
        #expect(SystemImage.drawings(of: loaded.entries).isEmpty)
        // The placeholder without the library's question mark: its broken square alone, in the frame.
        let placeholder = SystemImage.placeholder(questionMark: nil)
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let layers = placeholder.layers(in: frame, displayScale: 1)
        #expect(layers.count == 1)
        var rasterizer = Rasterizer()
        let mask = rasterizer.mask(
            for: try #require(layers.first).path, fillRule: .nonZero, clip: IntRect(x: 0, y: 0, width: 60, height: 60))
        #expect(mask.area > 200 && mask.area < 260, "\(mask.area)")
        #expect(mask.bounds.x >= 10 && mask.bounds.maxX <= 50 && mask.bounds.y >= 10 && mask.bounds.maxY <= 50)
        // With the library the question mark is a second layer.
        #expect(SystemImage.placeholderDrawing.layers.count == 2)
        // The hand-drawn symbols never read the library.
        for image in SystemImage.handDrawn {
            #expect(!image.path(in: frame, displayScale: 2).isEmpty, "\(image)")
        }
        // A damaged library keeps the icons it could read.
        var lines = Self.sample
        lines[4] = "symbol\tcircle\tcircle\t0 0 16 -16"
        let drawings = SystemImage.drawings(of: Self.parse(lines).entries)
        #expect(drawings.keys.sorted() == ["alarm", "bolt"])
    }
}
