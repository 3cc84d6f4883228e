import Foundation

struct NotAComponent {
    var value: Int { 1 }
}
