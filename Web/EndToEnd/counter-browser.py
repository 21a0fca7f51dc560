#!/usr/bin/env python3
"""End-to-end test of `Counter --web` in headless Chromium: the tour's counter, its views written
for the terminal, rendered by the web host.

Usage: python3 Web/EndToEnd/counter-browser.py PATH/TO/Counter
(a Counter built with the Web trait: swift build --package-path Examples --traits Web
--product Counter; without it, `--web` is refused)

Starts `Counter --web 127.0.0.1:PORT` and checks: the first paint without a script, clicks on
the view's buttons, the timer's effect ticking into the page, "Get fact" ending in a fact or the
error alert (a modal <dialog> whose OK dismisses it; there may be no network here), no
terminal-only content (key hints, Quit), a reload that keeps the tab's count (the tab rejoins its
session), a second tab with its own count, and that SIGTERM with tabs connected ends the server
at once with status 0. Every wait is bounded.
"""
import importlib.util
import os
import re
import signal
import subprocess
import sys
import urllib.request

from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("web_browser", os.path.join(HERE, "web-browser.py"))
web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(web)

# How long the server may take to exit after SIGTERM with tabs connected.
SHUTDOWN_TIMEOUT = 5
# The fact client gives up after 10 s without a network.
FACT_TIMEOUT = 25
COUNT = "//div[contains(@class,'vstack')]/span[2]"


def button(driver, title):
    return driver.find_element(By.XPATH, f"//button[normalize-space()='{title}']")


def count(driver):
    return driver.find_element(By.XPATH, COUNT).text


def wait_count(driver, expected):
    web.wait(driver, lambda d: d.find_elements(By.XPATH, COUNT) and count(d) == expected,
             f"the count to read {expected}")


def main():
    counter = sys.argv[1]
    port = web.free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([counter, "--web", f"127.0.0.1:{port}"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    checks = 0
    try:
        line = server.stdout.readline()
        while line and "Counter: serving" not in line:
            line = server.stdout.readline()
        assert line, "Counter --web did not start: " + server.stderr.read()

        # 1. The first paint is the view, as HTML, before any script runs.
        html = urllib.request.urlopen(base + "/", timeout=web.TIMEOUT).read().decode()
        assert "<title>Counter</title>" in html, html
        assert '>Increment</button>' in html and '>Get fact</button>' in html, html
        assert '<span style="font-weight:bold;color:var(--tca-cyan)">0</span>' in html, html
        # What only a terminal needs is not in the browser's page.
        assert "Quit" not in html and "Tab/arrows" not in html, html
        checks += 1

        driver = web.browser()
        try:
            driver.get(base + "/")
            web.wait_connected(driver)

            # 2. The view's buttons send their actions to this tab's store.
            for _ in range(3):
                button(driver, "Increment").click()
            wait_count(driver, "3")
            button(driver, "Decrement").click()
            wait_count(driver, "2")
            checks += 1

            # 3. The timer's effect ticks the count up in the page, and stops.
            button(driver, "Start timer").click()
            web.wait(driver, lambda d: int(count(d)) >= 3, "the timer to tick")
            button(driver, "Stop timer").click()
            web.wait(driver, lambda d: d.find_elements(
                By.XPATH, "//button[normalize-space()='Start timer']"), "the timer to stop")
            checks += 1

            # 4. "Get fact" ends in a fact or in the error alert, a modal <dialog>.
            button(driver, "Get fact").click()
            try:
                web.WebDriverWait(driver, FACT_TIMEOUT, ignored_exceptions=[
                    web.StaleElementReferenceException]).until(lambda d: d.find_elements(
                    By.CSS_SELECTOR, "dialog") or re.search(
                        r"^-?[0-9]+ is ", d.find_element(By.TAG_NAME, "section").text, re.M))
            except Exception:
                raise AssertionError("Get fact ended in neither a fact nor an alert\n"
                                     + driver.page_source[:3000])
            if driver.find_elements(By.CSS_SELECTOR, "dialog"):
                web.wait(driver, lambda d: d.execute_script(
                    "var d=document.querySelector('dialog');return d.open&&d.matches(':modal')"),
                    "the alert to be modal")
                assert "Could not get a fact" in driver.find_element(By.CSS_SELECTOR, "dialog").text
                button(driver, "OK").click()
                web.wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"),
                         "the alert dismissed")
                print("Get fact: the error alert (no network)")
            else:
                print("Get fact: a fact")
            checks += 1

            # 5. A reload keeps the tab's state: the page rejoins the tab's session.
            before = count(driver)
            session = driver.execute_script("return sessionStorage.getItem('tca-session')")
            assert session, "the tab's session id is not in sessionStorage"
            driver.refresh()
            web.wait_connected(driver)
            wait_count(driver, before)
            assert driver.execute_script(
                "return sessionStorage.getItem('tca-session')") == session
            button(driver, "Increment").click()
            after = str(int(before) + 1)
            wait_count(driver, after)
            checks += 1

            # 6. A second tab has its own count (a new tab has no session to rejoin).
            first = driver.current_window_handle
            driver.switch_to.new_window("tab")
            driver.get(base + "/")
            web.wait_connected(driver)
            wait_count(driver, "0")
            for _ in range(4):
                button(driver, "Increment").click()
            wait_count(driver, "4")
            driver.switch_to.window(first)
            wait_count(driver, after)
            web.assert_no_page_error(driver)
            checks += 1

            # 7. SIGTERM with tabs connected ends the server at once, with status 0, and the
            # tabs see their sockets closed.
            web.assert_exits_on(server, signal.SIGTERM, SHUTDOWN_TIMEOUT, "Counter --web")
            web.wait(driver, lambda d: d.execute_script(
                "return !document.getElementById('tca-root').hasAttribute('data-connected')"),
                "the tab to see its socket closed")
            checks += 1
        finally:
            driver.quit()
    finally:
        if server.poll() is None:
            server.kill()
        server.wait(timeout=web.TIMEOUT)
    print(f"Counter --web end-to-end: {checks} checks passed")


if __name__ == "__main__":
    main()
