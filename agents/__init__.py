"""Agents that play the environments (installed as ``uncoenv.agents``).

Scripted baselines and the litellm agent come with the environments; not here yet.
"""
