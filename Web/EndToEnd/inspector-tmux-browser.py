#!/usr/bin/env python3
"""End-to-end test of the time-travel inspector attached to the terminal apps, under tmux, in
headless Chromium: `Counter --inspect` and `SyncUps --inspect`.

Usage: python3 Web/EndToEnd/inspector-tmux-browser.py PATH/TO/Counter PATH/TO/SyncUps [SCRATCH]
(both built with the Web trait: swift build --package-path Examples --scratch-path SCRATCH
--traits Web; SCRATCH, the build folder they were built in, defaults to the repository's .build)

Each app runs in a shell in a tmux server of its own, as a user runs it, with standard error
(where the inspector's URL goes) sent to a file. Keys go to the app through `tmux send-keys`; the
page is the inspector's, in Chromium. Checks: the inspector's URL is on the app's bottom row until
the first key (standard error being a file here, this shows the notice does not depend on it
reaching the terminal); the keys' actions appear as steps in the page, with
the state diff of a selected step; "Jump to this state" changes the terminal's screen (read with
`tmux capture-pane`) to that step's, and "Resume" back; the exported test, for both apps, compiles
and passes as exported, and a mutant of Counter's (one recorded count changed) fails (built as one
test runner added to a copy-on-write view of the repository, so that the build reuses the build
folder and nothing reaches the repository). And, with 10,003 steps in the page: only the
rows in view are in the document, and selecting a step, scrolling and filtering stay quick (their
times, measured in Chromium, are printed). Every wait is bounded.
"""
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
_spec = importlib.util.spec_from_file_location("web_browser", os.path.join(HERE, "web-browser.py"))
web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(web)

# The rows the page may have in its document however many steps (those in view and a margin).
MAX_ROWS_IN_DOCUMENT = 100
# What "stays smooth" allows, in Chromium on this machine: generous, so that a loaded machine
# passes, and far below what a list that draws every row takes at 10,000 steps.
MAX_INTERACTION_MS = 500


class Terminal:
    """A shell in a tmux server of its own (one socket per app), in a terminal of a fixed size."""

    def __init__(self, name, columns, rows):
        self.socket = f"inspector-tmux-{os.getpid()}-{name}"
        self.tmux("new-session", "-d", "-s", "e2e", "-x", str(columns), "-y", str(rows),
                  f"env -i PATH={os.environ['PATH']} HOME={os.environ.get('HOME', '/root')} "
                  f"TMPDIR={os.environ.get('TMPDIR', '/tmp')} TERM=xterm-256color "
                  "bash --norc --noprofile")

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket, *arguments], check=True,
                              capture_output=True, text=True).stdout

    def keys(self, *keys, literal=False):
        self.tmux("send-keys", "-t", "e2e", *(["-l"] if literal else []), *keys)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-J", "-t", "e2e")

    def wait(self, pattern, what, timeout=web.TIMEOUT):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if re.search(pattern, self.screen(), re.MULTILINE):
                return
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for the terminal to show: {what}\n"
                             f"--- screen:\n{self.screen()}")

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def start(terminal, command, stderr_path, ready):
    """Runs `command` in the terminal's shell, standard error to `stderr_path`; returns the
    inspector's URL once the app shows `ready`."""
    terminal.keys(f"{command} 2>'{stderr_path}'; echo \"APP_EXIT=$?\"", "Enter")
    terminal.wait(ready, "the app's first screen", timeout=30)
    deadline = time.monotonic() + web.TIMEOUT
    while time.monotonic() < deadline:
        with open(stderr_path) as file:
            match = re.search(r"Inspector: (http://127\.0\.0\.1:\d+/\?t=[0-9a-f]{32})", file.read())
        if match:
            return match.group(1)
        time.sleep(0.05)
    raise AssertionError("the app printed no inspector URL to standard error")


def rows(driver):
    return [row.text for row in driver.find_elements(By.CSS_SELECTOR, ".inspector-row")]


def open_page(driver, url):
    driver.get(url)
    web.wait(driver, lambda d: d.find_element(By.ID, "status").text == "Live",
             "the inspector to connect")


def select(driver, number):
    driver.execute_script(
        "var list = document.getElementById('steps');"
        "var row = list.querySelector(\".inspector-row[data-step='\" + arguments[0] + \"']\");"
        "if (row) row.scrollIntoView({block: 'center'});", number)
    web.wait(driver, lambda d: d.find_elements(
        By.CSS_SELECTOR, f".inspector-row[data-step='{number}']"), f"step {number}'s row")
    # The detail shown before goes, so that the wait below is for this selection's.
    driver.execute_script("document.getElementById('detail').textContent = ''")
    driver.find_element(By.CSS_SELECTOR, f".inspector-row[data-step='{number}']").click()
    # (Headings are drawn in capitals: read the text, not the rendering.)
    web.wait(driver, lambda d: f"Step {number}" in d.execute_script(
        "return document.getElementById('detail').textContent"), f"step {number}'s detail")


