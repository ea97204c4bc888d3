"""calculator: arithmetic for prices, without eval.

simpleeval walks the AST with a whitelist; before it runs we also refuse, from the parsed tree alone,
anything that is not arithmetic (names, attributes, subscripts, strings), and powers whose result would
be huge are refused before they are computed, so hostile input is answered in well under 100 ms.
"""

from __future__ import annotations

import ast
import math

from langchain_core.tools import tool
from simpleeval import SimpleEval

MAX_EXPRESSION_CHARS = 300
MAX_ABS_RESULT = 1e15
MAX_RESULT_DIGITS = 15
FUNCTIONS = ("round", "min", "max", "abs")
_ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Call, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.USub, ast.UAdd,
)  # fmt: skip


class CalculationError(ValueError):
    pass


def _round(x: float, digits: int = 0) -> float:
    if not isinstance(digits, int) or not 0 <= digits <= 10:
        raise CalculationError("round() digits must be 0-10")
    return round(x, digits)


def _safe_power(base, exponent):
    """Refuse a power whose result would have more than MAX_RESULT_DIGITS digits, before computing it."""
    if abs(exponent) > 1000:
        raise CalculationError("the result is too large")
    if abs(base) > 1 and exponent > 0 and exponent * math.log10(abs(base)) > MAX_RESULT_DIGITS:
        raise CalculationError("the result is too large")
    return base**exponent


def _check_tree(expression: str) -> None:
    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError as exc:
        raise CalculationError("not a valid arithmetic expression") from exc
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise CalculationError("only arithmetic is allowed")
        if isinstance(node, ast.Constant) and (isinstance(node.value, bool) or not isinstance(node.value, int | float)):
            raise CalculationError("only numbers are allowed")
        if isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name) and node.func.id in FUNCTIONS):
            raise CalculationError(f"only these functions are allowed: {', '.join(FUNCTIONS)}")
        if isinstance(node, ast.Name) and node.id not in FUNCTIONS:
            raise CalculationError(f"unknown name {node.id!r}: only numbers are allowed")


def _evaluator() -> SimpleEval:
    ev = SimpleEval(functions={"round": _round, "min": min, "max": max, "abs": abs}, names={})
    ev.operators[ast.Pow] = _safe_power
    return ev


def calculate(expression: str) -> float:
    """Evaluate an arithmetic expression; raises CalculationError with a reason a person can read."""
    expression = (expression or "").strip().replace("^", "**")
    if not expression:
        raise CalculationError("empty expression")
    if len(expression) > MAX_EXPRESSION_CHARS:
        raise CalculationError(f"expression longer than {MAX_EXPRESSION_CHARS} characters")
    _check_tree(expression)
    try:
        result = _evaluator().eval(expression)
    except CalculationError:
        raise
    except ZeroDivisionError as exc:
        raise CalculationError("division by zero") from exc
    except (OverflowError, MemoryError) as exc:
        raise CalculationError("the result is too large") from exc
    except Exception as exc:  # simpleeval's NumberTooHigh, FeatureNotAvailable, ...: all refusals
        raise CalculationError(f"not allowed: {exc.__class__.__name__}") from exc
    if isinstance(result, bool) or not isinstance(result, int | float):
        raise CalculationError("the result is not a number")
    if (isinstance(result, float) and not math.isfinite(result)) or abs(result) > MAX_ABS_RESULT:
        raise CalculationError("the result is too large")
    return float(result)


def format_number(value: float) -> str:
    """Every cent kept, no exponent: 14814.72, 1234568, 0.1."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.10f}".rstrip("0").rstrip(".")


@tool
def calculator(expression: str) -> str:
    """Evaluate arithmetic for prices and costs, e.g. "12 * 9.99" or "round((20 + 13) * 12, 2)".

    Supports + - * / // % ** and round, min, max, abs. No variables.
    """
    try:
        value = calculate(expression)
    except CalculationError as exc:
        return f"Refused: {exc}"
    return format_number(value)
