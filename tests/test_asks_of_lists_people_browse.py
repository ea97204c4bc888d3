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
    # "…, filtering by player count, play time and difficulty" had become two asks of their own
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
