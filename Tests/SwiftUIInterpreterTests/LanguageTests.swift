import Testing

@testable import SwiftUIInterpreter

/// The Swift that view code is written in, run by the interpreter: each case declares what it needs,
/// prints one expression from a `#Preview`, and is compared with what Swift itself prints.
@Suite struct LanguageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var declarations: String
        var expression: String
        var printed: String
        var testDescription: String { name }

        init(_ name: String, _ declarations: String = "", _ expression: String, _ printed: String) {
            (self.name, self.declarations, self.expression, self.printed) = (name, declarations, expression, printed)
        }
    }

    /// What the file's preview prints.
    static func run(_ declarations: String, printing expression: String) throws -> [String] {
        let source =
            "import SwiftUI\n\(declarations)\n#Preview {\n    let _ = print(\(expression))\n    Text(\"x\")\n}\n"
        let file = try ScreenFile.interpret(source: source, path: "Language.swift")
        let printed = PrintedLines()
        _ = try file.view(preview: 0, colorScheme: .light, state: ScreenState(), output: printed.append)
        return printed.lines
    }

    static let closures: [Case] = [
        Case("trailing closure and $0", "", "[3, 1, 2].map { $0 * 2 }", "[6, 2, 4]"),
        Case("operator as a function", "", "[3, 1, 2].reduce(0, +)", "6"),
        Case("sorted(by: >)", "", "[3, 1, 2].sorted(by: >)", "[3, 2, 1]"),
        Case("two parameters by position", "", "[1, 2, 3].reduce(10) { $0 - $1 }", "4"),
        Case(
            "a function that takes a closure, called with a trailing one",
            "func twice(_ x: Int, _ f: (Int) -> Int) -> Int { f(f(x)) }", "twice(1) { $0 + 3 }", "7"),
        Case(
            "a closure that captures a variable and changes it",
            "func counter() -> () -> Int {\n    var n = 0\n    return { n += 1; return n }\n}\n"
                + "func twoCalls() -> Int { let next = counter(); _ = next(); return next() }",
            "twoCalls()", "2"),
        Case(
            "closures change the variables of the scope they were made in",
            "func run() -> Int {\n    var total = 0\n    [1, 2, 3].forEach { total += $0 }\n"
                + "    let add = { (n: Int) in total += n }\n    add(10)\n    return total\n}",
            "run()", "16"),
        Case("a pair taken apart by $0 and $1", "", "zip([1, 2], [10, 20]).map { $0 * $1 }", "[10, 40]"),
        Case(
            "a stored closure with a default",
            "struct Scale { var by: (Int) -> Int = { $0 * 10 } }", "Scale().by(4)", "40"),
        Case(
            "key path as a function", "struct P { var name: String }", "[P(name: \"b\"), P(name: \"a\")].map(\\.name)",
            "[\"b\", \"a\"]"),
        Case("an initialiser as a function", "", "\"a b\".split(separator: \" \").map(String.init)", "[\"a\", \"b\"]"),
    ]

    static let optionals: [Case] = [
        Case("?? on nil", "let missing: Int? = nil", "missing ?? 7", "7"),
        Case("optional chaining on nil", "let missing: Int? = nil", "missing?.description ?? \"none\"", "none"),
        Case("force unwrap", "let present: Int? = 4", "present! + 1", "5"),
        Case(
            "if let and the shorthand",
            "func f(_ x: Int?) -> String {\n    if let x { return \"got \\(x)\" }\n    return \"none\"\n}",
            "[f(2), f(nil)]", "[\"got 2\", \"none\"]"),
        Case(
            "guard let",
            "func f(_ x: Int?) -> Int {\n    guard let y = x, y > 1 else { return -1 }\n    return y * 2\n}",
            "[f(3), f(1), f(nil)]", "[6, -1, -1]"),
        Case(
            "if case with an associated value",
            "enum Load { case done(Int), failed }\nfunc f(_ l: Load) -> Int {\n    if case .done(let n) = l { return n }\n    return 0\n}",
            "f(.done(5)) + f(.failed)", "5"),
        Case("Optional.map", "let present: Int? = 4", "present.map { $0 * 3 } ?? 0", "12"),
        Case("compactMap", "", "[1, 5, 2].compactMap { $0 > 1 ? $0 * 10 : nil }", "[50, 20]"),
        Case(
            "for case let in optionals",
            "func sum() -> Int {\n    var t = 0\n    for case let n? in [1, nil, 3] as [Int?] { t += n }\n    return t\n}",
            "sum()", "4"),
    ]

    static let types: [Case] = [
        Case("labelled tuple", "let pair = (dark: 1, light: 2)", "pair.light + pair.0", "3"),
        Case(
            "enum with raw values",
            "enum Level: Int { case low = 1, mid, high }", "[Level.mid.rawValue, Level(rawValue: 3) == .high ? 1 : 0]",
            "[2, 1]"),
        Case(
            "rawValue inside the enum, CaseIterable",
            "enum Tab: String, CaseIterable {\n    case home, settings\n    var title: String { rawValue.capitalized }\n}",
            "Tab.allCases.map(\\.title)", "[\"Home\", \"Settings\"]"),
        Case(
            "switch with associated values, let patterns and where",
            "enum S { case circle(Double), rect(w: Double, h: Double), none }\n"
                + "func area(_ s: S) -> Double {\n    switch s {\n    case .circle(let r) where r > 10: return -1\n"
                + "    case .circle(let r): return r * r\n    case let .rect(w, h): return w * h\n    case .none: return 0\n    }\n}",
            "[area(.circle(2)), area(.rect(w: 2, h: 3)), area(.circle(11)), area(.none)]", "[4.0, 6.0, -1.0, 0.0]"),
        Case(
            "switch and if as expressions",
            "func f(_ n: Int) -> String {\n    let size = switch n { case 0: \"none\" case 1...3: \"few\" default: \"many\" }\n"
                + "    let sign = if n > 2 { \"+\" } else { \"-\" }\n    return size + sign\n}",
            "[f(0), f(3), f(9)]", "[\"none-\", \"few+\", \"many+\"]"),
        Case(
            "computed property with get and set",
            "struct T {\n    var c = 0.0\n    var f: Double {\n        get { c * 9 / 5 + 32 }\n        set { c = (newValue - 32) * 5 / 9 }\n    }\n}\n"
                + "func boiling() -> Double { var t = T(); t.f = 212; return t.c }",
            "boiling()", "100.0"),
        Case(
            "willSet and didSet",
            "struct W {\n    var log: [String] = []\n    var n = 0 {\n        willSet { log.append(\"will \\(newValue)\") }\n"
                + "        didSet { log.append(\"did \\(oldValue)\") }\n    }\n}\nfunc run() -> [String] { var w = W(); w.n = 5; return w.log }",
            "run()", "[\"will 5\", \"did 0\"]"),
        Case(
            "mutating methods on a copy: value semantics",
            "struct B { var v = 0\n    mutating func inc() { v += 1 } }\nfunc run() -> [Int] { let a = B(); var b = a; b.inc(); return [a.v, b.v] }",
            "run()", "[0, 1]"),
        Case(
            "classes are shared: reference semantics",
            "final class C { var n = 0\n    func bump() { n += 1 } }\nfunc run() -> Int { let a = C(); let b = a; b.bump(); b.bump(); return a.n }",
            "run()", "2"),
        Case(
            "static members", "struct K { static let size = 3.0\n    static func twice() -> Double { size * 2 } }",
            "K.twice()", "6.0"),
        Case(
            "a protocol extension's default member",
            "protocol Named { var name: String { get } }\nextension Named { var greeting: String { \"Hi \" + name } }\n"
                + "struct Person: Named { var name: String }",
            "Person(name: \"Ann\").greeting", "Hi Ann"),
        Case(
            "generic type and generic function",
            "struct Stack<E> { var items: [E] = []\n    mutating func push(_ e: E) { items.append(e) }\n    var top: E? { items.last } }\n"
                + "func firstOf<T>(_ xs: [T]) -> T? { xs.first }\nfunc run() -> Int { var s = Stack<Int>(); s.push(1); s.push(2); return (s.top ?? 0) + (firstOf([5]) ?? 0) }",
            "run()", "7"),
        Case(
            "lazy var uses self",
            "struct L { var scale = 2.0\n    lazy var doubled = scale * 2 }\nfunc run() -> Double { var l = L(); return l.doubled }",
            "run()", "4.0"),
        Case(
            "implicit .init and statics in a typed array",
            "struct P { var name: String\n    static func named(_ n: String) -> P { P(name: n) } }\n"
                + "let people: [P] = [.init(name: \"a\"), .named(\"b\")]",
            "people.map(\\.name)", "[\"a\", \"b\"]"),
        Case(
            "self = in an extension's initialiser, inside a branch too",
            "extension Int {\n    init(twice x: Int) {\n        if x > 0 { self = x * 2 } else { self = 0 }\n    }\n}",
            "[Int(twice: 4), Int(twice: -1)]", "[8, 0]"),
        Case("a Set literal is a set", "let s: Set<Int> = [1, 2, 2, 3]", "s.count", "3"),
        Case(
            "a tuple assigned to a tuple of constants declared without values, and a swap",
            "func run(_ n: Int) -> [UInt64] {\n    let a, r: UInt64\n    switch n {\n    case 3: (a, r) = (255, 17)\n"
                + "    default: (a, r) = (1, 0)\n    }\n    var x: UInt64 = 5, y: UInt64 = 7\n    (x, y) = (y, x)\n"
                + "    return [a, r, x, y]\n}",
            "run(3) + run(0)", "[255, 17, 7, 5, 1, 0, 7, 5]"),
        Case(
            "operators a type declares, and those Comparable and Equatable derive from them",
            "struct V: Comparable { var x: Int\n    static func < (lhs: V, rhs: V) -> Bool { lhs.x < rhs.x }\n"
                + "    static func + (lhs: V, rhs: V) -> V { V(x: lhs.x + rhs.x) } }\n"
                + "let vs = [V(x: 3), V(x: 9), V(x: 1)]",
            "[vs.max(by: <)!.x, (vs[0] + vs[1]).x, vs.sorted(by: >).map(\\.x)[0]] + [V(x: 2) >= V(x: 2) ? 1 : 0]",
            "[9, 12, 9, 1]"),
    ]

    static let library: [Case] = [
        Case(
            "filter, sorted, contains, isEmpty", "",
            "[[5, 3, 8].filter { $0 > 3 }.sorted().count, [1].isEmpty ? 1 : 0]", "[2, 0]"),
        Case(
            "enumerated and indices", "",
            "[\"a\", \"b\"].enumerated().map { \"\\($0.offset)\\($0.element)\" } + [\"\\([7, 8].indices.count)\"]",
            "[\"0a\", \"1b\", \"2\"]"),
        Case(
            "first, last, min, max", "", "[[4, 9, 2].first!, [4, 9, 2].last!, [4, 9, 2].min()!, [4, 9, 2].max()!]",
            "[4, 2, 2, 9]"),
        Case(
            "first(where:), firstIndex(of:)", "", "[[4, 9, 2].first(where: { $0 > 4 })!, [4, 9, 2].firstIndex(of: 2)!]",
            "[9, 2]"),
        Case("zip", "", "zip([1, 2], [10, 20]).map { $0 + $1 }", "[11, 22]"),
        Case(
            "ranges and stride", "", "Array(0..<3) + Array(stride(from: 10, through: 0, by: -5))", "[0, 1, 2, 10, 5, 0]"
        ),
        Case(
            "dictionary members", "let d = [\"x\": 1, \"y\": 2]",
            "[d[\"y\"] ?? 0, d.count, d.mapValues { $0 * 3 }[\"x\"]!, d.keys.sorted().count]", "[2, 2, 3, 2]"),
        Case(
            "dictionary default subscript",
            "func run() -> Int { var m: [String: Int] = [:]\n    m[\"k\", default: 1] += 2\n    return m[\"k\"]! }",
            "run()", "3"),
        Case(
            "array mutation",
            "func run() -> [Int] { var a = [1, 2, 3]\n    a[1] = 9; a.remove(at: 0); a.insert(0, at: 0); a.append(contentsOf: [7])\n    return a }",
            "run()", "[0, 9, 3, 7]"),
        Case(
            "strings", "",
            "[\"hello\".uppercased(), \"a-b\".replacingOccurrences(of: \"-\", with: \"+\"), String(repeating: \"ab\", count: 2), \"\\(\"abc\".count)\"]",
            "[\"HELLO\", \"a+b\", \"abab\", \"3\"]"),
        Case("String(format:)", "", "String(format: \"%.2f and %d\", 3.14159, 7)", "3.14 and 7"),
        Case(
            "numeric conversions", "",
            "[Double(Int(3.9)), Double(2), Double(CGFloat(1.5) * 2), Double(Float(0.5)), Double(Int(\"42\")!)]",
            "[3.0, 2.0, 3.0, 0.5, 42.0]"),
        Case(
            "math", "",
            "[min(1.0, 2.0), max(1.0, 2.0), abs(-3.0), sqrt(16.0), pow(2.0, 3.0), sin(0.0), cos(0.0), (2.5).rounded()]",
            "[1.0, 2.0, 3.0, 4.0, 8.0, 0.0, 1.0, 3.0]"),
        Case(
            "hex, binary and octal literals", "", "[0xFF, 0b101, 0o17, 0x1F_00 >> 8, 0xFF & 0x0F | 0x30]",
            "[255, 5, 15, 31, 63]"),
        Case(
            "the C library's names", "", "[powf(2, 3), sqrtf(9), fabs(-1.5), fmin(1, 2), fmaxf(1, 2)]",
            "[8.0, 3.0, 1.5, 1.0, 2.0]"),
        Case(
            "a hex colour read with CharacterSet and Scanner",
            "func rgb(_ hex: String) -> [UInt64] {\n    let digits = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)\n"
                + "    var int: UInt64 = 0\n    Scanner(string: digits).scanHexInt64(&int)\n    return [int >> 16, int >> 8 & 0xFF, int & 0xFF]\n}",
            "rgb(\"#FF8000\")", "[255, 128, 0]"),
        Case(
            "a scanner that skips and moves on",
            "func two() -> [Int] {\n    let scanner = Scanner(string: \"# 1f, 20\")\n"
                + "    scanner.charactersToBeSkipped = CharacterSet(charactersIn: \"# ,\")\n"
                + "    var a: UInt64 = 0\n    var b = 0\n    let found = scanner.scanHexInt64(&a)\n    scanner.scanInt(&b)\n"
                + "    return [Int(a), b, found ? 1 : 0]\n}",
            "two()", "[31, 20, 1]"),
        Case(".pi", "", "Double.pi > 3.14 && CGFloat.pi < 3.15", "true"),
        Case(
            "for, while and repeat in a function",
            "func run() -> Int {\n    var k = 0\n    for i in 1...3 where i != 2 { k += i }\n    while k < 10 { k += 3 }\n    repeat { k += 1 } while k < 12\n    return k\n}",
            "run()", "12"),
        Case(
            "#colorLiteral", "let red = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)",
            "red == Color(red: 1, green: 0, blue: 0)", "true"),
    ]

    @Test(arguments: closures) func closure(_ c: Case) throws { try check(c) }
    @Test(arguments: optionals) func optional(_ c: Case) throws { try check(c) }
    @Test(arguments: types) func type(_ c: Case) throws { try check(c) }
    @Test(arguments: library) func standardLibrary(_ c: Case) throws { try check(c) }

    func check(_ c: Case) throws {
        #expect(try Self.run(c.declarations, printing: c.expression) == [c.printed])
    }
}
