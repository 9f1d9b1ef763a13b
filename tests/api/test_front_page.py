"""What a newcomer's browser meets first: the service's root leads to the web client, and the
pages ask for an icon that is there (a missing one is a 404 in the browser's console)."""

import re

import pytest


def test_root_leads_to_the_web_client(client):
    response = client.get("/")
    assert response.status_code == 302
    assert response.headers["Location"] == "/play/"
    assert client.get(response.headers["Location"]).status_code == 200


def icon_asked_for(page_path: str, html: str) -> str:
    """The icon a browser fetches for the page: its `<link rel="icon">`, else /favicon.ico."""
    link = re.search(r'<link rel="icon"[^>]*href="([^"]*)"', html)
    if link is None:
        return "/favicon.ico"
    href = link.group(1)
    return href if href.startswith(("/", "data:")) else page_path.rsplit("/", 1)[0] + "/" + href


@pytest.mark.parametrize("page_path", ["/docs", "/play/"])
def test_the_icon_a_page_asks_for_is_served(client, page_path):
    icon = icon_asked_for(page_path, client.get(page_path).get_data(as_text=True))
    assert not icon.startswith("data:"), "an inline empty icon: the page shows none"
    response = client.get(icon)
    assert response.status_code == 200, icon
    assert response.mimetype == "image/svg+xml"
    assert b"<svg" in response.data
