"""A long match's page in a real Chromium: a finished all-AI Poney Mon Amour match of default
options (thousands of events) opens with the work of a short one. The page reads the match's
whole history on opening; it words and draws only the log lines it keeps, and writes "Just
now" once a frame of events, not once an event (the work that kept the board from showing for
most of a minute). What it shows is the whole match's: the banner, every round's points, the
log's newest lines and the latest one."""

import requests

from support.browser import STATUS, server_events

GAME = "poney-mon-amour"
AI = {"type": "ai", "ai": {"level": "random", "think_ms": 10}}
SEED = 4  # the match's dice and AIs follow it: 3,209 events, as long as the longest seen
WAIT_S = 25  # the longest long-poll of GET /v1/matches/{id}
MAX_POLLS = 24  # a 2-seat all-AI match of default options takes well under this many

# Counts, from the page's first script on, the lines added to the event log and the writes of
# the "Just now" line (a MutationObserver sees every DOM change the page makes).
COUNT_WORK = """
window.pageWork = { logLines: 0, latestWrites: 0 };
new MutationObserver((records) => {
  for (const record of records) {
    const target = record.target instanceof Element ? record.target
      : record.target.parentElement;
    if (target?.matches('[data-testid=log]')) {
      window.pageWork.logLines += [...record.addedNodes]
        .filter((node) => node.nodeName === 'LI').length;
    }
    if (target?.closest('[data-testid=latest-text]')) window.pageWork.latestWrites += 1;
  }
}).observe(document, { childList: true, subtree: true, characterData: true });
"""


def finished_long_match(base: str) -> dict:
    """A 2-seat all-AI match of default options, played to its end; its public view."""
    created = requests.post(f"{base}/v1/matches", timeout=10,
                            json={"game": GAME, "seats": [AI, AI], "seed": SEED})
    assert created.status_code == 201, created.text
    view = created.json()["match"]
    for _ in range(MAX_POLLS):
        if view["status"] == "finished":
            return view
        answer = requests.get(f"{base}/v1/matches/{view['id']}", params={"wait": WAIT_S},
                              headers={"If-None-Match": f'"{view["version"]}"'},
                              timeout=WAIT_S + 10)
        if answer.status_code == 200:
            view = answer.json()
        else:
            assert answer.status_code == 304, answer.text
    raise AssertionError(f"the match is still {view['status']} at version {view['version']}")


def test_a_long_finished_match_opens_with_the_work_of_a_short_one(web_service, open_page):
    final = finished_long_match(web_service)
    events = server_events(web_service, final["id"])
    told = [event for event in events if event["type"] != "move_played"]
    scorings = [event for event in events if event["type"] == "round_scored"]
    watched = open_page("long")
    page = watched.page
    page.add_init_script(COUNT_WORK)
    event_frames = []
    page.on("websocket", lambda socket: socket.on(
        "framereceived", lambda frame: event_frames.append(frame)
        if isinstance(frame, str) and frame.startswith('{"type":"events"') else None))
    page.goto(f"{web_service}/play/#/match/{final['id']}")
    page.wait_for_selector(f"{STATUS}[data-status=finished][data-version='{final['version']}']")
    page.wait_for_selector(f"[data-testid=transport][data-last-seq='{events[-1]['seq']}']")
    page.wait_for_selector("[data-testid=transport][data-transport=done]")

    # what the page shows: who won, every round, the log's newest lines, the latest one
    banner = page.locator("[data-testid=outcome]")
    assert banner.is_visible()
    for seat in final["result"]["winners"]:
        assert final["seats"][seat]["name"] in banner.inner_text()
    rounds = page.locator("[data-testid=rounds]")
    assert rounds.locator("thead th").all_inner_texts() == (
        ["Seats"] + [f"Round {event['round']}" for event in scorings] + ["Total"])
    assert rounds.locator("[data-testid=round-total]").all_inner_texts() == [
        str(total) for total in final["state"]["totals"]]
    seqs = page.eval_on_selector_all("[data-testid=log] li",
                                     "items => items.map(item => Number(item.dataset.seq))")
    assert len(told) > len(seqs), "the match is too short to say anything"
    assert seqs == [event["seq"] for event in told[-len(seqs):]]
    lines = page.locator("[data-testid=log] li").all_inner_texts()
    assert all(line != event["type"] for line, event in zip(lines, told[-len(seqs):], strict=True))
    assert page.inner_text("[data-testid=latest-text]") == lines[-1]

    # the work it took: no line drawn that the log does not keep, "Just now" not rewritten
    # for every event of the history
    work = page.evaluate("window.pageWork")
    assert work["logLines"] == len(seqs), (
        f"{work['logLines']} lines drawn for the {len(seqs)} the log keeps "
        f"({len(events)} events)")
    assert 0 < work["latestWrites"] <= len(event_frames), (
        f"'Just now' written {work['latestWrites']} times for {len(event_frames)} frames "
        f"of events")
