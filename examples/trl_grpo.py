"""Train an LLM agent on UnCo episodes with TRL's GRPO: a GPU recipe, generation by vLLM.

Each rollout is one episode: the model acts through the tools query, query_many, wait and
finalize (``uncoenv.integrations.trl.UnCoToolEnv``) and earns 1.0 for a right final answer.

    pip install -e ".[trl]" vllm      # a CUDA torch (not the CPU build the tests use)
    python examples/trl_grpo.py Qwen/Qwen3-1.7B --settings misaligned,mixed

    # vLLM on its own GPU (server mode) instead of sharing the training GPU (colocate):
    CUDA_VISIBLE_DEVICES=1 trl vllm-serve --model Qwen/Qwen3-1.7B &
    CUDA_VISIBLE_DEVICES=0 python examples/trl_grpo.py Qwen/Qwen3-1.7B --vllm-mode server

The model's chat template must support tool calling (Qwen3, Qwen2.5, Llama 3.1/3.2 and others
TRL knows). Watch ``rewards/UnCoToolEnv/mean`` and ``frac_reward_zero_std`` in the logs: GRPO
learns only from groups whose episodes do not all end alike.
"""

from __future__ import annotations

import argparse
import functools

from trl import GRPOConfig, GRPOTrainer

from uncoenv.integrations.trl import UnCoToolEnv, make_dataset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a model id or folder, e.g. Qwen/Qwen3-1.7B")
    parser.add_argument("--settings", default="all", help="comma-separated settings, or 'all'")
    parser.add_argument("--tasks", type=int, default=512, help="task groups in the dataset")
    parser.add_argument("--max-steps", type=int, default=500)
    parser.add_argument("--max-rounds", type=int, default=8, help="rounds per episode")
    parser.add_argument(
        "--max-completion-length",
        type=int,
        default=8_192,
        help="tokens of a whole episode after the prompt: the model's turns and the replies",
    )
    parser.add_argument("--vllm-mode", choices=["colocate", "server"], default="colocate")
    parser.add_argument("--cpu", action="store_true", help="a smoke run: CPU, no vLLM")
    parser.add_argument("--out", default="runs/trl-grpo")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    settings = "all" if args.settings == "all" else args.settings.split(",")
    config = GRPOConfig(
        output_dir=args.out,
        max_steps=args.max_steps,
        learning_rate=1e-6,
        per_device_train_batch_size=8,
        num_generations=8,  # one group: 8 episodes of the same row (same task, same seed)
        gradient_accumulation_steps=4,
        max_completion_length=args.max_completion_length,
        max_tool_calling_iterations=args.max_rounds,  # one round per tool call
        chat_template_kwargs={"enable_thinking": False},
        use_vllm=not args.cpu,
        vllm_mode=args.vllm_mode,
        use_cpu=args.cpu,
        gradient_checkpointing=True,
        logging_steps=1,
        log_completions=True,
        save_steps=100,
        seed=args.seed,
    )
    trainer = GRPOTrainer(
        model=args.model,
        args=config,
        train_dataset=make_dataset(settings, "train", n=args.tasks, seed=args.seed),
        environment_factory=functools.partial(UnCoToolEnv, max_rounds=args.max_rounds),
    )
    trainer.train()
    trainer.save_model(args.out)


if __name__ == "__main__":
    main()
