"""Bridges to the ecosystems that train and evaluate LLM agents, each behind its own extra.

- ``uncoenv.integrations.trl``: ``UnCoToolEnv``, a TRL ``GRPOTrainer(environment_factory=...)``
  class (one tool per action, the env-owned joint-correctness reward), and ``make_dataset``
  (extra ``trl``).
- ``uncoenv.integrations.skyrl``: ``UnCoTextEnv``, a SkyRL-gym ``BaseTextEnv`` (extra ``skyrl``).
- ``uncoenv.integrations.openenv``: an OpenEnv server (``uncoenv serve``) and its typed client
  (extra ``openenv``).
- ``uncoenv.integrations.ray``: ``uncoenv eval --backend ray`` (extra ``ray``).

Nothing here is imported by ``import uncoenv``, and importing this package imports nothing
heavy; import a module only when its extra is installed.
"""
