/// The known name closest to a misspelt one, for "did you mean" hints: at most two edits
/// (Levenshtein: an inserted, deleted or replaced character each), the first of the closest.
///
/// ```swift
/// NearestName.find("selectd", among: ["highlighted", "selected"])   // "selected"
/// NearestName.find("xyz", among: ["highlighted", "selected"])       // nil
/// ```
package enum NearestName {
  /// The name of `candidates` fewest edits (at most `limit`) from `name`, compared in ASCII
  /// lowercase; `nil` when none is that close, or `name` is shorter than `minimumLength`
  /// (short names are a few edits from too many others).
  package static func find(
    _ name: String, among candidates: some Sequence<String>, limit: Int = 2,
    minimumLength: Int = 4
  ) -> String? {
    let lowered = name.lowercasedASCII
    guard lowered.utf8.count >= minimumLength else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercasedASCII, limit: limit)
      if distance <= limit, distance < (best?.distance ?? limit + 1) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance of two names (by UTF-8 byte), or `limit + 1` once it exceeds
  /// `limit`.
  package static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      previous = current
    }
    return previous[b.count]
  }
}

extension String {
  /// The text with `A`–`Z` lowered (other characters as they are).
  fileprivate var lowercasedASCII: String {
    guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
    return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
