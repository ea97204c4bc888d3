"""Work the person has already done, or will do by hand: stages a plan must not hand to a tool.

"I've recorded the album" means the songs exist: a plan that starts by writing lyrics and generating a track
is another person's plan. "I'll shoot the clips myself" means the person films them: an AI video generator for
that stage is wrong for what was asked. Korean says the same with 녹음했어요, 직접 찍어요, 써 놨어요.

Each kind of work is a medium (recording, filming, photos, writing) with the verbs that say it and the stage
words and tool kinds that make it. A stage that makes a medium the person has made is dropped; when the work is
already done (past tense), the pre-production stages before it (planning, scripting, lyrics) go as well, since
they are behind the person too.
"""

from __future__ import annotations

import re

# "… is done", "… are finished", "다 됐고", "완성했어요": the thing named before it exists
FINISHED_EN = r"\b(?:is|are)\s+(?:all\s+|already\s+)?(?:done|finished|ready|written|complete|completed)\b"
FINISHED_KO = r"(?:은|는|도)?\s*(?:이미\s*)?(?:다\s*)?(?:됐|되어\s*있|완성(?:했|됐|해\s*놨)|끝났|끝냈|마쳤)"
# a podcast the person runs ("I host a small weekly podcast about local history"): recorded, and launched already
RUNS_A_PODCAST = (
    r"\b(?:i|we)\s+(?:host|run|produce|have|do|co-host)\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,4}podcast\b(?!\s+idea)|"
    r"팟캐스트(?:를|을)?\s*(?:진행하고|진행\s*중|하고\s*있|운영하고|운영\s*중)|"
    # an editor of other people's shows ("I mix weekly episodes for four podcast clients", "팟캐스트 편집 외주"): the
    # shows run and are recorded; the editor's work starts after the recording
    r"\b(?:i|we)\s+(?:edit|mix|master|produce|clean up)\s+(?:[\w-]+\s+){0,3}?(?:shows|episodes|podcasts)\s+for\s+"
    r"(?:[\w-]+\s+){0,3}?(?:clients|creators|companies|brands|podcasters|hosts|customers)\b|"
    r"팟캐스트\s*편집\s*(?:외주|대행|프리랜서)|(?:고객|고객사|클라이언트|의뢰인)(?:의|들의)?\s*(?:팟캐스트|에피소드|방송)\S*\s*(?:\S+\s+)?편집"
)
# medium -> (verbs in the past or "myself" form, the stage words that make it (a pattern), tool kinds that make it)
MEDIA: dict[str, dict] = {
    "recording": {
        # "I recorded", "my band recorded a live set", "we've recorded"
        "done": r"\b(?:i|we|my \w+|our \w+)(?:'ve| have| has)?\s+(?:already\s+)?recorded\b|녹음(?:을|은)?\s*(?:이미\s*|다\s*)*(?:했|해\s*(?:놓|놨|뒀|둔))|"
        r"녹음(?:해\s*(?:둔|놓은|놨던)|한)\s+(?:\S+\s+){0,2}?(?:파일|음성|회의|강의)|"
        r"\b(?:i|we)\s+(?:have|got)\s+(?:a |the |some )?(?:\w+\s+)?recordings?\b|"
        # "40 hours of recorded interviews", "recorded calls I made"
        r"\b(?:hours of |our |my |the )?recorded\s+(?:[\w-]+\s+){0,2}?(?:interviews|calls|lectures|meetings|sessions|audio|"
        r"conversations)\b|"  # "12 recorded user interviews"
        # "I've finished 28 semi-structured interviews (…, recorded locally through Zoom)"
        r"\b(?:finished|completed|conducted)\s+(?:all\s+)?(?:\d+\s+)?(?:[\w-]+\s+){0,2}?interviews\b|"
        r"\brecorded(?:\s+(?:locally|remotely))?(?=\s+(?:through|via)\b)|\brecorded\s+(?:locally|remotely)\b|"
        # "the song and lyrics are done", "노래랑 가사는 다 됐고": a finished song is recorded
        rf"\b(?:song|track|album|ep|single|demo)s?\b[^.;]{{0,30}}?{FINISHED_EN}|(?:노래|곡|음원|앨범)[^.;]{{0,12}}?{FINISHED_KO}|"
        # "I produce lo-fi beats in Logic", "비트를 직접 만들고 있어요": the person makes the music
        r"\b(?:i|we)\s+(?:already\s+)?(?:produce|make|compose|write and record)\s+(?:my own\s+|our own\s+)?"
        r"(?:[\w-]+\s+){0,3}(?:beats|tracks|songs|music|instrumentals)\b|"
        r"(?:비트|곡|노래|음악)(?:을|를|은|는|도)?\s*(?:직접\s*)?(?:만들고\s*있|만들어요|만듭니다|작곡해요|작곡하고\s*있)|"
        # "I host a small weekly podcast about local history": a show that runs is recorded
        rf"{RUNS_A_PODCAST}|"
        # "I host a weekly interview show on community radio": each show goes on air, so it is recorded
        r"\b(?:i|we)\s+(?:host|present|produce|run)\s+(?:a |an |the |our |my )?(?:[\w-]+\s+){0,7}(?:show|program(?:me)?)"
        r"\s+on\s+(?:[\w-]+\s+){0,2}radio\b|라디오\s*(?:방송|프로그램|프로)?(?:을|를)?\s*(?:진행하|진행을\s*하|맡고)",
        # a group that sings or plays its own songs makes the music: "our choir films one take of each song"
        "self": r"\bi(?:'ll| will)?\s+record\b[^.;]*\bmyself\b|직접\s*녹음|"
        r"\b(?:choir|band|orchestra|ensemble|quartet|trio|duo|chorus)\b[^.;]{0,40}?\b(?:films?|records?|sings?|performs?|"
        r"plays?|rehearses?)\b|(?:합창단|밴드|오케스트라|중창단|앙상블)[^.;]{0,30}?(?:부르|부른|공연|연주|녹음|찍)",
        # the verb, not "the recording" a later stage transcribes ("녹음 파일 받아쓰기")
        "stage_words": r"\brecord\b(?! and transcribe)|produce the track|녹음(?!\s*파일|\s*받아쓰기|·받아쓰기|\s*일정)|트랙 제작",
        # a recording that exists needs nobody to record it: no music generated, no assistant joining the meeting
        "kinds": ("music-generation", "meeting"),
    },
    "filming": {
        # "I shot 400 photos at a wedding": photos, not footage
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?(?:filmed|shot)\b(?![^.;,]{0,30}\b(?:photos?|pictures?|stills|headshots?|portraits?)\b)|"
        r"(?:촬영|영상(?:을|은)?\s*(?:이미\s*|다\s*)*찍)(?:었|했|해\s*(?:놓|놨|뒀|둔)|어\s*(?:놓|놨|뒀|둔))|"
        r"촬영(?:은|을|도)?\s*(?:이미\s*|다\s*)+(?:했|끝났|끝냈|마쳤|해\s*(?:놓|놨|뒀|둔))|"
        r"(?:찍은|촬영한|녹화한|(?:찍어|녹화해|촬영해)\s*(?:둔|놓은|놨던))\s+(?:\S+\s+){0,2}(?:영상|동영상|클립|강의|수업|레슨)|"
        r"(?:영상|동영상|클립)(?:을|를|은|도)?\s*(?:찍어|촬영해|녹화해)\s*(?:둔|놓은|놨|뒀)|\b(?:footage|clips|videos) (?:i|we) (?:shot|filmed|recorded)\b|"
        # a video the person edits exists: "축가 영상을 편집해서", "edit my wedding video"
        # (not the skill: "영상 편집을 한 번도 안 해봤어요")
        r"(?:영상|동영상|클립|브이로그)(?:을|를)?\s*(?:\S+\s+)?(?:편집|컷\s*편집|자르)"
        r"(?!(?:을|은|는|이|도)?\s*(?:한\s*번도|해\s*본\s*적|못\s*해|안\s*해\s*봤|몰라|모르|자신|경험|처음))|"
        r"\b(?:edit|cut|trim)\s+(?:my|our|the|these|this|every|each|all(?:\s+my|\s+our|\s+the)?)\s+(?:[\w-]+\s+){0,2}"
        r"(?:video|videos|footage|clips?|vlogs?)\b|"
        # "turn every webinar into a few clips", "긴 강의 영상을 쇼츠로 잘라": the long videos exist, cut down
        r"\b(?:turn|cut|chop|repurpose|split|slice)\s+(?:each|every|all|my|our|the|these)\s+(?:[\w-]+\s+){0,3}?"
        r"(?:lessons?|videos?|episodes?|streams?|livestreams?|workouts?|vlogs?|lectures?|webinars?|talks?|sermons?)\s+"
        r"into\s+(?:[\w-]+\s+){0,3}?(?:shorts|clips|reels|tiktoks|highlights)\b|"
        r"(?:영상|강의|레슨|라이브|방송|설교|수업)(?:을|를|은)?\s*(?:\S+\s+){0,2}?(?:쇼츠|숏폼|릴스|클립|하이라이트)(?:으로|로)\s*"
        r"(?:만들|자르|잘라|편집|쪼개|나누|나눠)|"
        # videos the person has ("I have the council meeting videos", "using my VODs")
        r"\b(?:i|we)\s+(?:already\s+)?(?:have|got)\s+(?:the |some |all the |our |my )?(?:[\w-]+\s+){0,3}(?:videos|footage|clips|vods)\b|"
        r"\b(?:using|from)\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}(?:videos|footage|clips|vods|streams)\b|"
        # "the recording is up on Vimeo", "the livestream is up on our channel": a video published exists
        r"\b(?:the\s+|its\s+|a\s+)?(?:video|recording|livestream|stream|footage)\s+is\s+(?:already\s+)?(?:up\s+)?on\s+"
        r"(?:youtube|vimeo|facebook|(?:our|my|the)\s+(?:channel|site|website|page))\b|"
        # "the video was shot on my phone", "next video is a challenge, shot at the market": filmed already
        r"\b(?:was|were|is|are|been|already)\s+(?:shot|filmed)\b|"
        r"\b(?:video|vlog|footage|clips?|episode|challenge)\b[^.;]{0,60}?,\s*(?:shot|filmed)\s+(?:at|in|on|with|by)\b|"
        # the video of an event is filmed there, not scripted or generated: "공연 영상은 유튜브에 올리고", "the recital video"
        r"(?:공연|행사|경기|발표회|재롱잔치|졸업식|결혼식|축제|대회|연주회)\s*(?:실황\s*|녹화\s*)?(?:영상|동영상)|"
        r"\b(?:concert|performance|recital|game|match|ceremony|wedding|graduation)\s+(?:video|footage|recording)s?\b",
        "self": r"\bi(?:'ll| will)?\s+(?:film|shoot)\b[^.;]*\bmyself\b|\bfilm(?:ing)? myself\b|직접\s*(?:촬영|찍)|"
        # "short reels of my work", "videos of our installs": the person's own work, filmed as it is done
        r"\b(?:reels?|videos?|clips?|tiktoks?|shorts)\s+of\s+(?:my|our)\s+(?:own\s+)?(?:work|jobs?|projects?|process|"
        r"builds?|installs?|repairs?|renovations?)\b|"
        # a teacher who records their own lessons presents them: no AI presenter ("I record piano lessons",
        # "수업을 녹화해서"); 녹화 is recording on video, by the person
        r"\b(?:i|we)\s+(?:already\s+|also\s+|usually\s+)?(?:record|film|shoot|video)\s+(?:my\s+|our\s+)?(?:[\w-]+\s+){0,2}"
        r"(?:lessons?|classes|lectures?|tutorials?|workouts?|sessions?|courses?)\b|녹화|"
        # "촬영부터 편집까지 아이폰 하나로", "shoot it all on my iPhone": the person films, on their own phone
        r"촬영부터|(?:아이폰|폰|핸드폰|스마트폰|휴대폰|갤럭시)(?:으로|로)\s*(?:\S+\s+){0,2}?(?:촬영|(?:영상|동영상)\S*\s*찍)(?!은|한)|"
        # "아이폰으로 찍어서 캡컷으로 편집해요": filmed on the phone, then edited (photos are retouched, 보정)
        r"(?:아이폰|폰|핸드폰|스마트폰|휴대폰|갤럭시)(?:으로|로)\s*찍(?:어서|고)\s+[^.?!]{0,20}?(?<!사진\s)편집|"
        r"\b(?:film|shoot)(?:ing)?\s+(?:it\s+|them\s+|everything\s+|(?:the|my|our)\s+\w+\s+)?(?:all\s+)?"
        r"(?:on|with)\s+(?:my|our|an?)\s+(?:iphone|phone|android|galaxy|smartphone)\b|"
        # what the person films as a habit ("we shoot each routine in a single take", "I tape every gig on my
        # phone"): the footage exists each time, so no stage shoots or generates it
        r"\b(?:i|we|(?:my|our)\s+[\w-]+(?:\s+of\s+\d+)?|and)\s+(?:\w+ly\s+|always\s+|also\s+)?(?:film|shoot|videotape)s?\s+(?:every|each|all|one|the|my|our)\b"
        r"(?![^.;,]{0,30}\b(?:photos?|pictures?|stills|headshots?|portraits?)\b)|"
        r"\b(?:i|we|(?:my|our)\s+[\w-]+|and)\s+(?:\w+ly\s+|always\s+|also\s+)?records?\s+(?:every|each|all|one|the|my|our)\s+(?:[\w-]+\s+){0,3}?"
        r"(?:on|with)\s+(?:my|our|an?)\s+(?:iphone|phone|android|galaxy|smartphone|camera|gopro)\b",
        "stage_words": r"shoot|film|\brecord (?:the |your )?(?:lectures?|lessons?|classes|videos?|yourself)|촬영|찍기|찍을|녹화",
        # "찍을 장면 구상": planning the shots
        "kinds": ("video-generation", "avatar-video"),
        "used_by": ("video-editing",),  # with no stage that films, the research and script before the edit go
    },
    "photos": {
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?(?:taken|took|photographed)\b[^.;]*\bphoto|"
        r"\bi(?:'ve| have)?\s+(?:already\s+)?shot\b[^.;,]{0,30}\b(?:photos?|pictures?|stills|headshots?|portraits?)\b|사진(?:을|은)?\s*(?:찍었|찍어\s*(?:놓|놨|뒀|둔))|"
        r"(?:찍은|찍어\s*둔|찍어\s*놓은)\s+(?:\S+\s+){0,2}사진|\b(?:photos|pictures) (?:i|we) (?:took|have taken)\b|"
        # photos scanned and gathered are photos the person has ("앨범 사진은 스캔해서 모아놨어요")
        r"사진(?:은|을|도)?\s*(?:\S+\s+){0,2}?스캔해\s*(?:서|놓|놨|뒀|둔)|\bscanned\s+(?:(?:the|my|our|all)\s+)*(?:[\w'-]+\s+){0,2}(?:photos|pictures|prints)\b|"
        # "has about 300 old photos and some slides", "옛날 가족 사진": photos kept, to be worked on
        r"\b(?:has|have|got|inherited|collected|kept)\s+(?:about|around|over|nearly|some|\d[\d,]*\+?|hundreds of|thousands "
        r"of|a box of|boxes of)\s+(?:[\w+-]+\s+){0,3}(?:photos|pictures|prints|slides|negatives)\b|"
        # "a tin of old prints", "two albums full of pictures", "old family photos": kept, to be worked on
        r"\b(?:boxes|box|shoeboxes|shoebox|albums|album|drawers?|bags?|tins?|crates?)\s+(?:full\s+)?of\s+(?:[\w'+-]+\s+){0,3}"
        r"(?:photos|pictures|prints|slides|negatives)\b|\bold\s+(?:family\s+)?(?:photos|prints|slides|negatives)\b|"
        r"(?:오래된|옛날|옛|예전)\s*(?:\S+\s+)?사진",
        "self": r"\bi(?:'ll| will)?\s+(?:take|shoot)\b[^.;]*\bphotos?\b[^.;]*\bmyself\b|사진(?:은|을)?\s*(?:제가\s*|저희가\s*|내가\s*)?직접\s*찍",
        "stage_words": r"photograph|shoot product|사진 촬영",
        "kinds": ("image-generation",),
    },
    "drawing": {  # the person draws the art: an image generator for it is not what was asked
        "self": r"그림(?:은|을|도)?\s*(?:제가\s*|직접\s*)?(?:[^.,!?]{0,20}?(?:으로|로)\s*)?(?:직접\s*)?(?:그리|그려|그립)|"
        r"(?:작화|그림|일러스트)(?:는|은)\s*(?:제가|직접|손으로)|"
        r"\b(?:i|we)\s+(?:already\s+)?(?:draw|illustrate|paint|sketch)\b(?!\s+(?:a blank|nothing))|\bi(?:'ll| will)?\s+draw\b[^.;]*\bmyself\b|"
        # "posters of my drawings", "내 그림으로 굿즈": the art is the person's own work
        r"\b(?:my|our)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:illustrations|paintings|drawings|artwork|sketches)\b|"
        r"(?:제|내|저희)\s*(?:가\s*그린\s*)?(?:그림|일러스트|작품)(?:으로|을|를|이|들)",
        "stage_words": r"작화|캐릭터 시트|컷 이미지|그리기|\bdraw|illustrat|artwork|character sheet|panel art",
        "kinds": ("image-generation",),
    },
    "writing": {  # the text itself is written: drafting it again is behind the person
        "done": r"\bi(?:'ve| have)?\s+(?:already\s+)?(?:written|wrote|drafted)\b|"
        r"(?:원고|초고|초안|글|대본|자소서|자기소개서|이력서|보고서|기획서|제안서)(?:을|은|는)?\s*(?:이미\s*)?(?:다\s*)?(?:썼|써\s*(?:놓|놨|뒀|둔)|작성했)|"
        r"(?:정리한|정리해\s*(?:둔|놓은|놨던)|써\s*(?:둔|놓은)|모아\s*둔|작성한|적어\s*둔)\s+(?:\S+\s+){0,2}(?:글|원고|레시피)|"
        r"\b(?:drafts|posts|articles) (?:i|we) (?:wrote|have written|keep)\b|"
        # "we have completed the manuscript": the words exist, only what goes with them is left
        r"\b(?:i|we)(?:'ve| have)?\s+(?:already\s+)?(?:finished|completed)\s+(?:writing\s+)?(?:the|my|our)\s+"
        r"(?:[\w-]+\s+){0,2}?(?:text|manuscript|story|script|draft|lyrics|novel|chapters?)\b|"
        rf"\b(?:lyrics|script|story|stories|manuscript|draft|book|essay|paper|copy|text)\b[^.;]{{0,30}}?{FINISHED_EN}|"
        rf"(?:가사|대본|원고|초고|글|스토리|논문|보고서)[^.;]{{0,12}}?{FINISHED_KO}",
        "self": r"\bi(?:'ll| will)?\s+write\b[^.;]*\bmyself\b|직접\s*(?:쓰|써|작성)",
        "stage_words": r"draft|write (?:a |the |your )?(?:\w+ )?(?:article|book|story|novel|manuscript|lyrics)|"
        r"초고|집필|원고 작성|가사 (?:쓰기|작성)|가사를 쓰",
        "kinds": (),
    },
    "notes": {  # notes, records, materials: what is made from them still has to be written, but not researched
        "done": r"(?:정리한|정리해\s*(?:둔|놓은|놨던)|써\s*(?:둔|놓은)|모아\s*둔|작성한|적어\s*둔)\s+(?:\S+\s+){0,2}(?:기록|노트|메모|자료|일기)|"
        r"\b(?:notes|records|journal entries) (?:i|we) (?:took|wrote|have taken|keep|made)\b",
        "stage_words": r"\bresearch|gather (?:facts|sources|examples|information)|조사|자료 수집|리서치",
        "kinds": ("research",),
        "instead": {  # the research the notes stand for becomes reading them down
            "en": "Summarize the key points of your notes",
            "ko": "정리해 둔 기록에서 핵심 요약하기",
            "category": "llm-assistant",
            "query": "summarize notes into key points",
            "en_in": "Summarize the key points of your notes in {name}",  # kept in a tool with AI built in
            "ko_in": "{name}에 정리해 둔 기록에서 핵심 요약하기",
        },
    },
    "transcripts": {  # the words of the calls or hearings are written out already: nothing is recorded or transcribed
        "done": r"\b(?:summari[sz]e|condense|go through|review|read|analy[sz]e|search|turn)\s+(?:the\s+|our\s+|my\s+|all\s+|"
        r"these\s+)?(?:[\w-]+\s+){0,2}transcripts\b|\b(?:i|we)\s+(?:already\s+)?(?:have|get|got|receive)\s+(?:the\s+|"
        r"our\s+|some\s+)?(?:[\w-]+\s+){0,2}transcripts\b|(?:녹취록|속기록)(?:을|를|은|이)?\s*(?:\S+\s+){0,2}?"
        r"(?:요약|정리|분석|읽|검토)",
        "stage_words": r"transcri|받아쓰기|녹취|speaker labels|recap to attendees",
        "kinds": ("transcription", "meeting"),
        "keeps_pre_production": True,  # what is written from the transcripts is the work asked, wherever it stands
    },
    "survey": {  # answers already collected: the survey is not designed and sent again
        "done": r"\bsurvey (?:results|responses|answers|data)\b|\b(?:results|responses|answers) (?:from|of|to) (?:the |our |my |a )?survey|"
        r"설문(?:조사)?\s*(?:결과|응답)",
        "stage_words": r"draft (?:unbiased )?questions|build the survey|send it to respondents|문항 작성|설문 폼 만들|응답자에게 배포",
        "kinds": (),
    },
    "shop": {  # a store, blog or site the person already runs: it is not set up again
        "has": r"\bmy (?:[\w-]+ ){0,2}(?:store|shop|blog)\s+(?:sells|has|gets|is|sold)\b|"
        r"\b(?:translate|redesign|update|improve|fix|speed up|migrate|promote|grow|audit|optimi[sz]e)\s+(?:my|our)\s+"
        r"(?:[\w-]+ ){0,2}(?:store|shop|blog|website|site)\b|"
        r"\b(?:i|we) (?:run|have|own) an? (?:[\w-]+ ){0,3}(?:store|shop|blog)\b|"
        r"(?:스토어|쇼핑몰|블로그|스마트스토어)(?:를|을)?\s*(?:운영\s*(?:중|하고|해요|합니다|하는데)|하고\s*있|하는데|해요)|"
        r"\b(?:i|we) (?:already )?(?:sell|am selling|have been selling)\b[^.;]{0,60}?\b(?:on|through|via) (?:my |our )?"
        r"(?:etsy|amazon|ebay|shopify|coupang|smart ?store|naver|instagram|website|site|store|shop)\b|"
        r"(?:에서|으로|로)\s*(?:\S+\s+){0,3}(?:팔고\s*있|판매\s*(?:하고\s*있|중))",
        "stage_words": r"set up the (?:store|blog)|open the shop|register the store|쇼핑몰 개설|스토어 개설|"
        r"샵 개설|샵 열기|블로그 개설",
        "kinds": (),
    },
    "show": {  # a podcast the person already runs: it is not launched again (cover art, directories, its concept)
        "has": rf"{RUNS_A_PODCAST}|\b(?:my|our)\s+(?:[\w-]+\s+){{0,2}}podcast\s+(?:has|gets|is|covers)\b",
        "stage_words": r"cover art for the show|publish the feed|podcast directories|show concept|"
        r"팟캐스트 커버|피드를 등록|플랫폼에 등록|쇼 콘셉트",
        "kinds": (),
    },
}
# the first stage that writes, when the person's own text is rewritten into the work ("turn my blog posts into an
# e-book"): "write first drafts chapter by chapter" is rewriting what exists
SOURCE_REWRITE = {
    "en": "Rework your existing text into the new format, section by section",
    "ko": "가지고 있는 글을 새 형식에 맞게 고쳐 쓰고 구성하기",
}
PRE_PRODUCTION = {"llm-assistant", "writing", "research"}  # planning, scripting and the research behind them
# the material of a "turn X into Y" request (graph/deliverable.py) exists already: what is made from "my lecture
# recordings" does not record them, an e-book from "블로그 글" does not draft them, a reel from "찍은 사진" is not
# filmed (the photos are its footage)
MATERIAL_NOUNS = {
    "recording": r"recording|recorded (?:[\w-]+ ){0,2}?(?:interviews|calls|lectures|meetings|sessions)|episode|voice memo|녹음|음성 파일",
    "filming": r"video|footage|clip|vlog|photo|picture|영상|동영상|다시보기|브이로그|사진",
    "photos": r"photo|picture|사진",
    "writing": r"\b(?:posts?|articles?|essays?|newsletters?|recipes?|story|stories|manuscripts?|drafts?|scripts?|"
    r"transcripts?)\b|글|원고|레시피|칼럼|에세이|대본|스크립트",
    "notes": r"\b(?:notes?|diary|diaries|journals?|records)\b|일기|기록|메모|노트|자료",
}


