"""Bridges to the ecosystems that train and evaluate LLM agents, each behind its own extra.

Nothing here is imported by ``import uncoenv``; import a module only when its extra is installed.
"""
