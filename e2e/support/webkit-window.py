#!/usr/bin/python3
"""A chrome-less WebKitGTK browser window for WebKitWebDriver (e2e/support/webkit.ts).

MiniBrowser's toolbar keeps its window at least 447 px wide; this window is
exactly the size asked for, so a 360 or 390 px phone width is possible.
WebKitWebDriver starts it (capabilities "webkitgtk:browserOptions") and drives
the WebView it gets from the automation session's create-web-view signal.

Everything a test needs to know that WebDriver cannot tell it goes to the log
file as JSON lines:
  {"event": "mailto", "uri": ...}    a navigation to mailto: (or tel:), which is
                                     ignored here as when a mail program takes over
  {"event": "resource", "uri", "status"} / {"event": "resource-failed", "uri", "error"}
  console messages: WebKit writes them ("CONSOLE ...") to this process's
                    standard output, which goes to the same file.

Arguments: --width=N --height=N --javascript=on|off --log=PATH
"""

import json
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402


def option(name, default):
    prefix = f"--{name}="
    for arg in sys.argv[1:]:
        if arg.startswith(prefix):
            return arg[len(prefix):]
    return default


WIDTH = int(option("width", "1280"))
HEIGHT = int(option("height", "800"))
JAVASCRIPT = option("javascript", "on") == "on"
LOG = option("log", "")

if LOG:
    # The web process inherits standard output: its console lines land here too.
    fd = os.open(LOG, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)


def log(event, **fields):
    sys.stdout.write(json.dumps({"event": event, **fields}) + "\n")
    sys.stdout.flush()


def on_decide_policy(view, decision, kind):
    if kind in (WebKit2.PolicyDecisionType.NAVIGATION_ACTION, WebKit2.PolicyDecisionType.NEW_WINDOW_ACTION):
        uri = decision.get_navigation_action().get_request().get_uri()
        if uri.startswith("mailto:") or uri.startswith("tel:"):
            log("mailto" if uri.startswith("mailto:") else "tel", uri=uri)
            decision.ignore()
            return True
    return False


def on_resource(view, resource, request):
    uri = request.get_uri()

    def finished(res):
        response = res.get_response()
        log("resource", uri=uri, status=response.get_status_code() if response else 0)

    def failed(res, error):
        log("resource-failed", uri=uri, error=error.message)

    resource.connect("finished", finished)
    resource.connect("failed", failed)


settings = WebKit2.Settings()
settings.set_enable_javascript(JAVASCRIPT)
settings.set_enable_write_console_messages_to_stdout(True)
settings.set_enable_developer_extras(False)

window = Gtk.Window()
window.set_decorated(False)
window.set_resizable(True)
window.set_default_size(WIDTH, HEIGHT)
window.set_size_request(WIDTH, HEIGHT)
window.move(0, 0)
window.connect("destroy", Gtk.main_quit)


def on_close(view):
    # A test's page closed while the next one's view is already in the window (a
    # WebDriver "new window" in the same session) closes only that view.
    if window.get_child() is view:
        window.destroy()
    else:
        view.destroy()


def create_web_view(session):
    # Ephemeral: no disk cache, cookies or storage carried from one test's page to
    # the next (a fresh visitor, like a new Chromium context). A test's page is the
    # first view of a new session, or a new view in the previous test's session
    # (WebDriver's "new window") when the options are the same: each view is ephemeral.
    view = WebKit2.WebView(is_controlled_by_automation=True, is_ephemeral=True, settings=settings)
    view.connect("decide-policy", on_decide_policy)
    view.connect("resource-load-started", on_resource)
    view.connect("close", on_close)
    child = window.get_child()
    if child is not None:
        window.remove(child)
    window.add(view)
    window.show_all()
    return view


def on_automation_started(context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("e2e-webkit-window")
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
context.connect("automation-started", on_automation_started)

window.show_all()
Gtk.main()
