// The startup baseline: a program that only imports Foundation and prints a line.
import Foundation

print(ProcessInfo.processInfo.processIdentifier > 0 ? "0.1.0" : "")
