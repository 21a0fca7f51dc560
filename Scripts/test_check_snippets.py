"""Tests of Scripts/check-snippets' reading of Markdown (python3 -m unittest Scripts/test_check_snippets.py)."""

import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-snippets")
_loader = importlib.machinery.SourceFileLoader("check_snippets", _path)
_spec = importlib.util.spec_from_loader("check_snippets", _loader)
check = importlib.util.module_from_spec(_spec)
_loader.exec_module(check)


def extract(markdown):
  with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as f:
    f.write(markdown)
  errors = []
  try:
    return check.extract(f.name, errors), errors
  finally:
    os.unlink(f.name)


class ExtractTests(unittest.TestCase):
  def test_a_marker_applies_to_the_next_block_only(self):
    blocks, errors = extract(
      "<!-- snippet: group tour; given store: StoreOf<A> -->\n"
      "```swift\nstore.send(.a)\n```\n\n```swift\nlet b = 1\n```\n")
    self.assertEqual(errors, [])
    self.assertEqual([b.directives for b in blocks],
                     [{"group": "tour", "given": "store: StoreOf<A>"}, {}])
    self.assertEqual(blocks[0].code, "store.send(.a)\n")
    self.assertEqual(blocks[0].line, 2)

  def test_indented_blocks_lose_their_indentation(self):
    blocks, _ = extract("- item:\n  ```swift\n  let a = 1\n    let b = 2\n  ```\n")
    self.assertEqual(blocks[0].code, "let a = 1\n  let b = 2\n")

  def test_output_blocks_keep_their_language(self):
    blocks, _ = extract("<!-- snippet: output tour -->\n```\nreceived action:\n```\n")
    self.assertEqual((blocks[0].language, blocks[0].directives), ("", {"output": "tour"}))

  def test_unknown_directives_and_stray_markers_are_errors(self):
    _, errors = extract("<!-- snippet: fragmnet -->\n```swift\nx\n```\n")
    self.assertEqual(len(errors), 1)
    self.assertIn("unknown snippet directive 'fragmnet'", errors[0])
    _, errors = extract("<!-- snippet: fragment -->\nSome text.\n\n```swift\nx\n```\n")
    self.assertIn("not followed by a code block", errors[0])

  def test_statements_are_wrapped_in_a_function_with_the_given_parameters(self):
    blocks, _ = extract("<!-- snippet: given store: StoreOf<A> -->\n```swift\nstore.send(.a)\n```\n")
    wrapped = check.wrap(blocks[0], 3, ["import ComposableArchitecture"])
    self.assertIn("import ComposableArchitecture\n", wrapped)
    self.assertIn("@MainActor\nfunc snippet3(store: StoreOf<A>) async throws {\n  store.send(.a)\n}\n",
                  wrapped)

  def test_errors_point_at_the_markdown_line(self):
    blocks, _ = extract("text\n\n<!-- snippet: body -->\n```swift\nlet a = 1\nlet b: Int = \"\"\n```\n")
    origins = {"/x/Block00.swift": [(6, blocks[0])]}
    located = check.locate("/x/Block00.swift:7:14: error: cannot convert", origins)
    self.assertTrue(located.endswith(":6:14: error: cannot convert"), located)
    self.assertEqual(check.locate("other.swift:1:1: error: x", origins), "other.swift:1:1: error: x")


def extract_doc_comments(swift):
  with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as f:
    f.write(swift)
  errors = []
  try:
    return check.extract_doc_comments(f.name, errors), errors
  finally:
    os.unlink(f.name)


class DocCommentTests(unittest.TestCase):
  def test_doc_comment_blocks_keep_their_marker_and_their_line_in_the_file(self):
    blocks, errors = extract_doc_comments(
      "extension View {\n"
      "  /// Starts work:\n"
      "  ///\n"
      "  /// <!-- snippet: given store: StoreOf<A> -->\n"
      "  /// ```swift\n"
      "  /// Text(\"a\")\n"
      "  ///   .task { await store.send(.a).finish() }\n"
      "  /// ```\n"
      "  ///\n"
      "  /// ```swift\n"
      "  /// store.send(.b)\n"
      "  /// ```\n"
      "  func task() {}\n"
      "}\n")
    self.assertEqual(errors, [])
    self.assertEqual([(b.line, b.directives, b.doc_comment) for b in blocks],
                     [(5, {"given": "store: StoreOf<A>"}, True), (10, {}, True)])
    self.assertEqual(blocks[0].code, 'Text("a")\n  .task { await store.send(.a).finish() }\n')

  def test_a_block_or_a_marker_ends_with_its_doc_comment(self):
    blocks, errors = extract_doc_comments(
      "/// ```swift\n/// let a = 1\nfunc f() {}\n/// ```\n")
    self.assertEqual(blocks[0].code, "let a = 1\n")
    _, errors = extract_doc_comments("/// <!-- snippet: body -->\nfunc f() {}\n/// ```swift\n/// x\n/// ```\n")
    self.assertIn("not followed by a code block", errors[0])

  def test_plain_comments_are_not_doc_comments(self):
    blocks, _ = extract_doc_comments("// ```swift\n// let a = 1\n// ```\n")
    self.assertEqual(blocks, [])


class GenerateTests(unittest.TestCase):
  def generate(self, markdown):
    blocks, errors = extract(markdown)
    self.assertEqual(errors, [])
    client, saved = tempfile.mkdtemp(), check.CLIENT
    check.CLIENT = client
    try:
      origins = {}
      executables = check.generate({"g": blocks}, origins)
      with open(os.path.join(client, "Sources", "Snippet_g", "main.swift")) as f:
        return executables, f.read(), origins
    finally:
      check.CLIENT = saved

  def test_a_main_file_gets_only_the_imports_it_writes(self):
    # Pasted into main.swift, a block without `import` cannot see the library ("cannot find
    # 'Store' in scope"), whatever the group's other files import.
    executables, main, origins = self.generate(
      "<!-- snippet: group g -->\n```swift\nimport ComposableArchitecture\nstruct F {}\n```\n\n"
      "<!-- snippet: group g; main -->\n```swift\nlet store = Store()\n```\n")
    self.assertEqual(executables, ["Snippet_g"])
    self.assertNotIn("import", main)
    self.assertTrue(main.endswith("\nlet store = Store()\n"), main)
    [(first, block)] = next(v for k, v in origins.items() if k.endswith("main.swift"))
    self.assertEqual(main.split("\n")[first - 1], "let store = Store()")

  def test_a_main_file_keeps_its_own_imports(self):
    _, main, _ = self.generate(
      "<!-- snippet: group g; main -->\n```swift\nimport ComposableArchitecture\nprint(1)\n```\n")
    self.assertEqual(main.count("import ComposableArchitecture"), 1)


if __name__ == "__main__":
  unittest.main()
