"""Gymnasium environments (installed as ``uncoenv.envs``).

The environments UnCo-{Reliable,Misaligned,Incomplete,Missed,Mixed}-v0 are built on the tasks of
``uncoenv.tasks``; they are the next step of the roadmap and not here yet.
"""
