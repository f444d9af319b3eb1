import Testing

@testable import SwiftSource

/// Statements: assignments, `if let` / `guard let` / `if case`, `switch` with patterns and `where`,
/// loops with labels, `do`/`defer`.
@Suite struct StatementTests {
    @Test func assignmentsAndCompoundAssignments() {
        #expect(
            Lowered.statements("x = 1\nx += 2\nself.items[0].name = \"a\"\n_ = f()") == [
                "(= x 1)", "(+= x 2)", "(= (. ([] (. self items) 0) name) \"a\")", "(= _ (call f))",
            ])
    }

    @Test func optionalBindingsAndGuards() {
        #expect(
            Lowered.statements("if let a, let b = c?.d, a > 1 { print(a) }") == [
                "(if (let let a a) (let let b (?. (. c? d))) (> a 1) (then (call print a)))"
            ])
        #expect(
            Lowered.statements("guard let v = value else { return }") == ["(guard (let let v value) (else (return)))"])
        #expect(
            Lowered.statements("if case .card(let title) = kind { }") == ["(if (case .card(let title) kind) (then))"])
        #expect(
            Lowered.statements("if #available(iOS 17, *) { a() } else { b() }") == [
                "(if (available) (then (call a))) (else (call b))"
            ])
    }

    @Test func switchPatternsBindAndGuard() {
        let lowered = Lowered.statements(
            """
            switch shape {
            case .circle, .capsule: a()
            case .rounded(let r) where r > 2: b(r)
            case let .other(x, _): c(x)
            case (0, let y): d(y)
            case 1...5, "s": e()
            case is Int: f()
            case nil: g()
            default: break
            }
            """)
        #expect(
            lowered == [
                "(switch shape (case .circle, .capsule (call a)) (case .rounded(let r) where (> r 2) (call b r))"
                    + " (case .other(let x, _) (call c x)) (case (0, let y) (call d y)) (case (... 1 5), \"s\" (call e))"
                    + " (case is Int (call f)) (case nil (call g)) (default (break)))"
            ])
    }

    @Test func loopsWithLabelsAndWhere() {
        #expect(
            Lowered.statements("outer: for (i, x) in items.enumerated() where i > 0 { continue outer }") == [
                "(for outer: (let i, let x) (call (. items enumerated)) where (> i 0) (continue outer))"
            ])
        #expect(
            Lowered.statements("while n < 3 { n += 1 }\nrepeat { n -= 1 } while n > 0") == [
                "(while (< n 3) (+= n 1))", "(repeat (-= n 1) (> n 0))",
            ])
    }

    @Test func doThrowAndDefer() {
        #expect(
            Lowered.statements("defer { a() }\ndo { try b() } catch { c() }\nthrow E.bad") == [
                "(defer (call a))", "(do (call b))", "(throw (. E bad))",
            ])
    }
}