def jump_and_resume(driver, terminal, number, jumped_screen, live_screen):
    """Jumps to step `number`: the terminal shows `jumped_screen`; resumes: `live_screen`."""
    select(driver, number)
    driver.find_element(By.ID, "jump").click()
    web.wait(driver, lambda d: d.find_element(By.ID, "status").text == f"Showing step {number}",
             f"the inspector to show step {number}")
    terminal.wait(jumped_screen, f"step {number}'s state")
    driver.find_element(By.ID, "resume").click()
    web.wait(driver, lambda d: d.find_element(By.ID, "status").text == "Live", "resume")
    terminal.wait(live_screen, "the live state again")


def exported_test(url, module, suite):
    base, token = url.split("/?t=", 1)
    test = urllib.request.urlopen(f"{base}/RecordedSessionTests.swift?t={token}",
                                  timeout=web.TIMEOUT).read().decode()
    assert f"@testable import {module}" in test, test
    # Both apps' tests go into one target: each its own suite.
    assert "struct RecordedSessionTests" in test, test
    return test.replace("struct RecordedSessionTests", f"struct {suite}")


def mutant(test):
    """Counter's exported test with one recorded state value changed (the count 3 written as 4),
    in a suite of its own: it must fail where the exported one passes."""
    changed = test.replace("$0.count = 3\n", "$0.count = 4\n", 1)
    assert changed != test, f"no recorded count of 3 to change in the exported test:\n{test}"
    return changed.replace("struct CounterInspectorSessionTests",
                           "struct MutantCounterInspectorSessionTests")


def counter(driver, binary, work, tests):
    terminal = Terminal("counter", 80, 24)
    try:
        url = start(terminal, f"'{binary}' --inspect 127.0.0.1:0", f"{work}/counter.err",
                    r"Start timer \(t\)")
        checks = 0

        # 0. The URL is on the app's bottom row too (standard error goes to a file while an app
        # runs on the terminal), until the next key.
        terminal.wait(re.escape(f"Inspector: {url}"), "the inspector's URL on the screen")
        assert terminal.screen().rstrip("\n").splitlines()[-1].strip() == f"Inspector: {url}", \
            terminal.screen()
        open_page(driver, url)
        checks += 1

        # 1. Keys in the terminal are steps in the page.
        for _ in range(3):
            terminal.keys("+")
        terminal.wait(r"^ *3 *$", "the count 3")
        assert "Inspector:" not in terminal.screen(), "a key did not take the URL off the screen"
        web.wait(driver, lambda d: [re.sub(r"\s", "", row) for row in rows(d)][-3:]
                 == [f"{n}incrementButtonTapped" for n in (1, 2, 3)], "three steps in the page")
        checks += 1

        # 2. A step's diff.
        select(driver, 2)
        diff = driver.find_element(By.ID, "diff").text
        assert "count: 1" in diff and "count: 2" in diff, diff
        checks += 1

        # 3. A jump shows step 1 in the terminal; resume, the live count.
        jump_and_resume(driver, terminal, 1, r"^ *1 *$", r"^ *3 *$")
        checks += 1

        # 4. The exported test (compiled below).
        test = exported_test(url, "CounterKit", "CounterInspectorSessionTests")
        assert test.count("await store.send(.incrementButtonTapped)") == 3, test
        tests["CounterInspectorSessionTests.swift"] = test
        tests["MutantCounterInspectorSessionTests.swift"] = mutant(test)
        checks += 1

        # 5. 10,000 more steps: the page draws the rows in view only and stays responsive.
        terminal.keys("+" * 10_000, literal=True)
        terminal.wait(r"^ *10003 *$", "the count 10003", timeout=120)
        web.wait(driver, lambda d: re.sub(r"\s", "", (rows(d) or [""])[-1]).startswith("10003"),
                 "step 10003 in the page")
        figures = smoothness(driver, 10_003)
        checks += 1

        terminal.keys("q")
        terminal.wait(r"^APP_EXIT=0$", "Counter's exit status 0")
        return checks, figures
    finally:
        terminal.close()


