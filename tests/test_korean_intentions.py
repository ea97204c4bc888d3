"""What a Korean request says it is going to do, and the words around the work (session 25's fixes), fast.

Requests here are written for these tests; each case failed before its fix: "…할 거예요", "…하려고 해요", "…할
예정이에요" had given no ask at all, so the nearest job's template was the whole plan."""

from __future__ import annotations

import pytest

from graph.brains.ask_plan import is_the_job
from graph.brains.ko_asks import ko_asks
from graph.brains.own_asks import asks
from graph.understanding import understand
from knowledge.catalog import load_workflows


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("동아리 소개 영상을 유튜브에 올릴 거예요.", ["동아리 소개 영상을 유튜브에 올리기"]),
        ("공지문을 학부모님들께 보내려고 해요.", ["공지문을 학부모님들께 보내기"]),
        ("수제 비누를 팔아보려고 합니다.", ["수제 비누 팔기"]),
        ("행사 포스터를 만들 예정입니다.", ["행사 포스터 만들기"]),
        ("행사 포스터를 만들 계획이에요.", ["행사 포스터 만들기"]),
        ("행사 포스터를 만들기로 했어요.", ["행사 포스터 만들기"]),
        ("행사 포스터를 만들어볼까 해요.", ["행사 포스터 만들기"]),
        ("명단 정리하고, 단체복 주문서 만들어서 밴드에 올릴 거예요.", ["명단 정리하기", "단체복 주문서 만들기", "밴드에 올리기"]),
    ],
)  # fmt: skip
def test_what_the_person_is_going_to_do_is_an_ask(sentence: str, expected: list[str]) -> None:
    assert asks(sentence, "ko") == expected


def test_a_future_that_says_how_things_will_be_is_no_ask() -> None:
    assert asks("그날은 사람이 많을 거예요.", "ko") == []
    assert asks("아마 금방 될 거예요.", "ko") == []


def test_what_the_work_is_for_goes_and_the_work_stays() -> None:
    # "…모으려고 … 열 계획이에요": the purpose before the work had stayed in the step's words
    found = ko_asks("장학금을 모으려고 동문회 이름으로 모금함을 열 계획이에요.")
    assert found == ["동문회 이름으로 모금함 열기"], found


def test_when_said_inside_a_list_ends_nothing() -> None:
    # "…, 그리고 축제 끝나고도 볼 수 있는 …" had made "축제 끝나기" a step and given every item its verb
    found = ko_asks("참가자 명단, 안내 책자, 그리고 축제 끝나고도 볼 수 있는 사진 갤러리 페이지를 만들려고요.")
    assert found == ["참가자 명단 만들기", "안내 책자 만들기", "축제 끝나고도 볼 수 있는 사진 갤러리 페이지 만들기"], (
        found
    )
    # alone, a thing ending is the time of the next clause's work, as before
    assert ko_asks("수업 끝나고 포스터 만들고 싶어요") == ["포스터 만들기"]


def test_two_forms_of_one_thing_in_brackets_are_one_thing() -> None:
    # "(PDF랑 인쇄용)" had split the booklet into "작은 책자(PDF 만들기" and "인쇄용) 만들기"
    found = ko_asks("작은 책자(PDF랑 인쇄용)랑 포스터를 만들고 싶어요.")
    assert found == ["작은 책자(PDF랑 인쇄용) 만들기", "포스터 만들기"], found


def test_each_thing_a_list_says_is_needed_is_an_ask() -> None:
    # "A랑 B, 그리고 C가 필요합니다" had read the helper verb of "틀어둘" as the work ("…틀기")
    found = ko_asks("회사 소개서랑 매장에 틀어둘 홍보 영상, 그리고 행사 끝나고 보낼 감사 메일 템플릿이 필요합니다.")
    assert found == [
        "회사 소개서 준비하기",
        "매장에 틀어둘 홍보 영상 준비하기",
        "행사 끝나고 보낼 감사 메일 템플릿 준비하기",
    ], found


def test_the_life_around_the_work_is_no_ask() -> None:
    # "직장 다니면서" had become the step "직장 다니기"
    assert asks("직장 다니면서 주말에 반찬을 팔아보려고 합니다.", "ko") == ["주말에 반찬 팔기"]
    # two works at once stay two asks
    assert asks("영상 찍으면서 자막도 넣고 싶어요", "ko") == ["영상 찍기", "자막 넣기"]


def test_no_coding_and_free_only_said_firmly_are_constraints() -> None:
    reading = understand("돈 드는 건 하나도 못 쓰고, 코딩 같은 건 절대 안 돼요. 홍보 카드뉴스 만들고 싶어요.", "ko")
    assert reading["constraints"]["no_coding"] and reading["constraints"]["free_only"]


def test_an_ask_that_says_the_whole_job_is_not_one_item_of_a_list() -> None:
    # a seller's "스마트스토어에 … 팔기" had counted as one of four listed items, and the plan kept only the
    # stages that did those four (the product-photo stage went)
    store = next(wf for wf in load_workflows() if wf["id"] == "naver-smart-store")
    assert is_the_job({"text": "스마트스토어에 수제 비누 팔기"}, store)
    assert not is_the_job({"text": "상세페이지 만들기"}, store)


def test_work_about_to_be_done_then_asked_about_is_a_job() -> None:
    # "…하려는데, 무료로 쓸 만한 거 있을까요?" had been answered as a question with one tool's blurb
    found = asks("매주 금요일에 반 아이들 받아쓰기를 온라인 퀴즈로 보려는데, 무료로 쓸 만한 거 있을까요?", "ko")
    assert found and "퀴즈" in found[-1], found
    # a question with no work before it stays a question
    assert asks("캔바 무료로 써도 되나요?", "ko") == []


