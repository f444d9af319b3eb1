import NeumorphApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(MainActor.assumeIsolated { Neumorph.main(Array(CommandLine.arguments.dropFirst())) })