def smoothness(driver, count):
    """With `count` steps listed: rows in the document, and the times of a scroll, a selection
    and a filter, in milliseconds, measured in the page (each until the next frame is drawn)."""
    in_document = len(driver.find_elements(By.CSS_SELECTOR, ".inspector-row"))
    assert 0 < in_document <= MAX_ROWS_IN_DOCUMENT, f"{in_document} rows in the document"
    listed = driver.execute_script("return document.getElementById('steps-spacer').offsetHeight")
    assert listed == (count + 1) * 28, f"the list is {listed} px high for {count} steps"
    # A scroll to the middle, until the frame after it is drawn.
    scroll = driver.execute_async_script(
        "var done = arguments[0], list = document.getElementById('steps');"
        "var start = performance.now();"
        "list.scrollTop = list.scrollHeight / 2;"
        "requestAnimationFrame(function () { requestAnimationFrame(function () {"
        "  done(performance.now() - start); }); });")
    middle = driver.execute_script(
        "var rows = document.querySelectorAll('.inspector-row');"
        "return Number(rows[Math.floor(rows.length / 2)].getAttribute('data-step'));")
    assert count / 3 < middle < 2 * count / 3, middle
    # A click on a row until its detail (from the server) is drawn.
    select_ms = driver.execute_async_script(
        "var done = arguments[1], number = arguments[0];"
        "var detail = document.getElementById('detail');"
        "var row = document.querySelector(\".inspector-row[data-step='\" + number + \"']\");"
        "var start = performance.now();"
        "var observer = new MutationObserver(function () {"
        "  if (detail.textContent.indexOf('Step ' + number) < 0) return;"
        "  observer.disconnect();"
        "  requestAnimationFrame(function () { done(performance.now() - start); });"
        "});"
        "observer.observe(detail, {childList: true, subtree: true});"
        "row.click();", middle)
    assert "count: " in driver.find_element(By.ID, "diff").text
    # A filter typed over every step, until the filtered list is drawn.
    filter_ms = driver.execute_async_script(
        "var done = arguments[0], filter = document.getElementById('filter');"
        "var start = performance.now();"
        "filter.value = 'increment';"
        "filter.dispatchEvent(new Event('input'));"
        "requestAnimationFrame(function () { requestAnimationFrame(function () {"
        "  done(performance.now() - start); }); });")
    driver.find_element(By.ID, "filter").send_keys(Keys.CONTROL, "a", Keys.DELETE)
    figures = {"rows": in_document, "scroll": scroll, "select": select_ms, "filter": filter_ms}
    for what in ("scroll", "select", "filter"):
        assert figures[what] < MAX_INTERACTION_MS, figures
    return figures


def sync_ups(driver, binary, work, tests):
    terminal = Terminal("syncups", 100, 30)
    try:
        url = start(terminal, f"'{binary}' --data '{work}/sync-ups.json' --inspect 127.0.0.1:0",
                    f"{work}/syncups.err", r"Daily Sync-ups")
        open_page(driver, url)
        checks = 0

        # 1. The sheet's actions are steps, listed by their path (a child's action through the
        # presentation: `syncUpsList.addSyncUp.presented.binding(…)`), a binding action with where
        # it wrote.
        terminal.keys("n")
        terminal.wait(r"Add \(Ctrl-S\)", "the add sheet")
        terminal.keys("Design", literal=True)
        terminal.wait(r"\[Design ", "the title typed")
        # (The form's text field binds `$store.syncUp.title`, which sets the whole sync-up.)
        typed_title = 'addSyncUp.presented.binding(.set(\\.syncUp, SyncUp('
        web.wait(driver, lambda d: any(typed_title in row for row in rows(d)),
                 "the title's step in the page, " + typed_title)
        typed = int(driver.execute_script(
            "var rows = document.querySelectorAll('.inspector-row');"
            "for (var i = rows.length - 1; i >= 0; i--)"
            "  if (rows[i].textContent.indexOf('addSyncUp.presented.binding') >= 0)"
            "    return rows[i].getAttribute('data-step');"))
        checks += 1

        # 2. Its diff: the title typed.
        select(driver, typed)
        diff = driver.find_element(By.ID, "diff").text
        assert '+' in diff and '"Design"' in diff, diff
        checks += 1

        # 3. The sheet cancelled; a jump back shows it again in the terminal, resume hides it.
        terminal.keys("Escape")
        terminal.wait(r"No sync-ups yet", "the list again")
        assert "Add (Ctrl-S)" not in terminal.screen(), terminal.screen()
        jump_and_resume(driver, terminal, typed, r"\[Design ", r"No sync-ups yet")
        assert "Add (Ctrl-S)" not in terminal.screen(), terminal.screen()
        checks += 1

        # 4. The exported test (compiled below).
        test = exported_test(url, "SyncUpsKit", "SyncUpsInspectorSessionTests")
        assert "await store.send(" in test, test
        tests["SyncUpsInspectorSessionTests.swift"] = test
        checks += 1

        terminal.keys("q")
        terminal.wait(r"^APP_EXIT=0$", "SyncUps' exit status 0")
        return checks
    finally:
        terminal.close()


