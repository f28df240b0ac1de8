/// A JSON value whose object keys keep the order they were given in.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number with a fraction, written with at most three decimals.
  case seconds(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A string, or null when nil.
  public static func string(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// A number, or null when nil.
  public static func int(_ value: Int?) -> JSONValue {
    value.map { .int($0) } ?? .null
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }

  /// Pretty-printed with two-space indents, as `news --json` prints it.
  public func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output
  }

  func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .seconds(let value): output += String((value * 1000).rounded() / 1000)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let items):
      Self.writeContainer(
        items.map { (nil, $0) }, brackets: ("[", "]"), to: &output, indent: indent)
    case .object(let members):
      Self.writeContainer(members, brackets: ("{", "}"), to: &output, indent: indent)
    }
  }

  /// The text of `.object(members + [(arrayKey, .array(items))]).rendered() + "\n"`, made an
  /// item at a time: the head, then each item rendered only when it is written, then the end.
  public static func streamedObject(
    _ members: [(String, JSONValue)], arrayKey: String, count: Int,
    item: @escaping @Sendable (Int) -> JSONValue
  ) -> StreamedText {
    var head = "{\n"
    for member in members {
      head += "  "
      writeString(member.0, to: &head)
      head += ": "
      member.1.write(to: &head, indent: "  ")
      head += ",\n"
    }
    head += "  "
    writeString(arrayKey, to: &head)
    head += count == 0 ? ": []\n}\n" : ": [\n"
    guard count > 0 else { return StreamedText(head) }
    let text = head
    return StreamedText(count: count + 2) { index in
      if index == 0 { return text }
      if index == count + 1 { return "  ]\n}\n" }
      var output = "    "
      item(index - 1).write(to: &output, indent: "    ")
      output += index == count ? "\n" : ",\n"
      return output
    }
  }

  /// An array (no keys) or an object, one member a line.
  static func writeContainer(
    _ members: [(String?, JSONValue)], brackets: (String, String), to output: inout String,
    indent: String
  ) {
    guard !members.isEmpty else {
      output += brackets.0 + brackets.1
      return
    }
    output += brackets.0 + "\n"
    for (offset, member) in members.enumerated() {
      output += indent + "  "
      if let key = member.0 {
        writeString(key, to: &output)
        output += ": "
      }
      member.1.write(to: &output, indent: indent + "  ")
      output += offset == members.count - 1 ? "\n" : ",\n"
    }
    output += indent + brackets.1
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, the rest UTF-8.
  static func writeString(_ value: String, to output: inout String) {
    output += QuotedString.quoted(value)
  }
}