def material_work(material: str | None) -> dict[str, str]:
    """{medium: "done" | "source"} for the material a request turns into something else. A compound names its material by
    its head: "유튜브 영상 대본" and "my video scripts" are scripts (written), "scripts of my videos" too."""
    done: dict[str, str] = {}
    for part in re.split(r"\s+and\s+|,\s*|\s*(?:와|과|랑|이랑|및)\s+", (material or "").lower()):
        part = part.split(" of ")[0]
        ends = {m: hit.end() for m, nouns in MATERIAL_NOUNS.items() for hit in list(re.finditer(nouns, part))[-1:]}
        # the noun that ends last is the head ("사진" is both photos and a reel's footage: both end there)
        done.update({m: "done" for m, end in ends.items() if end == max(ends.values())})
    # written material is the source of new writing (a blog post from a video script, a podcast script from a
    # newsletter): adapting it is a step; the research and ideas behind it are not. Recordings and videos are such
    # a source too, once transcribed (a blog post from my videos needs no topic research)
    out = {m: "source" if m == "writing" else how for m, how in done.items()}
    if {"recording", "filming"} & set(out) and not {"photos"} & set(out):
        out.setdefault("writing", "source")
    return out


def own_work(text: str) -> dict[str, str]:
    """{medium: "done" | "self" | "has"} for what the request says the person has made, will make by hand, or
    already runs."""
    low = (text or "").lower()
    found: dict[str, str] = {}
    for medium, spec in MEDIA.items():
        if spec.get("done") and re.search(spec["done"], low):
            found[medium] = "done"
        elif spec.get("self") and re.search(spec["self"], low):
            found[medium] = "self"
        elif spec.get("has") and re.search(spec["has"], low):
            found[medium] = "has"
    if (
        found.get("photos") == "self"
        and found.get("filming") == "self"
        and not re.search(r"영상|동영상|촬영|video|film", low)
    ):
        del found["filming"]  # "사진은 제가 직접 찍어요": photos by hand, nothing filmed
    return found