# Run as root in a private mount namespace: the repository seen through an overlay, the exported
# tests added to the examples' package as an executable that runs them (Swift Testing's entry point,
# as `swift test`'s runner calls it: a test target would make `swift build --build-tests` build the
# package's every test target again with the Web trait), built with the Web trait (as the apps were),
# in the build folder, which the overlay also covers: nothing is written to the repository. The
# runner exports its symbols, where IssueReporting looks for its Swift Testing support (a test
# bundle's are), and is told it runs tests (`--testing-library`, as `swift test` says it): else a
# failed assertion is only printed, and dependencies take their live values. The exported suites
# must pass; the mutant's must fail, on the count it changed.
RUN = r"""
set -euo pipefail
root=$1 work=$2 scratch=$3
mount -t overlay overlay -o "lowerdir=$root,upperdir=$work/upper,workdir=$work/overlay-work" "$root"
mkdir -p "$root/Examples/InspectorExportedTests"
cp "$work"/tests/*.swift "$root/Examples/InspectorExportedTests/"
cat >"$root/Examples/InspectorExportedTests/main.swift" <<'EOF'
import Testing

await Testing.__swiftPMEntryPoint() as Never
EOF
python3 - "$root/Examples/Package.swift" <<'EOF'
import sys
path = sys.argv[1]
manifest = open(path).read()
target = '''    .executableTarget(
      name: "InspectorExportedTests",
      dependencies: [
        "CounterKit", "SyncUpsKit",
        .product(name: "ComposableArchitectureTestSupport", package: library),
      ],
      path: "InspectorExportedTests",
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
    ),
  ],
  swiftLanguageModes'''
assert manifest.count("  ],\n  swiftLanguageModes") == 1
open(path, "w").write(manifest.replace("  ],\n  swiftLanguageModes", target))
EOF
swift build --package-path "$root/Examples" --scratch-path "$scratch" --traits Web \
  --product InspectorExportedTests 2>&1 | tail -5
runner="$scratch/debug/InspectorExportedTests"
"$runner" --testing-library swift-testing --skip MutantCounterInspectorSessionTests \
  >"$work/exported.log" 2>&1 \
  || { cat "$work/exported.log"; echo "error: the exported tests failed"; exit 1; }
grep -E "Test run with" "$work/exported.log"
if "$runner" --testing-library swift-testing --filter MutantCounterInspectorSessionTests \
  >"$work/mutant.log" 2>&1; then
  cat "$work/mutant.log"; echo "error: the mutant of the exported test passed"; exit 1
fi
grep -q "count: 4" "$work/mutant.log" \
  || { cat "$work/mutant.log"; echo "error: the mutant failed for another reason"; exit 1; }
echo "   the mutant's test failed, as it must:"
grep -m 2 -E "does not match expectation|count: 4" "$work/mutant.log" | sed 's/^/   /'
"""


def run_tests(tests, scratch):
    if os.geteuid() != 0 or not shutil.which("unshare"):
        raise AssertionError("running the exported tests needs root and unshare (overlayfs)")
    work = tempfile.mkdtemp(prefix="inspector-tests-")
    try:
        for folder in ("upper", "overlay-work", "tests"):
            os.makedirs(os.path.join(work, folder))
        for name, source in tests.items():
            with open(os.path.join(work, "tests", name), "w") as file:
                file.write(source)
        started = time.monotonic()
        result = subprocess.run(
            ["unshare", "-m", "--propagation", "private", "bash", "-c", RUN, "_",
             ROOT, work, scratch], capture_output=True, text=True, timeout=1200)
        print(result.stdout, end="")
        assert result.returncode == 0, f"the exported tests did not pass:\n{result.stderr}"
        print(f"   (the exported tests built and ran in {time.monotonic() - started:.0f} s)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    counter_binary, sync_ups_binary = sys.argv[1], sys.argv[2]
    scratch = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else os.path.join(ROOT, ".build")
    work = tempfile.mkdtemp(prefix="inspector-tmux-")
    tests = {}
    driver = web.browser()
    try:
        counter_checks, figures = counter(driver, counter_binary, work, tests)
        sync_ups_checks = sync_ups(driver, sync_ups_binary, work, tests)
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    run_tests(tests, scratch)
    print(f"   10,003 steps: {figures['rows']} rows in the document; scroll to the middle "
          f"{figures['scroll']:.0f} ms, select a step {figures['select']:.0f} ms, "
          f"filter {figures['filter']:.0f} ms")
    print(f"Inspector under tmux: {counter_checks + sync_ups_checks + 1} checks passed")


if __name__ == "__main__":
    main()
