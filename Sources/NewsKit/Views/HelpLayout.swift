/// Lays argument-parser's help out again for the width it is shown at, keeping its hanging
/// indent: a label (an option, an argument, a subcommand) in the first 26 columns and its
/// description beside it, continued under itself.
///
/// argument-parser wraps descriptions into a fixed 26-column indent, so at 40 columns a
/// description has 14 columns and long words stick out past the edge. Below 60 columns the
/// description goes under its label, indented 6, with the whole width to itself. The
/// localized words (Polish is longer than English) are wrapped here too, by display width.
public enum HelpLayout {
  static let labelColumn = 26
  static let narrowIndent = 6
  static let narrowBelow = 60
  /// The width argument-parser is asked to wrap at: none, so each entry is one line here.
  public static let unwrapped = 100_000

  /// The help text laid out for `width` columns.
  public static func reflow(_ help: String, width: Int) -> String {
    var output: [String] = []
    var entry: (label: String, words: [String])?
    func flush() {
      guard let current = entry else { return }
      output += layout(
        label: current.label, description: current.words.joined(separator: " "), width: width)
      entry = nil
    }
    for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let indent = line.prefix { $0 == " " }.count
      if indent >= labelColumn, entry != nil {
        entry?.words.append(line.trimmingCharacters(in: .whitespaces))
        continue
      }
      flush()
      if indent == 2, let split = labelSplit(line) {
        entry = (split.label, split.description.isEmpty ? [] : [split.description])
      } else if indent == 2, line.dropFirst(2).hasPrefix("news ") {
        // An example command continues indented further, so that it reads as one command.
        let lines = TextWrapper.wrap(line.trimmingCharacters(in: .whitespaces), width: width - 2)
        output += lines.prefix(1).map { "  " + $0 }
        if lines.count > 1 {
          output += indented(lines.dropFirst().joined(separator: " "), indent: 4, width: width)
        }
      } else if indent == 2 {
        output += indented(line.trimmingCharacters(in: .whitespaces), indent: 2, width: width)
      } else if indent == 0, !line.isEmpty, DisplayWidth.of(line) > width {
        // A usage line continues under its first word after the heading.
        let hang = line.range(of: ": ").map { DisplayWidth.of(line[..<$0.upperBound]) } ?? 0
        let pad = String(repeating: " ", count: hang < width / 2 ? hang : 0)
        let wrapped = TextWrapper.wrap(line, width: width)
        output +=
          [wrapped[0]]
          + TextWrapper.wrap(
            wrapped.dropFirst().joined(separator: " "), width: max(10, width - pad.count)
          ).map { pad + $0 }
      } else {
        output.append(line)
      }
    }
    flush()
    return output.joined(separator: "\n")
  }

  /// A label line's label and the description that starts on it (empty when the label is too
  /// long to leave room); nil for a line that is not an entry.
  static func labelSplit(_ line: String) -> (label: String, description: String)? {
    let body = line.dropFirst(2)
    guard let first = body.first, first == "-" || first == "<" || first.isLetter else {
      return nil
    }
    if let gap = body.range(of: "  ") {
      let label = String(body[..<gap.lowerBound])
      let description = body[gap.upperBound...].trimmingCharacters(in: .whitespaces)
      // A sentence that happens to hold two spaces is no entry: the label is one word or
      // an option with its value.
      guard !label.contains(". ") else { return nil }
      return (label, description)
    }
    return body.contains(" ") && !body.hasPrefix("-") && !body.hasPrefix("<")
      ? nil : (String(body), "")
  }

  static func layout(label: String, description: String, width: Int) -> [String] {
    let labelLine = "  " + label
    // A label wider than the screen (`--provider <newscatcher|google>` at 30) continues at 4.
    let labelLines =
      DisplayWidth.of(labelLine) <= width
      ? [labelLine] : labelled(label, width: width)
    if description.isEmpty { return labelLines }
    if width < narrowBelow {
      return labelLines + indented(description, indent: narrowIndent, width: width)
    }
    let lines = TextWrapper.wrap(description, width: max(10, width - labelColumn))
    let pad = String(repeating: " ", count: labelColumn)
    let fits = DisplayWidth.of(labelLine) <= labelColumn - 2
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      if index == 0 && fits {
        result.append(
          labelLine + String(repeating: " ", count: labelColumn - DisplayWidth.of(labelLine)) + line
        )
      } else {
        if index == 0 { result.append(labelLine) }
        result.append(pad + line)
      }
    }
    return result
  }

  /// A label broken at its spaces: the first line at 2, the rest at 4.
  static func labelled(_ label: String, width: Int) -> [String] {
    let lines = TextWrapper.wrap(label, width: max(10, width - 4))
    return lines.prefix(1).map { "  " + $0 } + lines.dropFirst().map { "    " + $0 }
  }

  static func indented(_ text: String, indent: Int, width: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    return TextWrapper.wrap(text, width: max(10, width - indent)).map { pad + $0 }
  }
}
