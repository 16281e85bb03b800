"""Adapters to LLM reinforcement-learning trainers, each behind its own extra.

- ``uncoenv.integrations.trl``: ``UnCoToolEnv``, a TRL ``GRPOTrainer(environment_factory=...)``
  class (one tool per action, the env-owned joint-correctness reward), and ``make_dataset``
  (extra ``trl``).
- ``uncoenv.integrations.skyrl``: ``UnCoTextEnv``, a SkyRL-gym ``BaseTextEnv`` (extra ``skyrl``).

Importing this package imports nothing heavy; each module imports its trainer's package only
where it needs it.
"""
