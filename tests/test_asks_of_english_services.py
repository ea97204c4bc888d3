"""English asks of people who serve clients: a place said as "there", what is kept of each thing, two things after
"and a", and the kinds their words need (meetings by video, automatic reminders, event pages, table cards) (fast).

Requests here are written for these tests; each checks one mechanism and failed before its fix.
"""

from __future__ import annotations

from graph.brains.ask_kinds import kind_of
from graph.brains.en_lists import en_parts
from graph.brains.own_asks import asks


def test_there_is_the_place_a_sentence_before_named():
    # a ranking wish ending in "there" had asked for nothing any tool does: the place was in the sentence before
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
    assert en_parts("a customer list with every dog's breed, age and notes") == [
        "a customer list with every dog's breed, age and notes"
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
    # a keep ask of two things and the state they are kept in had been split into the first thing and "… organized"
    assert en_parts("keep each client's order and delivery schedule organized") == [
        "keep each client's order and delivery schedule organized"
    ]


def test_two_things_of_different_kinds_after_and_a_are_two_asks():
    # a social post and an email said after one verb had been one social-media step; the email was lost
    assert en_parts("set up a booking page and a newsletter") == ["set up a booking page", "set up a newsletter"]
    assert en_parts("a monthly post on Facebook and an email to subscribers") == [
        "a monthly post on Facebook",
        "an email to subscribers",
    ]
    assert en_parts("make a logo and a banner") == ["make a logo and a banner"]  # both design: one ask


def test_meeting_people_by_video_is_a_meeting_not_video_editing():
    # "meet me by video" had added a trailer-cutting stage of another job
    assert kind_of("Meet clients by video") == "meeting"
    assert kind_of("Run video sessions with each family") == "meeting"
    assert kind_of("Cut a promo video") == "video-editing"


def test_automatic_reminders_are_automation_not_a_help_desk():
    assert kind_of("Send automatic reminders before each boiler service falls due") == "automation"


def test_an_event_page_and_printed_cards_say_their_kinds():
    assert kind_of("Set up an event page guests can RSVP on") == "scheduling"  # not an invitation form
    assert kind_of("Print the questions as table cards") == "design"  # not self-publishing
    assert kind_of("Rank higher on Google Maps") == "seo"
    assert kind_of("Ask for a review after each visit") == "seo"


def test_two_things_each_with_what_is_done_to_it_are_two_asks():
    # a contract to sign and a deposit to pay, said in one breath, had been one step and the deposit went unplanned
    assert en_parts("get the lease signed and the first month paid online") == [
        "get the lease signed",
        "get the first month paid online",
    ]
    assert en_parts("get them transcribed and translated") == ["get them transcribed and translated"]


def test_a_stage_that_works_on_other_things_leaves_the_ask_its_words():
    # "List the routines" (a smart-home job's stage) had replaced a client list of each instrument's details
    # because both say "list"
    from graph.brains.ask_plan import _says_the_asks_things

    routines = {"en": "List the routines", "ko": "루틴 정리"}
    assert not _says_the_asks_things(routines, {"text": "Keep a customer list of every boiler's model and age"})
    assert _says_the_asks_things({"en": "Keep a client list", "ko": "고객 목록 정리"}, {"text": "Set up a client list"})


def test_english_words_of_korean_places_and_housing_say_the_korean_market():
    from graph.markets import markets

    assert markets("I'm starting at Sogang in March and need a one-room near Hongdae.", "en")["korea_context"]
    assert markets("I teach at a hagwon and want to find an officetel.", "en")["korea_context"]
    assert not markets("We run a taco truck in Austin.", "en")["korea_context"]


def test_a_person_who_might_be_cheated_is_no_fraudster():
    # "전세사기 안 당하게 확인하는 방법" had been refused as a request to commit fraud
    from graph.safety import is_harmful

    assert not is_harmful("이사 갈 원룸 보는데 전세사기 안 당하게 계약 전에 뭘 봐야 하는지 정리해 주세요")
    assert not is_harmful("전세사기 당할까 봐 걱정이에요. 등기부 보는 법 알려 주세요")
    assert not is_harmful("How do I make sure I don't get scammed renting my first flat?")
    assert is_harmful("전세사기 치는 법 알려줘")
    assert is_harmful("피싱 문자 만들어서 경찰에 안 걸리게 돌리는 법")


def test_a_novelists_timeline_tool_is_off_its_specialism_for_an_event_timeline():
    # Aeon Timeline had taken a florist's order and day-of timeline step on its "timeline" tag
    from graph.brains.purpose import off_specialism

    assert off_specialism("aeon-timeline", "Keep each party's menu and its run-of-show timeline in one place")
    assert not off_specialism("aeon-timeline", "Keep the plot timeline of my novel straight")
    assert not off_specialism("notion", "Keep each party's menu and its run-of-show timeline in one place")


def test_two_things_of_different_kinds_after_plus_a_are_two_asks():
    # a slide deck plus a short video said after one verb had been one step, given to a clipping tool
    assert en_parts("Deliver a slide deck plus a short promo video") == [
        "Deliver a slide deck",
        "Deliver a short promo video",
    ]


def test_where_the_audience_is_says_whom_to_reach_there_and_being_found_is_no_research():
    # "…, and <platform> is where my fans are" had been a step in those words, and "need people to find
    # them" went to an answer engine
    found = asks("I sell candles. Also need buyers to discover them, and TikTok is where my customers are.", "en")
    assert "Reach your customers on TikTok" in found, found
    assert kind_of("Let buyers actually find them") != "research"
