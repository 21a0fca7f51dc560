#!/usr/bin/env python3
"""Appearance test of `SyncUps --web` in headless Chromium: the page looks like an iOS app.

Usage: python3 Web/EndToEnd/appearance-browser.py PATH/TO/SyncUps [--screenshots DIR]

Walks SyncUps' five screens (the list, a sync-up's detail, its edit sheet, a meeting being
recorded, a past meeting) and checks the computed styles that make it look like SwiftUI rather
than unstyled HTML: the page's icon is served (no 404); list rows are grouped rows, not the
browser's grey buttons; a destructive button is red and a `.borderedProminent` one is filled with
its `.tint`; a sheet's Cancel, title and Done share the bar above its form, the title
centred between them; an alert is a card in the middle of the
window, its three buttons stacked; the progress bar spans its screen; dark mode (prefers-color-scheme) changes the page;
and at phone width (375 px) nothing is wider than the window. With --screenshots, it saves each
screen in light and dark, at desktop (1200 px) and phone (375 px) width, as
DIR/syncups-SCREEN-SCHEME-WIDTH.png (the screenshots of WebHostAppearance.md).
"""
import importlib.util
import os
import re
import sys
import tempfile
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


web = load("web_browser", "web-browser.py")
syncups = load("syncups_browser", "syncups-browser.py")

DESKTOP = (1200, 800)
PHONE = (375, 740)


def rgb(css):
    """The red, green and blue of a computed colour such as `rgb(255, 59, 48)`."""
    return tuple(int(float(v)) for v in re.findall(r"[\d.]+", css)[:3])


def style(driver, xpath, prop):
    return web.wait(driver, lambda d: d.execute_script(
        """var e=document.evaluate(arguments[0],document,null,9,null).singleNodeValue;
        return e?getComputedStyle(e).getPropertyValue(arguments[1]):null""", xpath, prop),
        f"the {prop} of {xpath}")


def box(driver, xpath):
    """The bounding box of the first element at `xpath`: left, top, right, bottom."""
    rect = web.wait(driver, lambda d: d.execute_script(
        """var e=document.evaluate(arguments[0],document,null,9,null).singleNodeValue;
        if(!e)return null;var r=e.getBoundingClientRect();return [r.left,r.top,r.right,r.bottom]""",
        xpath), f"the box of {xpath}")
    return rect


def scheme(driver, name):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "", "features": [{"name": "prefers-color-scheme", "value": name}]})


def resize(driver, size):
    driver.set_window_size(*size)
    web.wait(driver, lambda d: d.execute_script("return window.innerWidth") == size[0],
             f"the window {size[0]} px wide")


