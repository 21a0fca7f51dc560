#!/usr/bin/env python3
"""End-to-end test of `SyncUps --web` in headless Chromium: the tour's SyncUps, its terminal
views rendered by the web host.

Usage: python3 Web/EndToEnd/syncups-browser.py PATH/TO/SyncUps

Starts `SyncUps --web 127.0.0.1:PORT --data TMP/sync-ups.json` and checks the flows the tmux
script checks: add a sync-up in the sheet (typing, a stepper, a new attendee), open it (the URL
follows the stack), record a meeting (the timer ticks into the page; ending it early asks in a
modal <dialog>), the back button, a restart of the server that finds the sync-up and its
meeting in the file, and deleting it through the alert. Every wait is bounded.
"""
import importlib.util
import os
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("web_browser", os.path.join(HERE, "web-browser.py"))
web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(web)


def button(driver, title, exact=True):
    test = f"normalize-space()='{title}'" if exact else f"starts-with(normalize-space(),'{title}')"
    return driver.find_element(By.XPATH, f"//button[{test}]")


def has_button(driver, title, exact=True):
    test = f"normalize-space()='{title}'" if exact else f"starts-with(normalize-space(),'{title}')"
    return bool(driver.find_elements(By.XPATH, f"//button[{test}]"))


def page_text(driver):
    return driver.find_element(By.ID, "tca-root").text


def wait_dialog(driver, what):
    web.wait(driver, lambda d: d.execute_script(
        "var d=document.querySelector('dialog');return d!==null&&d.open&&d.matches(':modal')"), what)


def wait_no_dialog(driver, what):
    web.wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"), what)


def start(binary, port, data):
    server = subprocess.Popen([binary, "--web", f"127.0.0.1:{port}", "--data", data],
                              stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    while line and "SyncUps: serving" not in line:
        line = server.stdout.readline()
    assert line, "SyncUps --web did not start"
    return server


def stop(server):
    server.terminate()
    server.wait(timeout=web.TIMEOUT)


def main():
    binary = sys.argv[1]
    folder = tempfile.mkdtemp()
    data = os.path.join(folder, "sync-ups.json")
    port = web.free_port()
    base = f"http://127.0.0.1:{port}"
    server = start(binary, port, data)
    checks = 0
    driver = web.browser()
    try:
        driver.get(base + "/")
        web.wait_connected(driver)
        web.wait(driver, lambda d: "No sync-ups yet" in page_text(d), "the empty list")

        # 1. Add a sync-up in the sheet: type a title, lengthen it, add an attendee.
        button(driver, "New sync-up").click()
        wait_dialog(driver, "the sheet")
        title = driver.find_element(By.CSS_SELECTOR, "dialog input[aria-label='Title']")
        title.send_keys("Design")
        button(driver, "+").click()
        web.wait(driver, lambda d: "Length: 6 min" in page_text(d), "the stepper")
        button(driver, "New attendee").click()
        web.wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "dialog input[aria-label='Name']"),
                 "an attendee's field")
        driver.find_element(By.CSS_SELECTOR, "dialog input[aria-label='Name']").send_keys("Blob")
        web.wait(driver, lambda d: title.get_attribute("value") == "Design", "the title kept")
        button(driver, "Add").click()
        wait_no_dialog(driver, "the sheet gone")
        web.wait(driver, lambda d: has_button(d, "Design · 1 attendee · 6 min", exact=False),
                 "the new row")
        checks += 1

        # 2. Open it: the URL follows the stack.
        button(driver, "Design · 1 attendee", exact=False).click()
        web.wait(driver, lambda d: "Start meeting" in page_text(d), "the detail")
        web.wait(driver, lambda d: web.path(d) != "/", "a deeper URL")
        detail_path = web.path(driver)
        assert "• Blob" in page_text(driver), page_text(driver)
        checks += 1

        # 3. Record a meeting: the timer ticks into the page; ending early asks in a dialog.
        button(driver, "Start meeting").click()
        web.wait(driver, lambda d: "End meeting" in page_text(d), "the meeting")
        web.wait(driver, lambda d: "2s elapsed" in page_text(d), "the timer ticking")
        if driver.find_elements(By.CSS_SELECTOR, "dialog"):
            # No speech recognition here: the app may say so; go on without a transcript.
            dialog_buttons = driver.find_elements(By.CSS_SELECTOR, "dialog button")
            dialog_buttons[0].click()
            wait_no_dialog(driver, "the speech alert gone")
        button(driver, "End meeting").click()
        wait_dialog(driver, "the end-meeting dialog")
        assert "End meeting?" in driver.find_element(By.CSS_SELECTOR, "dialog").text
        button(driver, "Save and end").click()
        wait_no_dialog(driver, "the dialog gone")
        web.wait(driver, lambda d: "Start meeting" in page_text(d) and "None yet" not in page_text(d),
                 "the meeting listed in the detail")
        web.wait(driver, lambda d: web.path(d) == detail_path, "the detail's URL")
        checks += 1

        # 4. The back button pops to the list.
        driver.back()
        web.wait(driver, lambda d: has_button(d, "New sync-up"), "the list again")
        web.wait(driver, lambda d: web.path(d) == "/", "the URL /")
        checks += 1

        # 5. A restart finds the sync-up and its meeting in the file.
        stop(server)
        server = start(binary, port, data)
        driver.get(base + "/")
        web.wait_connected(driver)
        web.wait(driver, lambda d: has_button(d, "Design · 1 attendee · 6 min", exact=False),
                 "the sync-up after a restart")
        button(driver, "Design · 1 attendee", exact=False).click()
        web.wait(driver, lambda d: "Start meeting" in page_text(d) and "None yet" not in page_text(d),
                 "its meeting after a restart")
        checks += 1

        # 6. Delete it through the alert.
        button(driver, "Delete").click()
        wait_dialog(driver, "the delete alert")
        assert "Delete?" in driver.find_element(By.CSS_SELECTOR, "dialog").text
        button(driver, "Yes").click()
        web.wait(driver, lambda d: "No sync-ups yet" in page_text(d), "the list empty again")
        web.wait(driver, lambda d: web.path(d) == "/", "the URL / after deleting")
        errors = driver.execute_script(
            "return document.getElementById('tca-root').getAttribute('data-error')")
        assert errors is None, errors
        checks += 1
    finally:
        driver.quit()
        stop(server)
    print(f"SyncUps --web end-to-end: {checks} checks passed")


if __name__ == "__main__":
    main()
