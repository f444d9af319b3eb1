import Raster

/// A batch's `index.html`: every image it wrote with its name, scene by scene, so a folder of a few
/// hundred PNGs can be looked through in a browser at once.
enum ContactSheet {
    static func html(_ jobs: [BatchJob], size: Size) -> String {
        var sections: [String] = []
        var scenes: [String] = []
        for job in jobs where !scenes.contains(job.scene) { scenes.append(job.scene) }
        // Thumbnails at a quarter of the frame's points, whatever the scale, so scales sit side by side.
        let width = Int((size.width / 4).rounded())
        let height = Int((size.height / 4).rounded())
        for scene in scenes {
            let figures = jobs.filter { $0.scene == scene }.map { job in
                let name = escaped(job.fileName)
                return """
                      <figure><a href="\(name)"><img src="\(name)" width="\(width)" height="\(height)" \
                    loading="lazy" alt="\(name)"></a><figcaption>\(name)</figcaption></figure>
                    """
            }
            sections.append(
                """
                  <h2>\(escaped(scene))</h2>
                  <div class="sheet">
                \(figures.joined(separator: "\n"))
                  </div>
                """)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>Neumorph batch: \(jobs.count) images</title>
              <style>
                body { font: 13px/1.4 system-ui, sans-serif; margin: 16px; background: #f4f4f6; color: #222; }
                h1 { font-size: 18px; } h2 { font-size: 15px; margin: 20px 0 8px; }
                .sheet { display: flex; flex-wrap: wrap; gap: 12px; }
                figure { margin: 0; background: #fff; padding: 6px; border-radius: 6px; box-shadow: 0 1px 3px #0002; }
                img { display: block; object-fit: contain; background: #ddd; }
                figcaption { margin-top: 4px; font-family: ui-monospace, monospace; font-size: 11px; }
              </style>
            </head>
            <body>
              <h1>Neumorph batch: \(jobs.count) images, \(Int(size.width))×\(Int(size.height)) points</h1>
            \(sections.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// Text for HTML: the names are the catalog's, but nothing unescaped reaches the page.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