def shoot(driver, screen, folder):
    """Checks the screen at phone width and, with `folder`, saves it in every variant."""
    for width_name, size in [("desktop", DESKTOP), ("phone", PHONE)]:
        resize(driver, size)
        overflow = driver.execute_script(
            "return document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the {screen} screen is {overflow} px wider than {size[0]} px"
        for scheme_name in ["light", "dark"]:
            scheme(driver, scheme_name)
            if folder:
                driver.execute_script("document.activeElement&&document.activeElement.blur()")
                path = os.path.join(folder, f"syncups-{screen}-{scheme_name}-{width_name}.png")
                driver.save_screenshot(path)
    scheme(driver, "light")
    resize(driver, DESKTOP)


def main():
    binary = sys.argv[1]
    folder = None
    if "--screenshots" in sys.argv:
        folder = os.path.abspath(sys.argv[sys.argv.index("--screenshots") + 1])
        os.makedirs(folder, exist_ok=True)
    data = os.path.join(tempfile.mkdtemp(), "sync-ups.json")
    port = web.free_port()
    base = f"http://127.0.0.1:{port}"
    server = syncups.start(binary, port, data)
    checks = 0
    driver = web.browser()
    try:
        resize(driver, DESKTOP)
        driver.get(base + "/")
        web.wait_connected(driver)
        syncups.wait_for_text(driver, "No sync-ups yet", "the empty list")

        # 1. The icon the page names, and the one browsers ask for by themselves, are served.
        for path in ["/favicon.ico", driver.execute_script(
                "return document.querySelector('link[rel=icon]').getAttribute('href')")]:
            with urllib.request.urlopen(base + path, timeout=web.TIMEOUT) as response:
                assert response.status == 200, (path, response.status)
                assert response.headers["Content-Type"] == "image/svg+xml", response.headers
        missing = [entry["message"] for entry in driver.get_log("browser") if "404" in entry["message"]]
        assert not missing, missing
        checks += 1

        # 2. Dark mode changes the page's background and text.
        light = style(driver, "//body", "background-color")
        scheme(driver, "dark")
        dark = style(driver, "//body", "background-color")
        dark_text = style(driver, "//body", "color")
        scheme(driver, "light")
        assert sum(rgb(light)) > 600 and sum(rgb(dark)) < 100, (light, dark)
        assert sum(rgb(dark_text)) > 600, dark_text
        checks += 1

        # Three sync-ups, the first with three attendees.
        for title, theme, names in [("Design", None, ["Blob", "Blob Jr", "Blob Sr"]),
                                    ("Engineering", "Seafoam", ["Blob"]),
                                    ("Product", "Sky", ["Blob Esq"])]:
            syncups.click(driver, "New sync-up")
            syncups.wait_dialog(driver, "the sheet")
            syncups.type_into(driver, "dialog input[aria-label='Title']", title)
            for index, name in enumerate(names):
                if index > 0:
                    syncups.click(driver, "New attendee")
                    web.wait(driver, lambda d: len(d.find_elements(
                        By.CSS_SELECTOR, "dialog input[aria-label='Name']")) == index + 1, "a new attendee")
                syncups.type_into(driver, "dialog input[aria-label='Name']", name, index=index)
            if theme:
                select = driver.find_element(By.CSS_SELECTOR, "dialog select")
                option = select.find_element(By.XPATH, f".//option[normalize-space()='{theme}']")
                option.click()
                web.wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "dialog select")
                         .get_attribute("value") == option.get_attribute("value"), "the theme chosen")
            syncups.click(driver, "Add")
            syncups.wait_no_dialog(driver, "the sheet gone")
            web.wait(driver, lambda d: syncups.has_button(d, title + " · ", exact=False), f"{title}'s row")

        # 3. The rows are grouped rows: no grey browser button, no border, on a rounded card.
        row = syncups.button_xpath("Design · ", exact=False)
        assert style(driver, row, "background-color") in ("rgba(0, 0, 0, 0)", "transparent")
        assert style(driver, row, "border-top-style") == "none"
        card = "(" + row + "/ancestor::div[contains(@class,'rows')])[1]"
        assert float(style(driver, card, "border-top-left-radius").rstrip("px")) >= 8
        left, _, right, _ = box(driver, row)
        assert right - left > 500, f"the row is {right - left} px wide"
        checks += 1
        shoot(driver, "list", folder)

        # 4. The detail: a destructive button is red.
        syncups.click(driver, "Design · ", exact=False)
        syncups.wait_for_text(driver, "Start meeting", "the detail")
        red, green, blue = rgb(style(driver, syncups.button_xpath("Delete"), "color"))
        assert red > 200 and green < 100 and blue < 100, (red, green, blue)
        # Start meeting is `.buttonStyle(.borderedProminent)` and `.tint(theme.mainColor)`:
        # filled with the theme's colour, its title in black, which reads on bubblegum.
        start = syncups.button_xpath("Start meeting")
        fill = style(driver, start, "background-color")
        assert fill == syncups.BUBBLEGUM, fill
        assert style(driver, start, "color") == "rgb(0, 0, 0)", style(driver, start, "color")
        checks += 1

        # 5. A meeting: the progress bar spans the screen; ending asks in a centred card.
        syncups.click(driver, "Start meeting")
        syncups.wait_for_text(driver, "End meeting", "the meeting")
        web.wait(driver, lambda d: (syncups.seconds_elapsed(d) or 0) >= 1, "the timer ticking")
        bar = box(driver, "//progress")
        screen = box(driver, "//div[contains(@class,'screen')]")
        assert bar[2] - bar[0] >= 0.9 * (screen[2] - screen[0]), (bar, screen)
        checks += 1
        shoot(driver, "record", folder)
        syncups.click(driver, "End meeting")
        syncups.wait_dialog(driver, "the end-meeting alert")
        alert = box(driver, "//dialog")
        width, height = driver.execute_script("return [window.innerWidth, window.innerHeight]")
        assert alert[2] - alert[0] <= 320, alert
        assert abs((alert[0] + alert[2]) / 2 - width / 2) < 2, (alert, width)
        assert abs((alert[1] + alert[3]) / 2 - height / 2) < 2, (alert, height)
        # Its three buttons are stacked, one per line and as wide as the card, as SwiftUI's are.
        buttons = [box(driver, f"//dialog//button[normalize-space()='{title}']")
                   for title in ("Save and end", "Discard", "Resume")]
        for upper, lower in zip(buttons, buttons[1:]):
            assert upper[3] <= lower[1] + 1, ("not stacked", upper, lower)
        assert all(b[2] - b[0] >= alert[2] - alert[0] - 2 for b in buttons), (buttons, alert)
        checks += 1
        shoot(driver, "end-meeting", folder)
        syncups.click(driver, "Save and end", within="//dialog")
        syncups.wait_no_dialog(driver, "the alert gone")
        web.wait(driver, lambda d: "Start meeting" in syncups.page_text(d)
                 and "None yet" not in syncups.page_text(d), "the past meeting listed")
        shoot(driver, "detail", folder)

        # 6. The edit sheet: Cancel, the title and Done in one bar above the form, the title
        # centred between them.
        syncups.click(driver, "Edit")
        syncups.wait_dialog(driver, "the edit sheet")
        cancel = box(driver, "//dialog//button[normalize-space()='Cancel']")
        done = box(driver, "//dialog//button[normalize-space()='Done']")
        title = box(driver, "//dialog//h1")
        field = box(driver, "//dialog//input")
        for button in (cancel, done):
            assert title[1] <= button[3] and button[1] <= title[3], ("not in one bar", title, button)
            assert button[3] <= field[1], ("the bar is not above the form", button, field)
        assert cancel[2] <= title[0] and title[2] <= done[0], (cancel, title, done)
        sheet = box(driver, "//dialog")
        assert abs((title[0] + title[2]) / 2 - (sheet[0] + sheet[2]) / 2) < 2, (title, sheet)
        checks += 1
        shoot(driver, "edit", folder)
        syncups.click(driver, "Cancel", within="//dialog")
        syncups.wait_no_dialog(driver, "the edit sheet gone")

        # 7. The past meeting.
        meeting = "//section[h3[normalize-space()='Past meetings']]//button"
        web.wait(driver, lambda d: d.find_element(By.XPATH, meeting).click() or True, "opening the meeting")
        syncups.wait_for_text(driver, "No transcript", "the past meeting")
        shoot(driver, "meeting", folder)
        web.assert_no_page_error(driver)
        checks += 1
    finally:
        driver.quit()
        syncups.stop(server)
    print(f"SyncUps --web appearance: {checks} checks passed"
          + (f", screenshots in {folder}" if folder else ""))


if __name__ == "__main__":
    main()
