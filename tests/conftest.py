import os
import tempfile

os.environ.setdefault("PLANNER_DATA_DIR", tempfile.mkdtemp(prefix="planner-test-"))
os.environ.pop("OPENAI_API_KEY", None)
