import Sharing

let generation = Shared(value: 1)
print("SharingCrashProbe: generation \(generation.wrappedValue)")
