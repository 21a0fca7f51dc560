#!/usr/bin/env python3
"""End-to-end test of `SyncUps --web` in headless Chromium: the tour's SyncUps, its terminal
views rendered by the web host.

Usage: python3 Web/EndToEnd/syncups-browser.py PATH/TO/SyncUps
(a SyncUps built with the Web trait: swift build --package-path Examples --traits Web
--product SyncUps; without it, `--web` is refused)

Starts `SyncUps --web 127.0.0.1:PORT --data TMP/sync-ups.json` and checks the flows the tmux
script checks: add a sync-up in the sheet (typing, a stepper, attendees), its row in the theme's
colour, open it (the URL follows the stack), edit it in the sheet (title and an attendee; the
detail and the list show the change), record a meeting (the timer ticks into the page, the
speaker list advances with Next, ending it asks in a modal <dialog>), open the past meeting, the
back button, two tabs on one server (each its own store and navigation; the sync-ups are one
`@Shared` file, so a sync-up added in one tab shows in the other at once), a new tab opened on the
edit sheet's URL whose back button goes to the detail, then the list, then leaves, a restart of the
server that finds the sync-ups and the meeting in the file, and deleting through the alert.
Every wait is bounded, and every look at the page is retried when a patch replaces an element.
"""
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("web_browser", os.path.join(HERE, "web-browser.py"))
web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(web)

# Bubblegum, the theme of a new sync-up, as the browser computes it.
BUBBLEGUM = "rgb(238, 129, 195)"


def button_xpath(title, exact=True):
    test = f"normalize-space()='{title}'" if exact else f"starts-with(normalize-space(),'{title}')"
    return f"//button[{test}]"


def has_button(driver, title, exact=True):
    return bool(driver.find_elements(By.XPATH, button_xpath(title, exact)))


def click(driver, title, exact=True, within=""):
    """Clicks the button titled `title` once it is there (looking again if a patch replaced it)."""
    def attempt(d):
        found = d.find_elements(By.XPATH, within + button_xpath(title, exact))
        if not found:
            return False
        found[0].click()
        return True
    web.wait(driver, attempt, f"the button {title!r} to click")


def type_into(driver, css, text, index=-1, replace=False):
    """Types into the `index`th field matching `css`, replacing its text if asked."""
    def attempt(d):
        fields = d.find_elements(By.CSS_SELECTOR, css)
        if not fields:
            return False
        field = fields[index]
        if replace:
            field.send_keys(Keys.CONTROL, "a")
        field.send_keys(text)
        return True
    web.wait(driver, attempt, f"the field {css} to type {text!r}")


def page_text(driver):
    return driver.find_element(By.ID, "tca-root").text


def wait_for_text(driver, text, what):
    web.wait(driver, lambda d: text in page_text(d), what)


def wait_dialog(driver, what):
    web.wait(driver, lambda d: d.execute_script(
        "var d=document.querySelector('dialog');return d!==null&&d.open&&d.matches(':modal')"), what)


def wait_no_dialog(driver, what):
    web.wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog"), what)


def dialog_text(driver):
    return web.wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "dialog").text, "the dialog's text")


def title(driver):
    return web.wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "h1.navigation-title").text,
                    "the navigation title")


def background_of(driver, xpath):
    """The computed background colour of the nearest element around `xpath` that has one."""
    return web.wait(driver, lambda d: d.execute_script(
        """var e=document.evaluate(arguments[0],document,null,9,null).singleNodeValue;
        while(e){var c=getComputedStyle(e).backgroundColor;
          if(c&&c!=='rgba(0, 0, 0, 0)'&&c!=='transparent'&&e.tagName!=='BUTTON')return c;e=e.parentElement}
        return null""", xpath), f"a background around {xpath}")


