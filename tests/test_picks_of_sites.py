"""A site made in a site builder gets its domain there too (slow: the real knowledge base, offline brain).

Requests here are written for these tests; each failed before its fix.
"""

from __future__ import annotations

from tests.helpers import picks_after_approval as _picks


def test_the_domain_of_a_portfolio_site_is_connected_in_its_builder_not_on_git_hosting(session, user):
    # a drone videographer's portfolio site had its domain step given to GitHub Pages, beside Squarespace
    plan = session.start("I'm a potter and would like a portfolio site on my own domain", user_id=user, language="en")
    picks = _picks(session, plan)
    domain = next(t for s, t in picks.items() if "domain" in s.lower())
    assert domain not in {"github-pages", "netlify", "vercel", "cloudflare-pages"}, picks
    assert domain in picks.values() and list(picks.values()).count(domain) >= 2, picks  # the builder of the site
