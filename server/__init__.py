"""The app's process plumbing: the worker process that runs the graph and the stores for the page."""
