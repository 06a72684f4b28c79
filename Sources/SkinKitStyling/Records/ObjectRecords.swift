import SkinKitSupport
import SkinKitSyntax

/// What SkinKit keeps about an object it does not own — the style object last assigned to
/// it, and (for a node of a styled tree, see `StyleTreeNode`) its styling state — so that an
/// object of any class, even one adopted in an extension, needs no stored property of
/// SkinKit's.
///
/// A record is used only on the thread that uses its object (SkinKit's contract for trees,
/// as UIKit's for views), so its state needs no lock: the table of records has one.
final class ObjectRecord: @unchecked Sendable {
  /// The object, held weakly: a record never keeps its object alive.
  private(set) weak var object: AnyObject?
  /// The style object last assigned to an object that is not a node of a styled tree.
  var assigned: CascadingStyle?
  /// The node SkinKit styles for the object, if it is a node of a foreign tree.
  var node: ForeignNode?

  init(_ object: AnyObject) { self.object = object }
}

/// The records, keyed by object identity. A lookup checks that the record's object is the
/// object asked about (an address can be reused once an object is gone), and the records of
/// objects that are gone are swept out whenever the table has doubled since the last sweep,
/// so a record goes with its object at amortized constant cost.
package enum ObjectRecords {
  private struct Table {
    var records: [ObjectIdentifier: ObjectRecord] = [:]
    /// How many records were alive after the last sweep.
    var alive = 0

    mutating func record(making object: AnyObject) -> ObjectRecord {
      let key = ObjectIdentifier(object)
      if let record = records[key], record.object === object { return record }
      let record = ObjectRecord(object)
      records[key] = record
      if records.count >= max(64, 2 * alive) { sweep() }
      return record
    }

    mutating func sweep() {
      records = records.filter { $0.value.object != nil }
      alive = records.count
    }
  }

  private static let table = Locked(Table())

  /// The record of `object`, if SkinKit keeps one.
  static func record(of object: AnyObject) -> ObjectRecord? {
    let record = table.withLock { $0.records[ObjectIdentifier(object)] }
    guard let record, record.object === object else { return nil }
    return record
  }

  /// The record of `object`, made if there is none.
  static func record(making object: AnyObject) -> ObjectRecord {
    table.withLock { $0.record(making: object) }
  }

  /// The records of `objects`, in order, each made if there is none — under one lock (a
  /// node's children are read together).
  static func records(making objects: [any StyleTreeNode]) -> [ObjectRecord] {
    table.withLock { table in objects.map { table.record(making: $0) } }
  }

  /// Drops the records of objects that are gone, and with them the nodes SkinKit kept for
  /// them, now rather than at a later record's making: what a tool that times a styling
  /// calls after releasing the previous tree, so that the release is not timed with it.
  package static func sweep() { table.withLock { $0.sweep() } }

  /// How many records the table holds (the dead ones not yet swept included).
  package static var count: Int { table.withLock { $0.records.count } }
}
