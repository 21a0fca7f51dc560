#!/usr/bin/env python3
"""End-to-end test of the web host in headless Chromium (Selenium + chromium-driver).

Usage: python3 Web/EndToEnd/web-browser.py PATH/TO/WebCounterDemo

Starts the demo on a free loopback port and checks: the first paint without JavaScript, clicks,
typing that is not clobbered, the alert dialog, a keyed list, navigation with the back button
and a reload of a deep URL that keeps the tab's state, two tabs with independent state, a
reconnect after the socket drops, and that SIGINT with a tab connected ends the server at once
with status 0; and that the page's Content-Security-Policy refuses none of its own script, style
or socket. The demo runs with TCA_WEB_TEST_HOOKS=1, which puts the hooks the script drives
(`window.tcaWeb`) in its pages. Every wait is bounded, so a regression fails instead of hanging.
"""
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.support.ui import WebDriverWait

TIMEOUT = 10


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def browser(javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"]:
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    # The console, to see that the page's Content-Security-Policy refused nothing of its own.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def assert_no_policy_violation(driver):
    """The console reports nothing the page's Content-Security-Policy refused."""
    refused = [entry["message"] for entry in driver.get_log("browser")
               if "Content Security Policy" in entry["message"]]
    assert not refused, refused


def wait(driver, condition, what):
    try:
        # A patch may replace an element between finding it and reading it: look again.
        return WebDriverWait(
            driver, TIMEOUT, ignored_exceptions=[StaleElementReferenceException]
        ).until(lambda d: condition(d))
    except Exception:
        raise AssertionError(f"timed out waiting for: {what}\n--- page:\n{driver.page_source[:3000]}")


def text(driver, css):
    return driver.find_element(By.CSS_SELECTOR, css).text


def wait_text(driver, css, expected):
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, css) and text(d, css) == expected,
         f"{css} to read {expected!r}")


def wait_connected(driver):
    wait(driver, lambda d: d.execute_script(
        "return document.getElementById('tca-root').hasAttribute('data-connected')"),
        "the WebSocket to connect")


def assert_no_page_error(driver):
    """The client script reported no error frame from the server."""
    errors = driver.execute_script(
        "return document.getElementById('tca-root').getAttribute('data-error')")
    assert errors is None, errors


def assert_exits_on(server, sig, timeout, name):
    """Sends `sig` to the server and requires it to exit within `timeout` s with status 0 (and,
    when its standard error is captured, without logging an error)."""
    server.send_signal(sig)
    try:
        status = server.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"{name} did not exit within {timeout} s of {sig.name}")
    assert status == 0, f"{name} exited with {status} after {sig.name}"
    # Started with its standard error captured: a clean stop logs no error.
    if server.stderr is not None:
        logged = server.stderr.read()
        assert "error" not in logged, f"{name} logged errors while stopping:\n{logged}"


def path(driver):
    return driver.execute_script("return location.pathname")


