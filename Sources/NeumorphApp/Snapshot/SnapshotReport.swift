import Foundation

/// `report.html`: what `--verify` found, for a person — each changed picture as the recorded and the new
/// side by side with their difference and a slider that wipes from one to the other, then the new, the
/// gone and the failed; the same are counted. It opens from the run's folder (or an artifact of it) in
/// any browser: the pictures are beside it, the slider is a few lines of script.
enum SnapshotReport {
    static let fileName = "report.html"
    /// Under the run's folder: the recorded version of each changed picture, and its difference.
    static let recordedFolder = "report/recorded"
    static let differenceFolder = "report/diff"

    /// The report of a run's entries; the pictures it shows are beside it, in the run's folder (a merged
    /// run's too: `--merge` copies them in).
    static func html(_ entries: [SnapshotManifest.Entry], title: String) -> String {
        func count(_ verdict: SnapshotVerdict) -> Int { entries.filter { $0.verdict == verdict }.count }
        func list(_ verdict: SnapshotVerdict) -> [SnapshotManifest.Entry] {
            entries.filter { $0.verdict == verdict }.sorted { $0.path < $1.path }
        }
        let changed = list(.changed)
        let added = list(.new)
        let gone = list(.gone)
        let failed = list(.failed)
        let audited = entries.filter { !($0.auditFailures ?? []).isEmpty }.sorted { $0.path < $1.path }
        var body = """
            <h1>\(escape(title))</h1>
            <p class="summary">\(count(.same)) the same · <b>\(changed.count) changed</b> · \(added.count) new · \
            \(gone.count) gone · \(failed.count) failed\(audited.isEmpty ? "" : " · \(audited.count) failing the audit")</p>

            """
        if changed.isEmpty && added.isEmpty && gone.isEmpty && failed.isEmpty && audited.isEmpty {
            body += "<p>Every picture matches the recorded one.</p>\n"
        }
        if !changed.isEmpty {
            body += "<h2>Changed</h2>\n"
            for (index, entry) in changed.enumerated() {
                let new = url(entry.path)
                let old = url("\(recordedFolder)/\(entry.path)")
                let difference = url("\(differenceFolder)/\(entry.path)")
                body += """
                    <section class="change" id="change\(index)">
                    <h3>\(escape(entry.path))</h3>
                    <p class="detail">\(escape(entry.detail ?? ""))</p>
                    <div class="pair">
                    <figure><img src="\(old)" alt="recorded"><figcaption>recorded</figcaption></figure>
                    <figure><img src="\(new)" alt="new"><figcaption>new</figcaption></figure>
                    <figure><img src="\(difference)" alt="difference" onerror="this.parentNode.remove()">\
                    <figcaption>difference (red: changed pixels)</figcaption></figure>
                    </div>
                    <div class="wipe"><img src="\(new)" alt="new"><div class="over"><img src="\(old)" alt="recorded">\
                    </div></div>
                    <label>recorded ◀ <input type="range" min="0" max="100" value="50" class="slider"> ▶ new</label>
                    </section>

                    """
            }
        }
        if !added.isEmpty {
            body += "<h2>New</h2>\n<ul class=\"thumbs\">\n"
            for entry in added {
                body +=
                    "<li><img src=\"\(url(entry.path))\" alt=\"\"><br>\(escape(entry.path))</li>\n"
            }
            body += "</ul>\n"
        }
        if !gone.isEmpty {
            body += "<h2>Gone</h2>\n<ul>\n"
            for entry in gone { body += "<li>\(escape(entry.path))</li>\n" }
            body += "</ul>\n"
        }
        if !failed.isEmpty {
            body += "<h2>Failed</h2>\n<ul>\n"
            for entry in failed {
                body += "<li>\(escape(entry.path)): <code>\(escape(entry.error ?? ""))</code></li>\n"
            }
            body += "</ul>\n"
        }
        if !audited.isEmpty {
            body += "<h2>Failing the audit</h2>\n<ul>\n"
            for entry in audited {
                let failures = (entry.auditFailures ?? []).map { "<li>\(escape($0))</li>" }.joined()
                body += "<li>\(escape(entry.path))<ul>\(failures)</ul></li>\n"
            }
            body += "</ul>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; background: #f4f4f6; }
            h3 { font-size: 15px; margin: 0 0 4px; } .detail { color: #a0522d; margin: 0 0 8px; }
            .change { background: #fff; border-radius: 12px; padding: 16px; margin: 0 0 20px; }
            .pair { display: flex; gap: 12px; flex-wrap: wrap; } figure { margin: 0; }
            .pair img, .thumbs img { max-height: 360px; border: 1px solid #ddd; }
            figcaption { color: #666; font-size: 12px; text-align: center; }
            .wipe { position: relative; display: inline-block; margin-top: 12px; line-height: 0; }
            .wipe img { max-height: 480px; border: 1px solid #ddd; }
            .wipe .over { position: absolute; top: 0; left: 0; height: 100%; width: 50%; overflow: hidden;
                border-right: 2px solid #e33; }
            .wipe .over img { max-width: none; }
            label { display: block; margin-top: 6px; color: #444; } .slider { width: 240px; vertical-align: middle; }
            .thumbs { display: flex; gap: 12px; flex-wrap: wrap; list-style: none; padding: 0; }
            .thumbs img { max-height: 200px; }
            </style></head><body>
            \(body)
            <script>
            for (const section of document.querySelectorAll('.change')) {
              const over = section.querySelector('.wipe .over');
              const under = section.querySelector('.wipe > img');
              const fit = () => { over.querySelector('img').style.height = under.clientHeight + 'px'; };
              under.addEventListener('load', fit); fit();
              section.querySelector('.slider').addEventListener('input', e => { over.style.width = e.target.value + '%'; });
            }
            </script>
            </body></html>

            """
    }

    /// A picture's address from the report: its folders and name percent-encoded (names keep spaces and
    /// any letters).
    static func url(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Text for HTML, escaped as the batch's contact sheet escapes it.
    static func escape(_ text: String) -> String { ContactSheet.escaped(text) }
}
