/// `junit.xml`: a test case per picture, grouped in a suite per module, as CI services read JUnit — a
/// changed, new or gone picture (or one failing the audit) is a failure, one that could not be drawn an
/// error — so a snapshot run shows in a pipeline's test tab.
enum SnapshotJUnit {
    static let fileName = "junit.xml"

    static func xml(_ entries: [SnapshotManifest.Entry]) -> String {
        let modules = Dictionary(grouping: entries, by: \.module).sorted { $0.key < $1.key }
        func failures(_ list: [SnapshotManifest.Entry]) -> Int {
            list.filter { [.changed, .new, .gone].contains($0.verdict) || !($0.auditFailures ?? []).isEmpty }.count
        }
        func errors(_ list: [SnapshotManifest.Entry]) -> Int { list.filter { $0.verdict == .failed }.count }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="neumorph snapshot" tests="\(entries.count)" failures="\(failures(entries))" \
            errors="\(errors(entries))">

            """
        for (module, list) in modules {
            xml += """
                  <testsuite name="\(escape(module))" tests="\(list.count)" failures="\(failures(list))" \
                errors="\(errors(list))">

                """
            for entry in list.sorted(by: { $0.path < $1.path }) {
                let parts = entry.path.split(separator: "/").map(String.init)
                let name = (parts.last ?? entry.path).replacingOccurrences(of: ".png", with: "")
                let className = parts.dropLast().joined(separator: ".")
                xml += "    <testcase classname=\"\(escape(className))\" name=\"\(escape(name))\""
                var inner = ""
                switch entry.verdict {
                case .changed?, .new?, .gone?:
                    let kind = entry.verdict!.rawValue
                    inner +=
                        "      <failure type=\"\(kind)\" message=\"\(escape(kind + ": " + (entry.detail ?? "")))\"/>\n"
                case .failed?:
                    inner += "      <error type=\"failed\" message=\"\(escape(entry.error ?? "not drawn"))\"/>\n"
                case .same?, nil:
                    break
                }
                for failure in entry.auditFailures ?? [] {
                    inner += "      <failure type=\"audit\" message=\"\(escape(failure))\"/>\n"
                }
                xml += inner.isEmpty ? "/>\n" : ">\n\(inner)    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            // XML 1.0 has no other control characters.
            case _ where scalar.value < 0x20 && scalar != "\t": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
