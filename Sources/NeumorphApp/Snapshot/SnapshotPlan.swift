import Foundation
import PlainText
import Raster
import Style
import SwiftModule
import SwiftUIInterpreter

/// What `neumorph snapshot` draws: every preview of every file of the modules found under its paths (a
/// folder read as `--style FOLDER` reads it, a file in its own module), each in light and dark, on each
/// device asked for, as `<module>/<File>/<Preview>-<device>-<appearance>.png`, and at each Dynamic Type
/// size asked for (`…-<appearance>-<size>.png` for every size but the standard Large, so adding sizes to a
/// run keeps the names of its standard pictures). A file of styles gives its
/// gallery, named `Styles`; a file with nothing to show gives nothing; a file that does not read gives
/// one entry with its error, so the run goes on and the manifest says what failed.
struct SnapshotPlan {
    /// One file that has something to show, read once.
    struct Source {
        let module: SourceModule
        let path: String
        /// Its screen; nil for a file of styles (its gallery) or one that failed (`error`).
        let screen: ScreenFile?
        let error: String?
    }

    /// One picture to make.
    struct Picture: Sendable {
        let module: String
        /// The file's name without `.swift`.
        let file: String
        let sourcePath: String
        /// The index in the file's previews; nil for a file of styles' gallery or a file that failed.
        let preview: Int?
        let previewName: String
        /// `--device`'s choice; nil for the preview's own (else the default device).
        let device: Device?
        let deviceName: String
        let appearance: Scheme
        let dynamicTypeSize: DynamicTypeSize
        /// Where it is written under `--out`, `/`-separated.
        let relativePath: String
        /// Why it cannot be drawn: the file did not read.
        let error: String?

        /// What a shard is chosen by: the same for a preview's every device and appearance.
        var previewKey: String { "\(module)/\(file)/\(previewName)" }
    }

    var sources: [Source] = []
    var pictures: [Picture] = []
    /// Paths given that are missing or unreadable, each a sentence naming it.
    var problems: [String] = []

    /// The appearances every preview is drawn in.
    static let appearances: [Scheme] = [.light, .dark]

    /// The plan for `paths`, on `devices` (empty: each preview's own), at the standard Dynamic Type size and
    /// each of `dynamicTypeSizes`.
    static func make(paths: [String], devices: [Device], dynamicTypeSizes: [DynamicTypeSize] = []) -> SnapshotPlan {
        var plan = SnapshotPlan()
        var seenFiles: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                plan.problems.append("\(path): no such file or folder")
                continue
            }
            let module: SourceModule
            let files: [String]
            if isDirectory.boolValue {
                do {
                    module = try SourceModule.folder(path)
                } catch {
                    plan.problems.append(error.description)
                    continue
                }
                files = module.paths.filter { $0.hasSuffix(".swift") }.sorted()
                if files.isEmpty { plan.problems.append("\(path): no Swift file to show") }
            } else {
                guard FileManager.default.isReadableFile(atPath: path) else {
                    plan.problems.append("\(path): cannot be read")
                    continue
                }
                module = SourceModule.containing(path)
                files = [path]
            }
            for file in files where seenFiles.insert(Self.canonical(file)).inserted {
                plan.add(
                    file, of: module, devices: devices, sizes: [.standard] + dynamicTypeSizes.filter { $0 != .standard }
                )
            }
        }
        plan.pictures.sort { $0.relativePath < $1.relativePath }
        return plan
    }

    private mutating func add(_ path: String, of module: SourceModule, devices: [Device], sizes: [DynamicTypeSize]) {
        let file = Self.fileName(path)
        let style = StyleOption(path: path, typeName: nil, assignments: [:], module: module)
        var names: [String]
        let screen: ScreenFile?
        var error: String?
        do {
            let opened = try style.interpretScreen()
            screen = opened
            names = opened.previewNames
        } catch  where error.reason == .noScreen {
            // A file of styles shows its gallery; any other file without a screen shows nothing.
            screen = nil
            guard (try? style.load(style.arguments(builtIns: [])))?.styleTypeNames.isEmpty == false else { return }
            names = ["Styles"]
        } catch let failure {
            screen = nil
            error = failure.description
            names = ["File"]
        }
        sources.append(Source(module: module, path: path, screen: screen, error: error))
        for (index, name) in Self.unique(names).enumerated() {
            let shownOn: [Device?] = devices.isEmpty ? [nil] : devices
            for device in shownOn {
                let deviceName = Self.deviceName(device, screen: screen, preview: index)
                for appearance in Self.appearances {
                    for size in sizes {
                        var stem = "\(Self.safe(name))-\(Self.safe(deviceName))-\(appearance.rawValue)"
                        if size != .standard { stem += "-\(size.rawValue)" }
                        pictures.append(
                            Picture(
                                module: module.name, file: file, sourcePath: path,
                                preview: screen == nil ? nil : index, previewName: name, device: device,
                                deviceName: deviceName, appearance: appearance, dynamicTypeSize: size,
                                relativePath: "\(Self.safe(module.name))/\(Self.safe(file))/\(stem).png", error: error))
                    }
                }
            }
        }
    }

    /// Two previews of one file with the same name keep both: the second is `Name 2`, and so on.
    static func unique(_ names: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return names.map { name in
            let count = seen[name, default: 0] + 1
            seen[name] = count
            return count == 1 ? name : "\(name) \(count)"
        }
    }

    /// The device a picture is drawn on, as its file name says it: the one asked for, else the one the
    /// preview asks for or the default; a bare canvas is its size, a gallery `page`.
    static func deviceName(_ device: Device?, screen: ScreenFile?, preview: Int) -> String {
        if let device { return device.name }
        guard let screen else { return "page" }
        switch FileScreenScene.canvas(of: screen, preview: preview, layout: DeviceOption()) {
        case .device(let device, _), .fitting(let device, _): return device.name
        case .bare(let size): return "\(Int(size.width))x\(Int(size.height))"
        case .page: return "page"
        }
    }

    /// A name as a file name: kept as written (spaces and any letters), but a `/`, a control character
    /// or a leading dot, which a folder cannot hold or would hide, is `_`.
    static func safe(_ name: String) -> String {
        var text = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
                    ? "_" : Character(scalar)
            })
        if text.hasPrefix(".") { text = "_" + text.dropFirst() }
        return text.isEmpty ? "_" : text
    }

    /// A source's path as the manifest names it: from the working folder when it is inside it, so a
    /// manifest recorded in one checkout reads the same in another.
    static func shown(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }

    static func fileName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The pictures of shard `index` of `count` (1-based): a stable share by each preview's path (FNV-1a),
    /// so the same previews land on the same shard run after run, and the shards together hold each once.
    func shard(_ index: Int, of count: Int) -> [Picture] {
        pictures.filter { Int(Self.fnv1a($0.previewKey) % UInt64(count)) == index - 1 }
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