def _spans(text: str) -> list[tuple[int, int]]:
    low = (text or "").lower()
    return [
        m.span()
        for spec in MEDIA.values()
        for key in ("done", "has")
        if spec.get(key)
        for m in re.finditer(spec[key], low)
    ]


HELD_BEFORE = re.compile(r"\S+\s*(?:에|에서|에다|에다가)\s*$")  # "노션에 정리한 기록"
HELD_AFTER = re.compile(
    r"^\s+(?:in|on|inside|through|via)\s+(?:(?:my|our|a|an|the)\s+)?\S+(?:\s+\S+)?", re.I
)  # "notes I keep in Obsidian", "recorded locally through Zoom"


HELD_ON = re.compile(
    r"\b(?:video|videos|recording|recordings|footage|episodes?|lectures?|files?|photos?|it|they|everything)\s+"
    r"(?:is|are|'s|'re)\s+(?:already\s+|all\s+)?(?:up\s+)?(?:on|in)\s+(?P<place>[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)|"
    r"(?P<place_ko>\S+)에\s*(?:다\s*)?(?:올라와|올려져|올라가)\s*있",
)


def said_of_own_work(text: str) -> str:
    """Where the request says the person keeps what they made ("노션에 정리한 독서 기록", "notes I keep in
    Obsidian"): a tool named there holds the material; it is not where the work goes ("찍은 사진으로 인스타그램
    릴스": Instagram is where the reel goes)."""
    text = text or ""
    # "(the recording is up on YouTube)", "영상은 유튜브에 올라와 있어요": where the material already is
    places = [m.group("place") or m.group("place_ko") for m in HELD_ON.finditer(text)]
    for a, b in _spans(text):
        before, after = HELD_BEFORE.search(text[max(0, a - 20) : a]), HELD_AFTER.match(text[b : b + 40])
        places += [m.group(0).strip() for m in (before, after) if m]
    return " ".join(places)


