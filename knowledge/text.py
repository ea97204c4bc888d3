"""Language detection, Korean-aware tokenization and repair of PDF-extracted Korean text.

Whitespace tokens fail for Korean: particles stick to nouns ("영상을", "영상으로"), so the lexical ranker
would never match "영상". Kiwi splits them into morphemes and we keep the content-bearing ones.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache
from typing import NamedTuple

HANGUL = re.compile(r"[\uac00-\ud7a3]")  # one Hangul syllable
_LATIN = re.compile(r"[A-Za-z]")
_WORD = re.compile(r"[A-Za-z]+|\d+(?:\.\d+)?|[\uac00-\ud7a3]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
# Morpheme tags kept for retrieval: nouns, verb/adjective stems, roots, foreign words, numbers.
_KEEP_TAGS = {"NNG", "NNP", "NNB", "NR", "VV", "VA", "XR", "SL", "SN", "SH", "MAG"}
_EN_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "of",
        "to",
        "in",
        "on",
        "for",
        "with",
        "by",
        "at",
        "from",
        "is",
        "are",
        "be",
        "as",
        "it",
        "this",
        "that",
        "i",
        "me",
        "my",
        "we",
        "you",
        "your",
        "want",
        "would",
        "like",
        "need",
        "can",
        "could",
        "how",
        "do",
        "make",
        "using",
        "use",
    ]
)
_kiwi_lock = threading.Lock()


_INVISIBLE = frozenset({"Cc", "Cf", "Co", "Cs"})
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\\\)?")


def strip_invisible(text: str) -> str:
    """Text a person, a file or a model supplied, without what cannot be seen: control characters (ANSI
    escape sequences whole), zero-width and bidi-override format characters, private-use code points.
    Newlines and tabs stay. A task made only of such characters becomes empty (and is refused)."""
    text = _ANSI.sub("", str(text))
    return "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) not in _INVISIBLE)


def without_brackets(text: str) -> str:
    """The text with its bracketed asides taken out: what brackets list ("a form (vet info, meds)", "my projects
    (SQL, Tableau)") says what a thing holds or is about, not work to plan nor a tool to use."""
    return re.sub(r"\([^()]*\)", " ", text)


def fenced(tag: str, text: str, attributes: str = "") -> str:
    """Untrusted text (a PDF, memories, a web page) inside `<tag>…</tag>` for a model to read as data. Angle
    brackets inside become ‹ › so the text cannot close the fence (`</document>`) or open another."""
    body = strip_invisible(text).replace("<", "‹").replace(">", "›")
    head = f"<{tag} {attributes}>" if attributes else f"<{tag}>"
    return f"{head}\n{body}\n</{tag}>"


def detect_language(text: str) -> str:
    """'ko' when Hangul is a real share of the letters, else 'en'."""
    hangul = len(HANGUL.findall(text or ""))
    latin = len(_LATIN.findall(text or ""))
    if hangul == 0:
        return "en"
    return "ko" if hangul >= 0.2 * (hangul + latin) else "en"


# nouns of this domain Kiwi splits in some sentences: "잘라내고 자막 넣어서" had been read as 자 (an interjection) +
# 막 (an adverb), and the ask became "막 넣기"; "레터링" (lettering) had been 레터 (letter) + 링
USER_NOUNS = ("자막", "레터링", "테이핑", "공지문")


@lru_cache(maxsize=1)
def _kiwi():
    try:
        from kiwipiepy import Kiwi  # heavy: the Korean analyser, loaded for the first Korean text

        kiwi = Kiwi()
        for noun in USER_NOUNS:
            kiwi.add_user_word(noun, "NNG", 3)
        return kiwi
    except Exception:  # pragma: no cover - kiwi is a pinned dependency; bigrams keep us working
        return None


def _latin_tokens(text: str) -> list[str]:
    out = []
    for word in _WORD.findall(text):
        for part in _CAMEL.split(word):
            low = part.lower()
            if low and low not in _EN_STOP:
                out.append(low)
    return out


def tokenize(text: str) -> list[str]:
    """Tokens for BM25: lowercase English words (camelCase split), numbers, Korean morphemes."""
    text = text or ""
    if not HANGUL.search(text):
        return _latin_tokens(text)
    kiwi = _kiwi()
    if kiwi is None:
        hangul = "".join(HANGUL.findall(text))
        return _latin_tokens(text) + [hangul[i : i + 2] for i in range(max(1, len(hangul) - 1))]
    with _kiwi_lock:  # Kiwi is not documented as thread-safe and Gradio calls from worker threads.
        morphemes = kiwi.tokenize(text)
    out: list[str] = []
    for m in morphemes:
        if m.tag == "SL":
            out.extend(_latin_tokens(m.form))
        elif m.tag in _KEEP_TAGS and m.form.strip():
            out.append(m.form.lower())
    return out


@lru_cache(maxsize=512)
def korean_morphemes(text: str) -> tuple:
    """Kiwi's morphemes of a Korean text (form, tag, start, len), for reading its clauses; () without Kiwi.
    Cached: a request's text is read by the name finder and by the asks reader in the same turn."""
    kiwi = _kiwi()
    if kiwi is None or not HANGUL.search(text or ""):
        return ()
    spans = [(m.start(), m.end(), "MM") for m in ONE_COUNTED.finditer(text)]
    spans += [(m.start(), m.end(), "NNP") for m in QUOTED_TITLE.finditer(text)]
    spans.sort()
    with _kiwi_lock:
        tokens = kiwi.tokenize(text, pretokenized=spans) if spans else kiwi.tokenize(text)
    return tuple(_main_verb_after_noun(tokens))


def korean_join(morphemes: list[tuple[str, str]]) -> str:
    """Morphemes (form, tag) joined into the word they make ("만들" + "는" -> "만드는"); their forms run together
    without Kiwi."""
    kiwi = _kiwi()
    if kiwi is None:
        return "".join(form for form, _ in morphemes)
    with _kiwi_lock:
        return kiwi.join(morphemes)


class Morpheme(NamedTuple):
    """A morpheme whose tag this module corrected; it reads like Kiwi's token (form, tag, start, len)."""

    form: str
    tag: str
    start: int
    len: int


def _main_verb_after_noun(tokens: list) -> list:
    """ "단어 시험지 만드는 데": Kiwi sometimes tags a verb right after its object as an auxiliary (VX). An
    auxiliary follows a verb's ending ("만들어 보다") or a bound noun ("할 만하다"), never a noun or a particle,
    so there it is the clause's own verb."""
    out = list(tokens)
    for i in range(1, len(out)):
        t, before = out[i], out[i - 1]
        if t.tag == "VX" and (before.tag in ("NNG", "NNP", "SN", "SL") or before.tag.startswith("J")):
            out[i] = Morpheme(t.form, "VV", t.start, t.len)
    return out


# "'스마트폰으로 사진 찍어서 가족에게 보내기' 교실": a quoted name (of a class, a book, a campaign) is one noun,
# whatever verbs it holds; its words are not the person's asks
QUOTED_TITLE = re.compile(
    r"'[^'\n]*\s[^'\n]*'|\"[^\"\n]*\s[^\"\n]*\"|‘[^’\n]*\s[^’\n]*’|“[^”\n]*\s[^”\n]*”|「[^」\n]+」"
)

# "한 곳에서 받고", "한 달에", "한 번에": "one" before a counter, which Kiwi reads after an object as 하+ㄴ ("주문을 한
# 곳" = the place where an order was made), losing the clause's verb
ONE_COUNTED = re.compile(r"(?<![가-힣])한(?= (?:곳|군데|번|달|명|개|가지|주|권|장|시간|페이지)(?![가-힣]{3}))")


def korean_verb_noun(morphemes: list[tuple[str, str]]) -> str:
    """A verb (with its helpers) said as the thing to do: 만들 -> 만들기, 나누+어+주 -> 나눠 주기; Kiwi joins
    irregular stems."""
    kiwi = _kiwi()
    if kiwi is None:
        return "".join(form for form, _ in morphemes) + "기"
    with _kiwi_lock:
        return kiwi.join([*morphemes, ("기", "ETN")])


_SPACED_RUN = re.compile(r"(?:[\uac00-\ud7a3] ){2,}[\uac00-\ud7a3]")


def looks_spaced_korean(text: str) -> bool:
    """True when most Hangul tokens are single syllables: pypdf's 'a space after every syllable'."""
    tokens = [t for t in text.split() if HANGUL.search(t)]
    if len(tokens) < 6:
        return False
    singles = sum(1 for t in tokens if len(t) == 1)
    return singles / len(tokens) >= 0.6


def _all_single_syllables(word: str) -> bool:
    parts = word.split(" ")
    return len(parts) > 1 and all(len(p) == 1 and HANGUL.match(p) for p in parts)


def repair_spaced_korean(text: str) -> str:
    """Join syllables that pypdf split apart, keeping real word breaks where they can be told.

    PDFs that space every syllable usually keep a wider gap (two or more spaces) at real word breaks;
    when they do not, Kiwi's spacing model puts the breaks back.
    """
    if not looks_spaced_korean(text):
        return text
    lines = []
    for line in text.split("\n"):
        if re.search(r"\S {2,}\S", line):
            words = re.split(r" {2,}", line)
            lines.append(" ".join(w.replace(" ", "") if _all_single_syllables(w) else w for w in words))
            continue
        joined = _SPACED_RUN.sub(lambda m: m.group(0).replace(" ", ""), line)
        kiwi = _kiwi()
        if kiwi is not None and joined != line:
            with _kiwi_lock:
                joined = kiwi.space(joined)
        lines.append(joined)
    return "\n".join(lines)


# --- Korean particles after names -----------------------------------------------------------------------

_LETTER_BATCHIM = {"L": 8, "M": 16, "N": 4, "R": 8}  # 엘, 엠, 엔, 알: the acronym letters that end in a consonant
_DIGIT_BATCHIM = {"0": 21, "1": 8, "3": 16, "6": 1, "7": 8, "8": 8}  # 영 일 삼 육 칠 팔
_PARTICLES = re.compile(
    r"(?P<word>[^\s(]*[^\s*_`'\"”’)\]])(?P<close>[*_`'\"”’)\]]*)(?P<p>\(으\)로|은\(는\)|이\(가\)|을\(를\)|과\(와\)|이\(라\)고|\(이\)라고|\(이\)나|\(이\)에요)"
)


def final_consonant(word: str) -> int | None:
    """The final consonant (jongseong index, 0 = none) of how a Korean reader says the word's end.

    Hangul reads itself; digits and capitals of acronyms read as their Korean names (ChatGPT -> 티, HTML ->
    엘); a Latin word by its last letters as Korean loanwords spell them (Canva 캔바, Notion 노션, Slack 슬랙,
    Claude 클로드). None when there is nothing to read.
    """
    word = re.sub(r"[\s*_`'\"”’)\]]+$", "", word)
    if word.endswith(")") or not word:
        return None
    last = word[-1]
    if HANGUL.match(last):
        return (ord(last) - 0xAC00) % 28
    if last.isdigit():
        return _DIGIT_BATCHIM.get(last, 0)
    if not last.isalpha() or not last.isascii():
        return None
    if last.isupper() and (len(word) == 1 or word[-2].isupper() or word[-2].isdigit() or not word[-2].isalpha()):
        return _LETTER_BATCHIM.get(last, 0)
    low = word.lower()
    if low.endswith("ng"):
        return 21
    if low[-1] in "mn":
        return 4 if low[-1] == "n" else 16
    if low[-1] == "l" or (low.endswith("le") and len(low) >= 3 and low[-3] in "bdgkt"):
        return 8  # "Doodle" 두들, "Google" 구글, "Kindle" 킨들 (not "Apple" 애플)
    if low[-1] in "kcpt" and len(low) >= 2 and low[-2] in "aeiouck":
        return 1
    return 0


def resolve_particles(text: str) -> str:
    """Replace 은(는), 이(가), 을(를), 과(와), (으)로 after a name with the form its ending takes."""

    def pick(m: re.Match) -> str:
        jong = final_consonant(m["word"] + m["close"])
        p = m["p"]
        if jong is None:
            return m.group(0)
        has = jong != 0
        forms = {
            "(으)로": "로" if not has or jong == 8 else "으로",
            "은(는)": "은" if has else "는",
            "이(가)": "이" if has else "가",
            "을(를)": "을" if has else "를",
            "과(와)": "과" if has else "와",
            "이(라)고": "이라고" if has else "라고",
            "(이)라고": "이라고" if has else "라고",
            "(이)나": "이나" if has else "나",
            "(이)에요": "이에요" if has else "예요",
        }
        return m["word"] + m["close"] + forms[p]

    return _PARTICLES.sub(pick, text)
