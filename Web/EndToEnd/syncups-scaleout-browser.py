#!/usr/bin/env python3
"""End-to-end test of the scale-out in README: two `SyncUps --web` processes on one PostgreSQL
database behind nginx (Examples/ScaleOut/nginx.conf), driven in headless Chromium.

Usage: Scripts/with-postgres python3 Web/EndToEnd/syncups-scaleout-browser.py PATH/TO/SyncUps
(a SyncUps built with the Web and Postgres traits: swift build --package-path Examples
--traits Web,Postgres --product SyncUps; nginx from Debian's package)

Starts both processes on a database of their own, nginx in front of them with the committed
config (free ports in place of its 8080–8082), and two browsers whose route cookies nginx sends
to different processes. Checks: each tab is served by its own process (through nginx, WebSocket
included); a sync-up added in the tab served by the first process appears in the tab served by
the second without a reload, and the other way round; two users at once (issue 43): each tab
renames a different sync-up, and then each adds one, the two clicks a few milliseconds apart
(threads released together), for SYNCUPS_SCALEOUT_ROUNDS rounds (10): after each round
PostgreSQL (read with psql) holds both changes and both tabs show both; both tabs rename the same
sync-up at once: one rename wins in the database, both tabs show the database's title, the loser's
says "Not saved: …", and its "Apply mine again" makes its title the database's and both tabs';
an edit in the tab on the first process
made while its database connection is down is shown only once PostgreSQL committed it, and
`kill -9` of that process as soon as the page shows it loses nothing: its tab
reconnects through nginx to the second process on the screen it was on (the sync-up's detail,
whose id its URL names) with every sync-up it had shown, the edit included, and a sync-up added
there reaches the other tab.
"""
import os
import re
import runpy
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import types
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
# Rounds of simultaneous renames and adds of different sync-ups.
ROUNDS = int(os.environ.get("SYNCUPS_SCALEOUT_ROUNDS", "10"))
ROOT = os.path.dirname(os.path.dirname(HERE))


# The helpers of the other browser scripts (their file names are not module names).
web = types.SimpleNamespace(**runpy.run_path(os.path.join(HERE, "web-browser.py")))
syncups = types.SimpleNamespace(**runpy.run_path(os.path.join(HERE, "syncups-browser.py")))


def start_syncups(binary, data, database):
    """A `SyncUps --web` on a free port; returns the process and its port."""
    server = subprocess.Popen(
        [binary, "--web", "127.0.0.1:0", "--data", data, "--database", database],
        stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    while line and "SyncUps: serving" not in line:
        line = server.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line or "")
    assert match, "SyncUps --web did not start"
    return server, int(match.group(1))


def start_nginx(folder, port, first, second):
    """nginx with the committed config, its ports replaced; returns the process."""
    with open(os.path.join(ROOT, "Examples", "ScaleOut", "nginx.conf")) as file:
        config = file.read()
    for old, new in [("127.0.0.1:8080", port), ("127.0.0.1:8081", first), ("127.0.0.1:8082", second)]:
        assert old in config, f"{old} is not in nginx.conf"
        config = config.replace(old, f"127.0.0.1:{new}")
    os.makedirs(os.path.join(folder, "temp"))
    # Its workers run as an unprivileged user when started as root.
    os.chmod(folder, 0o777)
    os.chmod(os.path.join(folder, "temp"), 0o777)
    path = os.path.join(folder, "nginx.conf")
    with open(path, "w") as file:
        file.write(config)
    nginx = subprocess.Popen(["nginx", "-p", folder, "-e", "stderr", "-c", path, "-g", "daemon off;"])
    deadline = time.monotonic() + web.TIMEOUT
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return nginx
        assert nginx.poll() is None, "nginx exited"
        time.sleep(0.05)
    raise AssertionError("nginx did not start listening")


def upstream_port(base, route):
    """The port of the process nginx sends a browser with this route cookie to."""
    request = urllib.request.Request(base + "/", headers={"Cookie": f"syncups_route={route}"})
    with urllib.request.urlopen(request, timeout=web.TIMEOUT) as response:
        return int(response.headers["X-SyncUps-Upstream"].rsplit(":", 1)[1])


