"""calculator: arithmetic for prices, without eval.

simpleeval walks the AST with a whitelist (no names, no attributes, no imports) and refuses huge powers
on its own; we add a length bound and refuse anything whose result is not a plain finite number.
"""

from __future__ import annotations

import math

from langchain_core.tools import tool
from simpleeval import SimpleEval

MAX_EXPRESSION_CHARS = 300
MAX_ABS_RESULT = 1e15


class CalculationError(ValueError):
    pass


def _round(x: float, digits: int = 0) -> float:
    if not isinstance(digits, int) or not 0 <= digits <= 10:
        raise CalculationError("round() digits must be 0-10")
    return round(x, digits)


def _evaluator() -> SimpleEval:
    ev = SimpleEval(functions={"round": _round, "min": min, "max": max, "abs": abs}, names={})
    return ev


def calculate(expression: str) -> float:
    """Evaluate an arithmetic expression; raises CalculationError with a reason a person can read."""
    expression = (expression or "").strip()
    if not expression:
        raise CalculationError("empty expression")
    if len(expression) > MAX_EXPRESSION_CHARS:
        raise CalculationError(f"expression longer than {MAX_EXPRESSION_CHARS} characters")
    if "__" in expression or "lambda" in expression or "!" in expression:
        raise CalculationError("only arithmetic is allowed")
    try:
        result = _evaluator().eval(expression.replace("^", "**"))
    except CalculationError:
        raise
    except ZeroDivisionError as exc:
        raise CalculationError("division by zero") from exc
    except Exception as exc:  # simpleeval's NumberTooHigh, NameNotDefined, FeatureNotAvailable, SyntaxError...
        raise CalculationError(f"not allowed: {exc.__class__.__name__}: {str(exc)[:120]}") from exc
    if isinstance(result, bool) or not isinstance(result, (int, float)):
        raise CalculationError("the result is not a number")
    if isinstance(result, float) and not math.isfinite(result) or abs(result) > MAX_ABS_RESULT:
        raise CalculationError("the result is too large")
    return float(result)


@tool
def calculator(expression: str) -> str:
    """Evaluate arithmetic for prices and costs, e.g. "12 * 9.99" or "round((20 + 13) * 12, 2)".

    Supports + - * / // % ** and round, min, max, abs. No variables.
    """
    try:
        value = calculate(expression)
    except CalculationError as exc:
        return f"Refused: {exc}"
    return f"{value:g}" if abs(value) < 1e12 else str(value)
