"""Agents that play the environments (installed as ``uncoenv.agents``).

``base`` is the protocol every agent and the runner speak; ``scripted`` holds the naive,
careful and random baselines; ``llm`` the litellm agent (imports litellm only when used);
``evidence`` is the one model of what a reader of the transcript knows.
"""