def main():
    demo = sys.argv[1]
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    # The end-to-end hooks (`window.tcaWeb`) are only in pages of a server told to add them.
    server = subprocess.Popen([demo, "--port", str(port)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True,
                              env=dict(os.environ, TCA_WEB_TEST_HOOKS="1"))
    checks = 0
    try:
        line = server.stdout.readline()
        while line and "WebCounterDemo listening" not in line:
            line = server.stdout.readline()
        assert line, "the demo did not start"

        # 1. The first paint is the whole page, without any script.
        response = urllib.request.urlopen(base + "/", timeout=TIMEOUT)
        html = response.read().decode()
        assert '<p id="count">Count: 0</p>' in html, html
        policy = response.headers["Content-Security-Policy"]
        assert policy and "script-src 'nonce-" in policy, policy
        assert response.headers["Referrer-Policy"] == "same-origin"
        # The link names the tab's session, for a tab without a script.
        assert 'href="/detail?tca=' in html
        checks += 1
        plain = browser(javascript=False)
        try:
            plain.get(base + "/")
            assert text(plain, "#count") == "Count: 0"
            assert text(plain, "h1") == "Counter"
            # Without JavaScript a link is a real link: the server renders the deep URL.
            plain.find_element(By.ID, "detail-link").click()
            wait_text(plain, "h1", "Detail")
            assert path(plain) == "/detail"
            # Without JavaScript a button is a form post: the server applies the click and
            # redirects to the page, which shows the same session.
            plain.get(base + "/")
            plain.find_element(By.ID, "increment").click()
            wait_text(plain, "#count", "Count: 1")
            plain.find_element(By.ID, "increment").click()
            wait_text(plain, "#count", "Count: 2")
            assert path(plain) == "/"
            # Its links keep the session too: the detail shows this tab's count, and the back
            # link returns to it, at clean URLs.
            plain.find_element(By.ID, "detail-link").click()
            wait_text(plain, "#detail-count", "The count is 2.")
            assert path(plain) == "/detail"
            assert plain.execute_script("return location.search") == ""
            plain.find_element(By.ID, "back-link").click()
            wait_text(plain, "#count", "Count: 2")
            assert path(plain) == "/"
            assert plain.execute_script("return location.search") == ""
        finally:
            plain.quit()
        checks += 1

        driver = browser()
        try:
            driver.get(base + "/")
            wait_connected(driver)

            # 2. Clicks update the page.
            for _ in range(3):
                driver.find_element(By.ID, "increment").click()
            wait_text(driver, "#count", "Count: 3")
            driver.find_element(By.ID, "decrement").click()
            wait_text(driver, "#count", "Count: 2")
            # The page's own script, stylesheet and socket are within its policy.
            assert_no_policy_violation(driver)
            checks += 1

            # 3. Typing is not clobbered by the server's echo of the field: with the echoes held
            # back, the first one ("a") arrives after more was typed and must not replace it.
            field = driver.find_element(By.ID, "name")
            driver.execute_script("window.tcaWeb.hold()")
            field.send_keys("abc")
            wait(driver, lambda d: d.execute_script("return window.tcaWeb.held()") >= 3,
                 "three echoes of the field")
            driver.execute_script("window.tcaWeb.release(1)")
            assert field.get_attribute("value") == "abc", field.get_attribute("value")
            driver.execute_script("window.tcaWeb.release(99)")
            wait_text(driver, "#greeting", "Hello, abc!")
            field.send_keys(Keys.BACKSPACE * 3)
            wait_text(driver, "#greeting", "Hello!")
            typed = "Blobby McBlob the Third"
            for chunk in [typed[i:i + 3] for i in range(0, len(typed), 3)]:
                field.send_keys(chunk)
            wait_text(driver, "#greeting", f"Hello, {typed}!")
            assert field.get_attribute("value") == typed, field.get_attribute("value")
            checks += 1

            # 4. A keyed list: add, move, remove.
            for _ in range(3):
                driver.find_element(By.ID, "add").click()
            wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#items li")) == 3,
                 "three items")
            driver.find_element(By.ID, "move").click()
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#items li")[0].text
                 .startswith("Item 3"), "item 3 on top")
            driver.find_elements(By.CSS_SELECTOR, "#items li button")[1].click()
            wait(driver, lambda d: [li.text.split(" Remove")[0] for li in
                                    d.find_elements(By.CSS_SELECTOR, "#items li")]
                 == ["Item 3", "Item 2"], "item 1 removed")
            checks += 1

            # 5. The alert is a modal <dialog>; confirming resets, Escape dismisses.
            driver.find_element(By.ID, "reset").click()
            wait(driver, lambda d: d.execute_script(
                "var d=document.querySelector('dialog');return d!==null&&d.open&&d.matches(':modal')"),
                "a modal dialog")
            assert text(driver, "dialog h2") == "Reset the count?"
            driver.find_element(By.ID, "confirm").click()
            wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"), "dialog gone")
            wait_text(driver, "#count", "Count: 0")
            driver.find_element(By.ID, "reset").click()
            wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "dialog"), "the dialog again")
            driver.find_element(By.ID, "confirm").send_keys(Keys.ESCAPE)
            wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"),
                 "dialog dismissed with Escape")
            checks += 1

            # 6. Navigation: a link pushes a URL, the back button pops, a deep URL reloads.
            driver.find_element(By.ID, "increment").click()
            wait_text(driver, "#count", "Count: 1")
            driver.find_element(By.ID, "detail-link").click()
            wait_text(driver, "h1", "Detail")
            wait(driver, lambda d: path(d) == "/detail", "the URL /detail")
            assert text(driver, "#detail-count") == "The count is 1."
            driver.back()
            wait_text(driver, "h1", "Counter")
            assert path(driver) == "/"
            wait_text(driver, "#count", "Count: 1")
            driver.forward()
            wait_text(driver, "h1", "Detail")
            # A reload rejoins the tab's session: the same screen, and the same count.
            driver.refresh()
            wait_connected(driver)
            wait_text(driver, "h1", "Detail")
            assert path(driver) == "/detail"
            wait_text(driver, "#detail-count", "The count is 1.")
            driver.find_element(By.ID, "back-link").click()
            wait_text(driver, "h1", "Counter")
            wait(driver, lambda d: path(d) == "/", "the URL /")
            checks += 1

            # 7. Two tabs, two sessions, independent state.
            first = driver.current_window_handle
            driver.find_element(By.ID, "increment").click()
            wait_text(driver, "#count", "Count: 2")
            driver.switch_to.new_window("tab")
            driver.get(base + "/")
            wait_connected(driver)
            for _ in range(5):
                driver.find_element(By.ID, "increment").click()
            wait_text(driver, "#count", "Count: 5")
            second_session = driver.execute_script(
                "return document.getElementById('tca-root').dataset.session")
            driver.switch_to.window(first)
            wait_text(driver, "#count", "Count: 2")
            assert second_session != driver.execute_script(
                "return document.getElementById('tca-root').dataset.session")
            checks += 1

            # 8. A dropped socket reconnects to the same session. (The page reconnects 100 ms after
            # the drop, which a poll can miss: an observer notes that it was disconnected.)
            driver.execute_script(
                "var root = document.getElementById('tca-root'); window.sawDrop = false;"
                "new MutationObserver(function() {"
                "  if (!root.hasAttribute('data-connected')) window.sawDrop = true;"
                "}).observe(root, {attributes: true});"
                "window.tcaWeb.drop();")
            wait(driver, lambda d: d.execute_script("return window.sawDrop"), "the socket to drop")
            wait_connected(driver)
            driver.find_element(By.ID, "increment").click()
            wait_text(driver, "#count", "Count: 3")
            assert_no_page_error(driver)
            checks += 1

            # 8b. Clicks made while the socket is reconnecting wait for it, and each is applied
            # once, in order.
            driver.execute_script(
                "window.tcaWeb.drop();"
                "document.getElementById('increment').click();"
                "document.getElementById('increment').click();")
            wait_connected(driver)
            wait_text(driver, "#count", "Count: 5")
            time.sleep(0.5)
            assert text(driver, "#count") == "Count: 5", "a queued click was applied twice"
            assert_no_page_error(driver)
            assert_no_policy_violation(driver)
            checks += 1

            # 9. SIGINT (Ctrl-C) with a tab connected ends the server at once, with status 0.
            assert_exits_on(server, signal.SIGINT, 5, "the demo")
            checks += 1
        finally:
            driver.quit()
    finally:
        if server.poll() is None:
            server.kill()
        server.wait(timeout=TIMEOUT)
    print(f"web end-to-end: {checks} checks passed")


if __name__ == "__main__":
    main()
