#!/usr/bin/env python3
"""End-to-end test of the time-travel inspector in headless Chromium: `Counter --web --inspect`.

Usage: python3 Web/EndToEnd/inspector-browser.py PATH/TO/Counter
(a Counter built with the Web trait: swift build --package-path Examples --traits Web)

Starts `Counter --web 127.0.0.1:PORT --inspect 127.0.0.1:PORT2`, reads the inspector's URL (with
its token) from standard error, and checks: the inspector refuses a request without the token;
clicks in the counter's tab appear as steps in the inspector page as they happen; a selected
step shows its action and the state diff; "Jump to this state" shows that step's count in the
counter's tab, and "Resume" the live count; the exported recording and test are what the session
was; the token is in no URL of the page once it loaded. Every wait is bounded.
"""
import importlib.util
import json
import os
import re
import subprocess
import sys
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("web_browser", os.path.join(HERE, "web-browser.py"))
web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(web)

COUNT = "//div[contains(@class,'vstack')]/span[2]"


def button(driver, title):
    return driver.find_element(By.XPATH, f"//button[normalize-space()='{title}']")


def wait_count(driver, expected):
    web.wait(driver, lambda d: d.find_elements(By.XPATH, COUNT)
             and d.find_element(By.XPATH, COUNT).text == expected,
             f"the count to read {expected}")


def rows(driver):
    return [row.text for row in driver.find_elements(By.CSS_SELECTOR, ".inspector-row")]


def main():
    counter = sys.argv[1]
    port, inspector_port = web.free_port(), web.free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [counter, "--web", f"127.0.0.1:{port}", "--inspect", f"127.0.0.1:{inspector_port}"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    checks = 0
    driver = None
    try:
        line = server.stdout.readline()
        while line and "Counter: serving" not in line:
            line = server.stdout.readline()
        assert line, "Counter --web did not start"

        # The first tab's store is the inspected one: its inspector starts with it.
        driver = web.browser()
        driver.get(base + "/")
        web.wait_connected(driver)
        app = driver.current_window_handle
        line = server.stderr.readline()
        while line and "Inspector: " not in line:
            line = server.stderr.readline()
        assert line, "Counter --inspect printed no inspector URL"
        inspector = line.split("Inspector: ", 1)[1].strip()
        assert re.fullmatch(rf"http://127\.0\.0\.1:{inspector_port}/\?t=[0-9a-f]{{32}}",
                            inspector), inspector
        token = inspector.split("?t=", 1)[1]

        # 1. Without the token, nothing but 403.
        for path in ["/", "/recording.jsonl", "/?t=" + "0" * 32]:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{inspector_port}{path}", timeout=web.TIMEOUT)
                raise AssertionError(f"{path} answered without the token")
            except urllib.error.HTTPError as error:
                assert error.code == 403, (path, error.code)
        checks += 1

        driver.switch_to.new_window("tab")
        driver.get(inspector)
        page = driver.current_window_handle
        web.wait(driver, lambda d: "Live" in d.find_element(By.ID, "status").text,
                 "the inspector to connect")
        # The first load exchanged the token for a cookie: no URL of the page holds it.
        assert token not in driver.current_url, driver.current_url
        assert token not in driver.execute_script(
            "return document.documentElement.outerHTML"), "the page names the token"

        # 2. Steps arrive as the app's buttons are clicked.
        driver.switch_to.window(app)
        for _ in range(3):
            button(driver, "Increment").click()
        wait_count(driver, "3")
        driver.switch_to.window(page)
        web.wait(driver, lambda d: rows(d)[-3:] == [f"{n}incrementButtonTapped" for n in (1, 2, 3)]
                 or rows(d)[-3:] == [f"{n} incrementButtonTapped" for n in (1, 2, 3)],
                 "three steps in the list")
        checks += 1

        # 3. A step's action and diff.
        driver.find_element(By.CSS_SELECTOR, ".inspector-row[data-step='2']").click()
        web.wait(driver, lambda d: d.find_elements(By.ID, "diff"), "the step's detail")
        diff = driver.find_element(By.ID, "diff").text
        assert "count: 1" in diff and "count: 2" in diff, diff
        assert "incrementButtonTapped" in driver.find_element(By.ID, "action").text
        assert driver.find_element(By.ID, "tree").text.strip(), "no state tree"
        checks += 1

        # 4. Jump: the app shows step 1's count; resume: the live count.
        driver.find_element(By.CSS_SELECTOR, ".inspector-row[data-step='1']").click()
        # (Headings are drawn in capitals: read the text, not the rendering.)
        web.wait(driver, lambda d: "Step 1" in d.execute_script(
            "return document.getElementById('detail').textContent"), "step 1")
        driver.find_element(By.ID, "jump").click()
        web.wait(driver, lambda d: d.find_element(By.ID, "status").text == "Showing step 1",
                 "the inspector to show step 1")
        driver.switch_to.window(app)
        wait_count(driver, "1")
        driver.switch_to.window(page)
        driver.find_element(By.ID, "resume").click()
        web.wait(driver, lambda d: d.find_element(By.ID, "status").text == "Live", "resume")
        driver.switch_to.window(app)
        wait_count(driver, "3")
        # The app's and the inspector's pages ran within their Content-Security-Policy.
        web.assert_no_policy_violation(driver)
        checks += 1

        # 5. The exports: the recording's steps, and the test tca-recording writes for them.
        recording = urllib.request.urlopen(
            f"http://127.0.0.1:{inspector_port}/recording.jsonl?t={token}", timeout=web.TIMEOUT
        ).read().decode()
        lines = [json.loads(line) for line in recording.splitlines()]
        assert lines[0]["feature"] == "CounterFeature", lines[0]
        assert [line["state"]["count"] for line in lines[1:]] == [1, 2, 3], recording
        test = urllib.request.urlopen(
            f"http://127.0.0.1:{inspector_port}/RecordedSessionTests.swift?t={token}",
            timeout=web.TIMEOUT).read().decode()
        assert "@testable import CounterKit" in test, test
        # Named after the file it downloads as, so `swift test --filter RecordedSessionTests` runs it.
        assert "struct RecordedSessionTests {" in test, test
        assert test.count("await store.send(.incrementButtonTapped)") == 3, test
        # The inspector's page says what the exports hold.
        driver.switch_to.window(page)
        scope = driver.find_element(By.ID, "export-scope").text
        assert scope == "Exports the 3 steps listed", scope
        checks += 1
    finally:
        if driver:
            driver.quit()
        if server.poll() is None:
            server.terminate()
        try:
            server.wait(timeout=web.TIMEOUT)
        except subprocess.TimeoutExpired:
            server.kill()
    print(f"Inspector end-to-end: {checks} checks passed")


if __name__ == "__main__":
    main()