def tab(base, route):
    """A browser whose every request carries `route`, showing the list."""
    driver = web.browser()
    # A cookie needs a page of its site first; this first visit gets a random route of its own.
    driver.get(base + "/")
    driver.delete_all_cookies()
    driver.add_cookie({"name": "syncups_route", "value": route, "path": "/"})
    driver.get(base + "/")
    web.wait_connected(driver)
    return driver


def add_sync_up(driver, title):
    syncups.click(driver, "New sync-up")
    syncups.wait_dialog(driver, "the sheet")
    syncups.type_into(driver, "dialog input[aria-label='Title']", title)
    syncups.click(driver, "Add")
    syncups.wait_no_dialog(driver, "the sheet gone")


def wait_shown(driver, condition, what):
    """`web.wait`, saying on a timeout what the page shows (its text, not its source)."""
    try:
        return web.wait(driver, condition, what)
    except AssertionError:
        raise AssertionError(f"timed out waiting for: {what}\n--- shown: {syncups.page_text(driver)}") from None


def wait_row(driver, title, what):
    wait_shown(driver, lambda d: syncups.has_button(d, f"{title} · ", exact=False), what)


def cut_off(url, database, application_name):
    """Refuses new connections to `database` and ends those of the process that names itself
    `application_name`: its queries fail and are retried (with backoff, about 1.5 s in all) until
    `let_in` lets them through again."""
    subprocess.run(["psql", "-q", "-X", url,
                    "-c", f"ALTER DATABASE {database} WITH ALLOW_CONNECTIONS false",
                    "-c", "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                          f"WHERE application_name = '{application_name}'"],
                   check=True, stdout=subprocess.DEVNULL)


def let_in(url, database):
    subprocess.run(["psql", "-q", "-X", url, "-c", f"ALTER DATABASE {database} WITH ALLOW_CONNECTIONS true"],
                   check=True, stdout=subprocess.DEVNULL)


def edit_title(driver, old, new):
    """Opens the sync-up, renames it in the edit sheet and taps Done (not waiting for the page)."""
    open_edit_sheet(driver, old, new)
    syncups.click(driver, "Done")


def stored_titles(database):
    """The sync-ups PostgreSQL holds: their titles by id (lowercase)."""
    output = subprocess.run(
        ["psql", "-q", "-X", "-A", "-t", "-F", "\t", database, "-c",
         # A sync-up's own fields are the record `sync-up:ID` (SyncUpRecord, RELIABILITY.md).
         "SELECT substr(id, 9), value::jsonb->'syncUp'->'_0'->>'title' FROM shared_rows"
         " WHERE collection = 'sync_up_records' AND id LIKE 'sync-up:%'"],
        check=True, stdout=subprocess.PIPE, text=True).stdout
    return dict((line.split("\t", 1)[0].lower(), line.split("\t", 1)[1])
                for line in output.splitlines() if line)


def wait_stored(database, condition, what, tabs=()):
    """Waits (bounded) until the database's titles meet `condition`; returns them. On a timeout
    the error shows what `tabs` show."""
    deadline = time.monotonic() + web.TIMEOUT
    while True:
        titles = stored_titles(database)
        if condition(titles):
            return titles
        if time.monotonic() > deadline:
            shown = "\n".join(f"--- tab {n}: {syncups.page_text(d)}" for n, d in enumerate(tabs))
            raise AssertionError(f"timed out waiting for the database to hold {what}: {titles}\n{shown}")
        time.sleep(0.05)


def at_once(*actions):
    """Runs the actions in threads released together, so that their clicks land a few
    milliseconds apart; re-raises the first failure."""
    barrier = threading.Barrier(len(actions))
    failures = []

    def run(action):
        try:
            barrier.wait()
            action()
        except BaseException as failure:  # noqa: BLE001 (reported below)
            failures.append(failure)

    threads = [threading.Thread(target=run, args=(action,)) for action in actions]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]