def beyond_own_work(text: str) -> str:
    """The request without the words that describe work already done: "정리한 기록" has its organising behind
    it, so 정리 there does not ask for an organising tool."""
    out = text or ""
    for a, b in sorted(_spans(out), reverse=True):
        out = out[:a] + " " * (b - a) + out[b:]
    return out


def _words(stage: dict) -> str:
    return f"{stage.get('en', '')} {stage.get('ko', '')} {stage.get('text', '')}".lower()


def _makes(stage: dict, medium: str) -> bool:
    spec = MEDIA[medium]
    words = _words(stage)
    return stage.get("category") in spec["kinds"] or bool(re.search(spec["stage_words"], words))


def without_own_work(stages: list[dict], work: dict[str, str], keep_min: int = 2) -> list[dict]:
    """The stages without those the person does (see the module docstring). Nothing is dropped from a job's
    plan when that would leave fewer than `keep_min` stages: then the request is about the work itself."""
    if not work:
        return stages
    drop: set[int] = set()
    reworded: dict[int, dict] = {}
    for medium, how in work.items():
        made = [i for i, stage in enumerate(stages) if _makes(stage, medium)]
        if how == "source":  # text the new work is written from: written again in its new form, never researched
            before = range(made[0]) if made else range(0)
            drop.update(i for i in before if stages[i].get("category") in PRE_PRODUCTION)
            drop.update(i for i, stage in enumerate(stages) if stage.get("category") == "research")
            if made and re.search(r"\bdraft|write (?:the |your )?first|초고|초안|집필", _words(stages[made[0]])):
                reworded[made[0]] = SOURCE_REWRITE
            continue
        drop.update(made)
        used = [i for i, st in enumerate(stages) if st.get("category") in MEDIA[medium].get("used_by", ())]
        last_before = made[-1] if made else used[0] if how == "done" and used else None
        if how == "done" and last_before is not None and not MEDIA[medium].get("keeps_pre_production"):
            drop.update(i for i in range(last_before) if stages[i].get("category") in PRE_PRODUCTION)
    kept = [{**stage, **reworded.get(i, {})} for i, stage in enumerate(stages) if i not in drop]
    for medium in work:
        instead = MEDIA.get(medium, {}).get("instead")
        made = [i for i, stage in enumerate(stages) if i in drop and _makes(stage, medium)]
        if instead and made:
            at = sum(1 for i in range(made[0]) if i not in drop)
            kept.insert(at, {"id": f"own-{medium}", **instead})
    return kept if len(kept) >= keep_min else stages
