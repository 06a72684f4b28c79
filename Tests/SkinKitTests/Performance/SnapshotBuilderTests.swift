import Foundation
import SkinKit
import Testing

/// The snapshot's builder writes its columns to growing buffers and finds each node's type
/// slot by the type object's identity: what it builds must be what the tree says, however
/// many types and nodes, and whatever size it is told to expect.
@Suite("Snapshot building")
struct SnapshotBuilderTests {
  @Test("a growing buffer keeps every value through its growth, and freezes without a copy")
  func growingBuffer() {
    var buffer = GrowingBuffer<Int32>(capacity: 1)
    for value in 0..<1000 { buffer.append(Int32(value * 3)) }
    buffer[500] = -1
    #expect(buffer.count == 1000)
    let frozen = buffer.freeze()
    #expect(frozen.count == 1000)
    #expect(frozen[0] == 0 && frozen[999] == 2997 && frozen[500] == -1)
    #expect(Array(frozen[1..<4]) == [3, 6, 9])
    frozen.freeFrozen()
  }

  /// A root of 40 distinct types in turn (the type table grows past its first 16 slots),
  /// each with two children of a shared type and classes.
  static let tree: String = {
    let children = (0..<120).map { index in
      """
      {"type": "Kind\(index % 40)", "classes": ["c\(index % 7)", "all"], "children": [
        {"type": "Label", "id": "l\(index)"}, {"type": "Kind\((index + 1) % 40)"}]}
      """
    }
    return #"{"root": {"type": "Window", "children": [\#(children.joined(separator: ","))]}}"#
  }()

  @Test("every node's type, lineage, classes, id and links are the tree's, with any size hint")
  func columns() throws {
    let document = try TreeDocument.parse(Data(Self.tree.utf8), path: "kinds.json")
    for hint in [0, 1, 361, 5000] {
      let snapshot = TreeSnapshot(subtree: document.root, expectedCount: hint)
      #expect(snapshot.subtree == 0..<361)
      var typeSlots = Set<Int32>()
      for index in snapshot.subtree {
        let element = snapshot.elements[index]
        let slot = Int(snapshot.typeIndex[index])
        typeSlots.insert(Int32(slot))
        #expect(snapshot.typeName[slot] == element.styleType.name.id)
        let lineage = (0..<Int(snapshot.lineageCount[slot])).map {
          snapshot.lineage[Int(snapshot.lineageStart[slot]) + $0]
        }
        #expect(lineage == element.styleType.lineage.map(\.id))
        let classes = (0..<Int(snapshot.classCount[index])).map {
          snapshot.classes[Int(snapshot.classStart[index]) + $0]
        }
        #expect(classes == element.styleClasses.map(\.id))
        #expect(snapshot.identifier[index] == element.styleIdentifier?.id ?? 0)
        #expect(Int(snapshot.childCount[index]) == element.styleChildCount)
        let parent = snapshot.parentIndex(of: index)
        #expect(
          parent < 0
            ? element.styleParent == nil : snapshot.elements[parent] === element.styleParent)
      }
      // Window, 40 kinds, Label: one slot each.
      #expect(typeSlots.count == 42)
    }
  }
}