def test_removing_noise_is_work_not_a_step_to_leave_out() -> None:
    # "녹음한 파일의 잡음을 없애고" had dropped the noise-removal step as if the person had said "leave it out"
    from graph.brains.offline_planner import adapt

    plan = ["커버 아트 만들기", "잡음 제거하고 음량 맞추기", "플랫폼에 배포하기"]
    said = "녹음한 파일의 잡음을 없애고, 팟캐스트 앱에 올리고 싶어요."
    assert adapt(plan, said, "ko", removals_only=True, request=True) == plan
    assert adapt(["Remove the background from product photos", "List them"], "Remove the background from my product photos and list them.", "en", removals_only=True, request=True) == ["Remove the background from product photos", "List them"]  # fmt: skip
    # a person editing the plan still takes a step out with the same verb, and a request with 빼고 does too
    assert adapt(plan, "커버 아트 단계는 없애줘", "ko") == plan[1:]
    assert adapt(plan, "커버 아트는 빼고 해주세요.", "ko", removals_only=True, request=True) == plan[1:]


def test_a_yes_or_no_question_before_another_is_answered() -> None:
    # "Can I …? If not, which plan …?" had been planned as the job its words name
    from graph.brains.offline_planner import route

    text = "Can I sell prints of images I make on Midjourney's basic plan? If not, which plan do I need?"
    is_complex, *_ = route(text, "en", [])
    assert not is_complex


@pytest.mark.parametrize(
    "text",
    [
        "Does Descript work with Korean audio? I record interviews in Korean and English.",
        # what the answer must meet, said as a need of a thing, not of work
        "Can Descript transcribe Spanish? My meetings mix Spanish and English and I need searchable notes afterwards.",
        "How much does Shopify cost per month if I only sell about 20 items?",
        "Zoom 무료로 40분 넘게 회의할 수 있나요? 교회 소모임에서 쓰려고요.",
        "미리캔버스에서 만든 디자인을 상업적으로 써도 되나요? 스마트스토어 상세페이지에 쓰려고요.",
    ],
)
def test_a_question_about_what_a_named_tool_does_or_costs_is_answered(text: str) -> None:
    # these had been planned as the job their words name (a Shopify store, a meeting, a detail page)
    from graph.tool_questions import asks_about_a_named_tool

    assert asks_about_a_named_tool(text)


def test_a_job_that_asks_about_its_tool_after_saying_it_stays_a_job() -> None:
    from graph.tool_questions import asks_about_a_named_tool

    assert not asks_about_a_named_tool("교재랑 수료증 만들어야 돼요. 캔바 써도 되나요?")
    assert not asks_about_a_named_tool("Can Google Forms take payments? I want to collect $20 dues from club members.")
    assert not asks_about_a_named_tool("캔바 무료로 쓸 수 있나요? 가게 메뉴판이랑 전단지 만들어야 돼요.")
    assert not asks_about_a_named_tool(
        "Is Shopify expensive? I'm opening a store and will need a logo and a launch email."
    )


@pytest.mark.parametrize(
    "text, expected",
    [
        ("I'm going to make a poster and post it on Instagram.", ["Make a poster", "Post it on Instagram"]),
        ("We're planning to collect RSVPs online and send reminders.", ["Collect RSVPs online", "Send reminders"]),
        ("Looking to build a simple website for my studio.", ["Build a simple website for my studio"]),
    ],
)
def test_what_the_person_is_going_to_do_is_an_ask_in_english_too(text: str, expected: list[str]) -> None:
    # "going to", "planning to", "looking to" had given no ask
    assert asks(text, "en") == expected


def test_going_somewhere_is_no_ask() -> None:
    assert asks("We're going to Japan in May and need an itinerary.", "en") == ["Set up an itinerary"]


def test_the_job_said_as_a_plan_is_no_step_of_its_own() -> None:
    # "동네 플리마켓에서 수제 캔들을 팔 거예요" had become step 1, given to a chat assistant
    from graph.brains.ask_plan import work_asks

    found = [
        a["text"]
        for a in work_asks("다음 달에 동네 장터에서 수제 비누를 팔 거예요. 가격표랑 작은 현수막 만들려고 해요.", "ko")
    ]
    assert found == ["가격표 만들기", "작은 현수막 만들기"], found


def test_two_things_readied_with_a_noun_verb_are_two_asks():
    """'연설 원고랑 홍보 자료까지 준비해야': 준비하 is one verb (a noun and 하), so 준비 is no third noun after the
    join; the two things had stayed one ask."""
    assert ko_asks("기념사 초안이랑 배포 자료까지 준비해야 해요.") == ["기념사 초안 준비하기", "배포 자료 준비하기"]
    # things that name one survey stay one ask
    assert len(ko_asks("직무스트레스랑 이직의도 설문 조사를 진행해야 해요")) == 1


def test_words_every_jobs_stages_say_name_no_job():
    """A council aide's request to research statistics, draft a speech and ready a press release shared '조사',
    '초안', '준비' with a trip plan's stages (and '자유' of 자유발언 with 자유여행): the trip plan was called named,
    and its stages were the plan."""
    from graph.plan_steps import names_the_job

    trip = next(w for w in load_workflows() if w["id"] == "travel-itinerary")
    request = "구의회 담당 의원님 자유발언 준비로 관련 통계와 다른 구 사례를 조사하고 발언 초안이랑 배포 자료를 준비해야 해요."
    assert not names_the_job(trip, request)
    assert names_the_job(trip, "부모님 모시고 2박3일 제주 여행 일정 좀 짜 주세요")
