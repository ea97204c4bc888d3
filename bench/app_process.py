"""`python app.py` as a child process on a free loopback port, for bench.load and the UI tests.

One place that knows how to start the app the way it is deployed (its own data directory and log file,
never bound beyond loopback), tell when it answers, when its background warm-up is done, how much CPU it
has used, and how to stop it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def offline_env() -> dict:
    """This process's environment without an LLM endpoint (offline brain) and without Space settings."""
    drop = ("OPENAI_API_KEY", "OPENAI_BASE_URL", "SPACE_ID")
    return {k: v for k, v in os.environ.items() if k not in drop}


class AppProcess:
    """One app process. `env` is the base environment (default: offline_env()); `extra` overrides it."""

    def __init__(self, data_dir: Path, env: dict | None = None, **extra: str) -> None:
        self.data_dir = Path(data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log_path = self.data_dir / f"app-{self.port}.log"
        self.env = dict(offline_env() if env is None else env)
        self.env.pop("SPACE_ID", None)  # never bind 0.0.0.0
        self.env.update(
            PLANNER_DATA_DIR=str(self.data_dir),
            PORT=str(self.port),
            GRADIO_SERVER_PORT=str(self.port),
            GRADIO_SERVER_NAME="127.0.0.1",
            GRADIO_ANALYTICS_ENABLED="False",
            HF_HUB_OFFLINE="1",
            PYTHONUNBUFFERED="1",
        )
        self.env.update(extra)
        self.proc: subprocess.Popen | None = None
        self.t0: float | None = None  # time.perf_counter() at spawn
        self.cold_start_s: float | None = None  # spawn until the page answered HTTP 200

    def start(self, timeout: float = 240) -> AppProcess:
        """Spawn the app and wait until its page answers HTTP 200."""
        self._log = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.t0 = time.perf_counter()
        self.proc = subprocess.Popen(
            [sys.executable, "app.py"],
            cwd=REPO_ROOT,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a Ctrl-C of the caller is not delivered to the app twice
        )
        deadline = self.t0 + timeout
        while time.perf_counter() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"app exited with {self.proc.returncode}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.url, timeout=2) as response:
                    if response.status == 200:
                        self.cold_start_s = round(time.perf_counter() - self.t0, 2)
                        return self
            except OSError:
                pass
            time.sleep(0.05)
        self.stop()
        raise TimeoutError(f"app on {self.url} did not answer within {timeout} s:\n{self.log_tail()}")

    def wait_warm(self, timeout: float = 420) -> AppProcess:
        """Until the background warm-up (graph, knowledge base, memory store) has finished."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.log()
            if "warm-up done" in text:
                return self
            if "warm-up failed" in text or (self.proc and self.proc.poll() is not None):
                raise RuntimeError(f"app warm-up failed:\n{text[-4000:]}")
            time.sleep(0.25)
        raise TimeoutError(f"app warm-up took more than {timeout} s:\n{self.log_tail(4000)}")

    def cpu_s(self) -> float:
        """CPU seconds (user + system) the app process and its worker processes have used so far (Linux /proc)."""
        if self.proc is None:
            return float("nan")
        stats = {}
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
                stats[int(stat.parent.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]))
            except (OSError, IndexError, ValueError):  # a process that ended meanwhile
                continue
        if self.proc.pid not in stats:
            return float("nan")
        family, grown = {self.proc.pid}, True
        while grown:  # children, their children...
            new = {pid for pid, (ppid, _) in stats.items() if ppid in family} - family
            family |= new
            grown = bool(new)
        return sum(stats[pid][1] for pid in family) / os.sysconf("SC_CLK_TCK")

    def log(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def log_tail(self, chars: int = 1500) -> str:
        return self.log()[-chars:]

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        with contextlib.suppress(Exception):
            self._log.close()
