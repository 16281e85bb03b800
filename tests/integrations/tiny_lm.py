"""A tiny chat model and tokenizer built in the process: no hub download, no network.

The tokenizer is a byte-level BPE trained on the given texts, with the Qwen3 special tokens and
TRL's own Qwen3 chat template (so TRL recognises it and parses tool calls); the model is a
randomly initialised one-layer ``Qwen3ForCausalLM``. Used only by tests that imported torch,
transformers and trl already.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

SPECIAL = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")
"""Qwen3's special tokens: padding, and the start and end of a message."""
TAGS = ("<tool_call>", "</tool_call>", "<tool_response>", "</tool_response>", "<think>", "</think>")
"""Qwen3's added (not special) tokens: they stay in decoded text, where tool calls are parsed."""


def tokenizer(texts: Iterable[str], vocab_size: int = 2_000) -> Any:
    """A Qwen3-style tokenizer whose byte-level BPE is trained on ``texts``."""
    import trl
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import AddedToken, PreTrainedTokenizerFast

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    bpe.train_from_iterator(
        texts,
        trainers.BpeTrainer(
            vocab_size=vocab_size,
            special_tokens=list(SPECIAL),
            initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
            show_progress=False,
        ),
    )
    fast = PreTrainedTokenizerFast(
        tokenizer_object=bpe, eos_token="<|im_end|>", pad_token="<|endoftext|>"
    )
    fast.add_tokens([AddedToken(tag, special=False, normalized=False) for tag in TAGS])
    template = Path(trl.__file__).parent / "chat_templates" / "qwen3.jinja"
    fast.chat_template = template.read_text(encoding="utf-8")
    return fast


def model(tokenizer: Any, context: int = 32_768) -> Any:
    """A random one-layer Qwen3 causal LM for ``tokenizer`` (seeded: the same weights each time)."""
    import torch
    from transformers import Qwen3Config, Qwen3ForCausalLM

    torch.manual_seed(0)
    config = Qwen3Config(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=1,
        num_attention_heads=2,
        num_key_value_heads=1,
        head_dim=16,
        max_position_embeddings=context,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        bos_token_id=None,
    )
    lm = Qwen3ForCausalLM(config)
    lm.generation_config.pad_token_id = tokenizer.pad_token_id
    lm.generation_config.eos_token_id = tokenizer.eos_token_id
    return lm