def seconds_elapsed(driver):
    match = re.search(r"(\d+)s elapsed", page_text(driver))
    return int(match.group(1)) if match else None


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
        wait_for_text(driver, "No sync-ups yet", "the empty list")

        # 1. Add a sync-up in the sheet: type a title, lengthen it, add two attendees.
        click(driver, "New sync-up")
        wait_dialog(driver, "the sheet")
        type_into(driver, "dialog input[aria-label='Title']", "Design")
        click(driver, "+")
        wait_for_text(driver, "Length: 6 min", "the stepper")
        # The form starts with one empty attendee; "New attendee" adds another.
        type_into(driver, "dialog input[aria-label='Name']", "Blob", index=0)
        click(driver, "New attendee")
        web.wait(driver, lambda d: len(d.find_elements(
            By.CSS_SELECTOR, "dialog input[aria-label='Name']")) == 2, "a second attendee's field")
        type_into(driver, "dialog input[aria-label='Name']", "Blob Jr", index=1)
        web.wait(driver, lambda d: [f.get_attribute("value") for f in d.find_elements(
            By.CSS_SELECTOR, "dialog input[aria-label='Name']")] == ["Blob", "Blob Jr"], "both attendees typed")
        web.wait(driver, lambda d: d.find_element(
            By.CSS_SELECTOR, "dialog input[aria-label='Title']").get_attribute("value") == "Design",
            "the title kept while typing elsewhere")
        click(driver, "Add")
        wait_no_dialog(driver, "the sheet gone")
        row = "Design · 2 attendees · 6 min · Bubblegum"
        web.wait(driver, lambda d: has_button(d, row), "the new row")
        checks += 1

        # 2. The row is drawn in its theme's colour.
        colour = background_of(driver, button_xpath(row))
        assert colour == BUBBLEGUM, f"the row's background is {colour}, not {BUBBLEGUM}"
        checks += 1

        # 3. Open it: the URL follows the stack; the detail shows the attendees and the theme.
        click(driver, row)
        wait_for_text(driver, "Start meeting", "the detail")
        web.wait(driver, lambda d: web.path(d) != "/", "a deeper URL")
        detail_path = web.path(driver)
        wait_for_text(driver, "• Blob Jr", "the attendees in the detail")
        colour = background_of(driver, "//span[starts-with(normalize-space(),'Theme: Bubblegum')]")
        assert colour == BUBBLEGUM, f"the detail's theme is {colour}, not {BUBBLEGUM}"
        checks += 1

        # 4. Edit it in the sheet: a new title and a renamed attendee; Done shows them.
        click(driver, "Edit")
        wait_dialog(driver, "the edit sheet")
        web.wait(driver, lambda d: d.find_element(
            By.CSS_SELECTOR, "dialog input[aria-label='Title']").get_attribute("value") == "Design",
            "the sheet's title field")
        type_into(driver, "dialog input[aria-label='Title']", "Design Review", replace=True)
        type_into(driver, "dialog input[aria-label='Name']", "Blob Sr", replace=True)
        web.wait(driver, lambda d: [f.get_attribute("value") for f in d.find_elements(
            By.CSS_SELECTOR, "dialog input[aria-label='Name']")] == ["Blob", "Blob Sr"], "the renamed attendee")
        click(driver, "Done")
        wait_no_dialog(driver, "the edit sheet gone")
        web.wait(driver, lambda d: title(d) == "Design Review", "the detail's new title")
        wait_for_text(driver, "• Blob Sr", "the renamed attendee in the detail")
        assert "• Blob Jr" not in page_text(driver), page_text(driver)
        web.wait(driver, lambda d: web.path(d) == detail_path, "still the detail's URL")
        checks += 1

        # 5. Record a meeting: the timer ticks, Next advances the speaker list, ending asks.
        click(driver, "Start meeting")
        wait_for_text(driver, "End meeting", "the meeting")
        wait_for_text(driver, "Speaker 1 of 2: Blob —", "the first speaker")
        wait_for_text(driver, "▶ Blob (speaking)", "the first speaker marked in the list")
        web.wait(driver, lambda d: (seconds_elapsed(d) or 0) >= 2, "the timer ticking")
        web.wait(driver, lambda d: float(d.find_element(By.TAG_NAME, "progress").get_attribute("value") or 0) > 0,
                 "the progress moving")
        colour = background_of(driver, "//span[starts-with(normalize-space(),'Speaker 1 of 2')]")
        assert colour == BUBBLEGUM, f"the meeting's theme is {colour}, not {BUBBLEGUM}"
        click(driver, "Next speaker")
        wait_for_text(driver, "Speaker 2 of 2: Blob Sr —", "the next speaker")
        wait_for_text(driver, "✓ Blob", "the first speaker marked as done")
        wait_for_text(driver, "▶ Blob Sr (speaking)", "the second speaker marked")
        web.wait(driver, lambda d: (seconds_elapsed(d) or 0) >= 180, "the clock at the second speaker's turn")
        click(driver, "End meeting")
        wait_dialog(driver, "the end-meeting dialog")
        assert "End meeting?" in dialog_text(driver), dialog_text(driver)
        click(driver, "Save and end", within="//dialog")
        wait_no_dialog(driver, "the dialog gone")
        web.wait(driver, lambda d: "Start meeting" in page_text(d) and "None yet" not in page_text(d),
                 "the meeting listed in the detail")
        web.wait(driver, lambda d: web.path(d) == detail_path, "the detail's URL")
        checks += 1

        # 6. The past meeting opens; the back button goes back to the detail, then the list.
        meeting = "//section[h3[normalize-space()='Past meetings']]//button"
        web.wait(driver, lambda d: d.find_elements(By.XPATH, meeting), "the past meeting's button")
        web.wait(driver, lambda d: d.find_element(By.XPATH, meeting).click() or True, "opening the meeting")
        wait_for_text(driver, "No transcript", "the past meeting")
        web.wait(driver, lambda d: web.path(d).startswith(detail_path + "/"), "the meeting's URL")
        assert "• Blob Sr" in page_text(driver), page_text(driver)
        driver.back()
        web.wait(driver, lambda d: "Start meeting" in page_text(d), "the detail again")
        web.wait(driver, lambda d: web.path(d) == detail_path, "the detail's URL again")
        driver.back()
        web.wait(driver, lambda d: has_button(d, "Design Review · 2 attendees · 6 min · Bubblegum"),
                 "the list again, with the new title")
        web.wait(driver, lambda d: web.path(d) == "/", "the URL /")
        checks += 1

        # 7. Two tabs on one server: each its own store (navigation), one shared file of sync-ups.
        first = driver.current_window_handle
        click(driver, "Design Review", exact=False)
        wait_for_text(driver, "Start meeting", "the detail in the first tab")
        web.wait(driver, lambda d: web.path(d) != "/", "the detail's URL in the first tab")
        first_path = web.path(driver)
        driver.switch_to.new_window("tab")
        driver.get(base + "/")
        web.wait_connected(driver)
        web.wait(driver, lambda d: has_button(d, "Design Review · 2 attendees", exact=False),
                 "the second tab's list (its own navigation, the same sync-ups)")
        assert web.path(driver) == "/", web.path(driver)
        click(driver, "New sync-up")
        wait_dialog(driver, "the sheet in the second tab")
        type_into(driver, "dialog input[aria-label='Title']", "Retro")
        click(driver, "Add")
        wait_no_dialog(driver, "the second tab's sheet gone")
        web.wait(driver, lambda d: has_button(d, "Retro · ", exact=False), "Retro in the second tab")
        second = driver.current_window_handle
        driver.switch_to.window(first)
        # The first tab still shows its detail (its own store)…
        web.wait(driver, lambda d: "Start meeting" in page_text(d) and web.path(d) == first_path,
                 "the first tab still on its detail")
        driver.back()
        # …and its list shows the sync-up the other tab added: both hold the same @Shared file.
        web.wait(driver, lambda d: has_button(d, "Retro · ", exact=False),
                 "Retro in the first tab, added by the second")
        driver.switch_to.window(second)
        driver.close()
        driver.switch_to.window(first)
        checks += 1

        # 8. A new tab opened on a deep link, the edit sheet's URL: the browser's Back goes to the
        # parent screen, as a native app's navigation stack does under a screen a link opened,
        # then to the list, and only then leaves the app (to the tab's blank page).
        driver.switch_to.new_window("tab")
        driver.get(base + detail_path + "/edit")
        web.wait_connected(driver)
        wait_dialog(driver, "the edit sheet, opened from its URL")
        assert web.path(driver) == detail_path + "/edit", web.path(driver)
        driver.back()
        wait_no_dialog(driver, "the edit sheet gone after Back")
        web.wait(driver, lambda d: "Start meeting" in page_text(d) and web.path(d) == detail_path,
                 "the detail, the edit sheet's parent, after Back")
        driver.back()
        web.wait(driver, lambda d: web.path(d) == "/" and has_button(d, "Retro · ", exact=False),
                 "the list after Back again")
        driver.back()
        web.wait(driver, lambda d: not d.current_url.startswith(base), "Back from the list leaving")
        driver.close()
        driver.switch_to.window(first)
        checks += 1

        # 9. A restart finds the sync-ups and the meeting in the file.
        stop(server)
        server = start(binary, port, data)
        driver.get(base + "/")
        web.wait_connected(driver)
        web.wait(driver, lambda d: has_button(d, "Design Review · 2 attendees · 6 min", exact=False)
                 and has_button(d, "Retro · ", exact=False), "the sync-ups after a restart")
        click(driver, "Design Review", exact=False)
        web.wait(driver, lambda d: "Start meeting" in page_text(d) and "None yet" not in page_text(d),
                 "its meeting after a restart")
        checks += 1

        # 10. Delete it through the alert; the other sync-up stays.
        click(driver, "Delete")
        wait_dialog(driver, "the delete alert")
        assert "Delete?" in dialog_text(driver), dialog_text(driver)
        click(driver, "Yes", within="//dialog")
        web.wait(driver, lambda d: web.path(d) == "/", "the URL / after deleting")
        web.wait(driver, lambda d: has_button(d, "Retro · ", exact=False)
                 and not has_button(d, "Design Review", exact=False), "the list without it")
        web.assert_no_page_error(driver)
        checks += 1
    finally:
        driver.quit()
        stop(server)
    print(f"SyncUps --web end-to-end: {checks} checks passed")


if __name__ == "__main__":
    main()