def open_edit_sheet(driver, title, new):
    """Opens the sync-up titled `title` from the list, and types `new` in its edit sheet (not
    tapping Done)."""
    syncups.click(driver, f"{title} · ", exact=False)
    syncups.wait_for_text(driver, "Start meeting", "the detail")
    syncups.click(driver, "Edit")
    syncups.wait_dialog(driver, "the edit sheet")
    web.wait(driver, lambda d: d.find_element(
        "css selector", "dialog input[aria-label='Title']").get_attribute("value") == title,
        "the sheet's title field")
    syncups.type_into(driver, "dialog input[aria-label='Title']", new, replace=True)
    web.wait(driver, lambda d: d.find_element(
        "css selector", "dialog input[aria-label='Title']").get_attribute("value") == new,
        "the typed title")


def back_to_list(driver):
    web.wait(driver, lambda d: d.find_element("css selector", "a.back").click() or True, "Back")
    web.wait(driver, lambda d: syncups.has_button(d, "New sync-up"), "the list")


def both_show(drivers, titles, what):
    for number, driver in enumerate(drivers):
        for title in titles:
            wait_row(driver, title, f"{title!r} in tab {number} ({what})")


def different_sync_ups_at_once(tabs, database, rounds):
    """Item 1: each tab renames a different sync-up, the two Done clicks at once; then each adds
    one, the two Add clicks at once. Every round, the database holds both changes and both tabs
    show both."""
    tab_a, tab_b = tabs
    names = ["Left", "Right"]
    for round in range(rounds):
        new = [f"Left {round}", f"Right {round}"]
        at_once(lambda: open_edit_sheet(tab_a, names[0], new[0]),
                lambda: open_edit_sheet(tab_b, names[1], new[1]))
        at_once(lambda: syncups.click(tab_a, "Done"), lambda: syncups.click(tab_b, "Done"))
        wait_stored(database, lambda t: set(new) <= set(t.values()), f"both renames of round {round}",
                    tabs)
        for driver in tabs:
            syncups.wait_no_dialog(driver, "the edit sheet gone")
            back_to_list(driver)
        both_show(tabs, new, f"renames, round {round}")
        names = new
    before = len(stored_titles(database))
    for round in range(rounds):
        new = [f"Added by A {round}", f"Added by B {round}"]
        for driver, title in zip(tabs, new):
            syncups.click(driver, "New sync-up")
            syncups.wait_dialog(driver, "the sheet")
            syncups.type_into(driver, "dialog input[aria-label='Title']", title)
        at_once(lambda: syncups.click(tab_a, "Add"), lambda: syncups.click(tab_b, "Add"))
        wait_stored(database, lambda t: set(new) <= set(t.values()), f"both adds of round {round}", tabs)
        for driver in tabs:
            syncups.wait_no_dialog(driver, "the sheet gone")
        both_show(tabs, new, f"adds, round {round}")
    titles = stored_titles(database)
    assert len(titles) == before + 2 * rounds, f"the database holds {len(titles)} sync-ups: {titles}"


NOT_SAVED = "Not saved: someone else changed the sync-ups at the same moment."


