"""English asks said as a counted list ("Two things: …") and things people browse, filter and sort (fast): the count
heads the list, the ways a list is looked through are its details, and such a list is kept in a sheet or database.
Word stems meet their tags in the plural ("tables" and "table reservations").

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.own_asks import asks
from graph.brains.purpose import purpose_tags
from graph.plan_steps import stem


def test_a_count_said_on_its_own_heads_the_list_of_asks():
    # "Two things: …" with no "I need" before it had given no asks at all, and a community template was the plan
    found = asks(
        "Two things: let members sign up for bouldering clinics online, and a route list climbers can check on "
        "their phones.",
        "en",
    )
    assert found == [
        "Let members sign up for bouldering clinics online",
        "Set up a route list climbers can check on their phones",
    ]


def test_the_ways_a_list_is_looked_through_are_its_details_not_asks():
    # "…, filtering by two or three attributes" had become asks of their own
    found = asks("I want a seed library members can browse on a tablet, filtering by season, sun and difficulty.", "en")
    assert len(found) == 1 and "filtering by season, sun and difficulty" in found[0]
    assert len(asks("We need a parts list staff can search, sorted by brand, size and price.", "en")) == 1


def test_a_list_people_filter_or_a_database_is_kept_in_a_sheet():
    assert kind_of("Set up a seed library members can browse on a tablet, filtering by season") == "spreadsheet"
    assert kind_of("a searchable database of our vinyl records") == "spreadsheet"


def test_a_plural_meets_its_singular_tag():
    # "tables" had stemmed to "tabl" and missed the tag "table reservations"
    assert stem("tables") == stem("table") and stem("notes") == stem("note")
    assert stem("classes") == "class" and stem("watches") == "watch"
    assert purpose_tags("opentable", "Let diners reserve tables on the website")


def test_numbered_asks_are_each_an_ask_and_the_list_is_counted():
    # "need (1) … and (2) …" had given no asks: the numbers stood where a lead's article was looked for
    found = asks(
        "We print a new zine every season and need (1) cover art for every issue and (2) a mailing that tells "
        "subscribers about it",
        "en",
    )
    assert found == ["Make cover art for every issue", "Set up a mailing that tells subscribers about it"]
    from graph.brains.en_lists import counted_list

    assert counted_list("need (1) a poster and (2) a sign-up sheet")
    assert counted_list("Two things: a poster and a sign-up sheet")
    assert counted_list("필요한 건 두 가지예요: 포스터랑 신청서")
    assert not counted_list("I have two kids and need a chore chart")
