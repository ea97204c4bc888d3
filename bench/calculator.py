"""`python -m bench.calculator`: how fast the calculator refuses hostile input (goal: within 100 ms)."""

from __future__ import annotations

import json
import statistics
import time

from tools.calculator import calculator

HOSTILE = [
    "9**9**9",
    "10**10**10",
    "__import__('os').system('id')",
    "().__class__.__bases__[0]",
    "x + 1",
    "'a' * 10**9",
    "factorial(100000)",
    "(" * 200 + "1" + ")" * 200,
    "1/0",
    "2**2**2**2**2",
]


def main() -> None:
    rows = []
    for expr in HOSTILE:
        times = []
        for _ in range(20):
            start = time.perf_counter()
            answer = calculator.invoke({"expression": expr})
            times.append((time.perf_counter() - start) * 1000)
        rows.append(
            {
                "expression": expr[:40],
                "answer": answer[:90],
                "median_ms": round(statistics.median(times), 3),
                "max_ms": round(max(times), 3),
            }
        )
    print(json.dumps(rows, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