def same_field_at_once(tabs, database, attempts):
    """Item 2: both tabs rename one sync-up, the two Done clicks at once. One rename wins; the
    other tab says so, shows the winner's title, and "Apply mine again" makes the loser's title
    the database's and both tabs'. Returns the final title. (A pair of clicks that the two
    processes happen to save one after the other is no conflict: both saved, the later one
    holds; it is tried again, up to `attempts` times.)"""
    title = "Shared"
    for attempt in range(attempts):
        mine = {tabs[0]: f"Shared by A {attempt}", tabs[1]: f"Shared by B {attempt}"}
        at_once(*[lambda d=d: open_edit_sheet(d, title, mine[d]) for d in tabs])
        at_once(*[lambda d=d: syncups.click(d, "Done") for d in tabs])
        # A tab's sheet goes once its save is done (saved or refused): then both are.
        for driver in tabs:
            syncups.wait_no_dialog(driver, "the edit sheet gone")
        stored = wait_stored(database, lambda t: any(v in mine.values() for v in t.values()),
                             "one of the two renames", tabs)
        winner = next(v for v in stored.values() if v in mine.values())
        for driver in tabs:
            # Once quiescent, no tab shows a title the database does not hold.
            wait_shown(driver, lambda d: syncups.title(d) == winner, f"the winner's title {winner!r}")
        losers = [d for d in tabs if NOT_SAVED in syncups.page_text(d)]
        assert len(losers) <= 1, "both tabs say their rename was not saved"
        if not losers:
            for driver in tabs:
                back_to_list(driver)
            title = winner
            continue
        loser = losers[0]
        assert mine[loser] != winner, "the winner's tab says its rename was not saved"
        back_to_list(loser)
        syncups.wait_for_text(loser, NOT_SAVED, "the refusal on the loser's list")
        syncups.click(loser, "Apply mine again")
        wait_stored(database, lambda t: mine[loser] in t.values() and winner not in t.values(),
                    "the loser's title, applied again")
        web.wait(loser, lambda d: NOT_SAVED not in syncups.page_text(d), "the refusal gone")
        wait_row(loser, mine[loser], "the loser's title in its list")
        winner_tab = next(d for d in tabs if d is not loser)
        web.wait(winner_tab, lambda d: syncups.title(d) == mine[loser], "the loser's title in the other tab")
        back_to_list(winner_tab)
        return attempt + 1
    raise AssertionError(f"no conflict in {attempts} simultaneous renames")


