"""Asks about what other people do and words that start other words (fast, and one plan end to end): a want said
without its "I" leads its sentence, the people one part lets act do the next verb too, "text everyone" is a verb, a
booking made by customers wants a booking page rather than a calendar, a fishing charter asks for no chart, and
reminder emails of bookings are the booking system's.

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.own_asks import asks
from graph.brains.purpose import purpose_tags
from graph.plan_steps import categories_asked


def test_a_want_said_first_without_its_subject_leads_and_its_people_do_every_verb():
    # the opening want was swallowed by the later "i need" lead, and "pay a deposit" had lost who pays
    found = asks(
        "want campers to reserve and pay the fee online, and i need some way to email everyone at a site when a "
        "storm closes it",
        "en",
    )
    assert found == [
        "Let campers reserve",
        "Let campers pay the fee online",
        "Email everyone at a site when a storm closes it",
    ]


def test_a_booking_others_make_wants_a_booking_page_not_a_calendar():
    assert purpose_tags("calendly", "Let customers book")
    assert not purpose_tags("google-calendar", "Let customers book")


def test_a_word_that_begins_another_word_is_not_said():
    assert categories_asked("we run a sailing charter for tourists") == {}
    assert categories_asked("what format should the files be in") == {}
    assert "forms-surveys" in categories_asked("a sign-up form for parents")
    assert "data-analysis" in categories_asked("charts of monthly sales")


def test_practice_scheduling_is_scheduling():
    # "sort out scrim/practice scheduling" had gone to a chat assistant as a practice (learning) step
    assert kind_of("Sort out game and practice scheduling") == "scheduling"


def test_tags_say_what_the_tools_are_for():
    # property photos to brighten had gone to a face enhancer, a termbase to a phone translator, a task board to a
    # to-do list, and a listing where travelers book to a chat assistant
    assert purpose_tags("adobe-lightroom", "Brighten and straighten the listing photos")
    assert purpose_tags("smartcat", "Keep a glossary of each client's terms for the translations")
    assert purpose_tags("trello", "Set up a task board for the volunteers")
    assert purpose_tags("tripadvisor", "Put the walking tour on sites where tourists book tours and experiences")
    assert kind_of("Get our kayak trips listed on travel sites") == "seo"


def test_reminder_emails_of_bookings_ask_for_no_mailing_list(session, user):
    # "automatic reminder emails" for a booking site had added "Send the emails to your list" and the reminders had
    # then gone to a newsletter tool instead of the booking system that sends them
    plan = session.start(
        "Two of us run kayak trips on a lake. Need an online booking page with deposits and automatic reminder "
        "emails, under $60 a month.",
        user_id=user,
        language="en",
    )
    assert "email-marketing" not in [s["category"] for s in plan["plan"]], plan["sub_tasks"]
