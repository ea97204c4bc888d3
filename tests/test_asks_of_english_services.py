"""English asks of people who serve clients: a place said as "there", what is kept of each thing, two things after
"and a", and the kinds their words need (meetings by video, automatic reminders, event pages, table cards) (fast).

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.en_lists import en_parts
from graph.brains.own_asks import asks


def test_there_is_the_place_a_sentence_before_named():
    # "rank better there" had asked for nothing any tool does: the place it means was in the sentence before
    found = asks(
        "I sell hand-dyed yarn and most buyers find me on Etsy. I want to get more views there and answer "
        "buyer messages faster.",
        "en",
    )
    assert found[0] == "Get more views on Etsy", found


def test_there_stays_when_no_place_was_named():
    found = asks("My stall is on the corner. I want more people to stop there and sign up for the newsletter.", "en")
    assert any(a.endswith("there") for a in found), found


def test_what_is_kept_of_each_thing_is_no_ask_of_its_own():
    # "…, age and notes" had become a step "Age and notes"
    assert en_parts("a client list with each dog's breed, age and notes") == [
        "a client list with each dog's breed, age and notes"
    ]
    # a verb after the comma is work of its own
    assert en_parts("fix my dad's laptop, book flights and email the hotel") == [
        "fix my dad's laptop",
        "book flights",
        "email the hotel",
    ]


def test_levels_a_thing_is_made_at_are_one_ask():
    assert en_parts("quiz questions at beginner and advanced levels") == [
        "quiz questions at beginner and advanced levels"
    ]


def test_what_one_keep_ask_keeps_in_a_state_is_one_ask():
    # "keep each order and day-of timeline organized" had been split into "keep each order" and "day-of timeline
    # organized"
    assert en_parts("keep each client's order and delivery schedule organized") == [
        "keep each client's order and delivery schedule organized"
    ]


def test_two_things_of_different_kinds_after_and_a_are_two_asks():
    # "a weekly post on Instagram and an email to members" had been one social-media step; the email was lost
    assert en_parts("set up a booking page and a newsletter") == ["set up a booking page", "set up a newsletter"]
    assert en_parts("a weekly post on Instagram and an email to members") == [
        "a weekly post on Instagram",
        "an email to members",
    ]
    assert en_parts("make a logo and a banner") == ["make a logo and a banner"]  # both design: one ask


def test_meeting_people_by_video_is_a_meeting_not_video_editing():
    # "meet me by video" had added a trailer-cutting stage of another job
    assert kind_of("Meet clients by video") == "meeting"
    assert kind_of("Run video sessions with each family") == "meeting"
    assert kind_of("Cut a promo video") == "video-editing"


def test_automatic_reminders_are_automation_not_a_help_desk():
    assert kind_of("Send automatic reminders when a boiler is due for service") == "automation"


def test_an_event_page_and_printed_cards_say_their_kinds():
    assert kind_of("Set up an event page people RSVP to") == "scheduling"  # not an invitation form
    assert kind_of("Print the questions as table cards") == "design"  # not self-publishing
    assert kind_of("Rank higher on Google Maps") == "seo"
    assert kind_of("Get a review after every job") == "seo"