def main():
    binary = sys.argv[1]
    url = os.environ.get("POSTGRES_URL")
    assert url, "POSTGRES_URL is not set: run this through Scripts/with-postgres"
    assert shutil.which("nginx"), "nginx is not installed (apt-get install nginx)"
    # A database of its own, so that other tests' rows are not in the way.
    subprocess.run(["psql", "-q", url, "-c", "DROP DATABASE IF EXISTS syncups_scaleout",
                    "-c", "CREATE DATABASE syncups_scaleout"], check=True)
    database = url.rsplit("/", 1)[0] + "/syncups_scaleout"
    folder = tempfile.mkdtemp()
    data = os.path.join(folder, "no-sync-ups.json")
    processes, drivers = [], []
    checks = 0
    try:
        # The first process names its connections, so that the check below can end them.
        first, first_port = start_syncups(binary, data, database + "?application_name=syncups-first")
        second, second_port = start_syncups(binary, data, database)
        processes += [first, second]
        port = web.free_port()
        processes.append(start_nginx(os.path.join(folder, "nginx"), port, first_port, second_port))
        base = f"http://127.0.0.1:{port}"

        # Routes that nginx's hash sends to each process.
        routes = {}
        for number in range(200):
            routes.setdefault(upstream_port(base, f"tab-{number}"), f"tab-{number}")
            if len(routes) == 2:
                break
        assert set(routes) == {first_port, second_port}, f"nginx sent every route to {set(routes)}"
        checks += 1

        tab_a = tab(base, routes[first_port])
        tab_b = tab(base, routes[second_port])
        drivers += [tab_a, tab_b]
        for driver in drivers:
            syncups.wait_for_text(driver, "No sync-ups yet", "the empty list")
        checks += 1

        # The tab on the first process adds; the tab on the second shows it, without a reload.
        add_sync_up(tab_a, "Through A")
        wait_row(tab_a, "Through A", "the new row in the tab on the first process")
        wait_row(tab_b, "Through A", "the row in the tab on the second process, without a reload")
        checks += 1

        add_sync_up(tab_b, "Through B")
        wait_row(tab_b, "Through B", "the new row in the tab on the second process")
        wait_row(tab_a, "Through B", "the row in the tab on the first process, without a reload")
        checks += 1

        for driver in drivers:
            web.assert_no_page_error(driver)
        # Still the same processes: nothing was reloaded or reconnected elsewhere.
        assert upstream_port(base, routes[first_port]) == first_port
        assert upstream_port(base, routes[second_port]) == second_port
        checks += 1

        # Two users at once, each tab on its own process (issue 43): different sync-ups, then the
        # same field.
        for title in ["Left", "Right", "Shared"]:
            add_sync_up(tab_a, title)
            wait_row(tab_b, title, "a sync-up to edit at once, in the other tab")
        started = time.monotonic()
        different_sync_ups_at_once(drivers, database, ROUNDS)
        print(f"different sync-ups at once: {ROUNDS} rounds of renames and adds, both kept, "
              f"{time.monotonic() - started:.1f} s")
        checks += 1
        started = time.monotonic()
        tries = same_field_at_once(drivers, database, attempts=10)
        print(f"the same field at once: a conflict in {tries} tries, the loser told and its "
              f"title applied again, {time.monotonic() - started:.1f} s")
        checks += 1

        # An edit in the tab on the first process while its database connection is down (ended by
        # the server, which refuses new ones for 0.6 s), and `kill -9` of that process the moment
        # the page shows the edit. The write is retried until the database lets it in, and the
        # patch that shows the edit waits for it, so the page shows the edit only once the write
        # committed. A server that sent the patch at once would show the edit while the write is
        # still in the process, be killed then, and lose it: the check after the failover would
        # miss it.
        cut_off(url, "syncups_scaleout", "syncups-first")
        refused = True
        try:
            edit_title(tab_a, "Through A", "Renamed in A")
            deadline = time.monotonic() + 0.6
            while time.monotonic() < deadline and syncups.title(tab_a) != "Renamed in A":
                time.sleep(0.02)
            if syncups.title(tab_a) != "Renamed in A":
                let_in(url, "syncups_scaleout")
                refused = False
                web.wait(tab_a, lambda d: syncups.title(d) == "Renamed in A", "the edit on the page")
            # The URL names the detail by the sync-up's id, which the other process knows too.
            renamed = next(i for i, t in stored_titles(database).items() if t == "Renamed in A")
            web.wait(tab_a, lambda d: web.path(d).lower() == "/" + renamed, "the detail's URL, by id")
            tab_a.execute_script("window.servedBeforeTheKill = true")
            first.kill()
            first.wait(timeout=web.TIMEOUT)
        finally:
            if refused:
                let_in(url, "syncups_scaleout")
        checks += 1

        # kill -9 of the first process: its tab reconnects through nginx, which sends it to the
        # second; that process has no session of that id, so the tab reloads there, and every
        # sync-up the other tab already showed (written to the database) is in it, the edit too.
        # (A mark on the page tells the reloaded page from the one the killed process served.)
        web.wait(tab_a, lambda d: d.execute_script("return window.servedBeforeTheKill === undefined"),
                 "the tab of the killed process to reload")
        web.wait_connected(tab_a)
        # Back on the screen it was on (its URL named it), with the edit.
        web.wait(tab_a, lambda d: syncups.title(d) == "Renamed in A",
                 "the detail shown just before the kill, after the failover")
        assert web.path(tab_a).lower() == "/" + renamed, web.path(tab_a)
        back_to_list(tab_a)
        wait_row(tab_a, "Renamed in A", "the edit shown just before the kill, after the failover")
        wait_row(tab_a, "Through B", "the second sync-up after the failover")
        assert upstream_port(base, routes[first_port]) == second_port, "nginx still routes to the dead process"
        checks += 1

        # Both tabs are now on the second process, and still share the sync-ups.
        add_sync_up(tab_a, "After failover")
        wait_row(tab_b, "After failover", "the row added after the failover, in the other tab")
        checks += 1
    finally:
        for driver in drivers:
            driver.quit()
        for process in reversed(processes):
            process.terminate()
            process.wait(timeout=web.TIMEOUT)
        shutil.rmtree(folder, ignore_errors=True)
    print(f"SyncUps scale-out end-to-end: {checks} checks passed")


if __name__ == "__main__":
    main()
