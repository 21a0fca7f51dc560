import Sharing

@Shared(.inMemory("generation")) var generation = 1
print("SharingCrashProbe: generation \(generation)")
