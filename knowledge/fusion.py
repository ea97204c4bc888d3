"""How the retriever's rankers are combined: one FusionConfig per collection, and the ablation presets.

The weights are global and were tuned on ../shared/eval/metatool-dev only (`python -m knowledge.eval
--ablation`); knowledge/retriever.py explains what each weight does.
"""

from __future__ import annotations

from dataclasses import dataclass

USE_PART = "use-multilingual-v3"
MINILM_PART = "all-MiniLM-L6-v2"


@dataclass(frozen=True)
class FusionConfig:
    """How the rankers are combined. Global weights, tuned on the dev split only."""

    # "zscore" (the fusion above) | "rrf" (naive reciprocal-rank fusion, for ablation) | "legacy" (the first
    # version: USE cosine + lexical_weight * BM25/best BM25, no normalisation; kept for the workflow router)
    mode: str = "zscore"
    part_weights: tuple[tuple[str, float], ...] = ((USE_PART, 0.7), (MINILM_PART, 1.0))
    default_part_weight: float = 1.0  # an encoder not named above (a single-model embedder)
    lexical_weight: float = 0.5  # in z units, times BM25 / best BM25
    clause_weight: float = 1.0  # best-clause z-score, averaged with the whole query's
    prior_weight: float = 0.3
    prior_k: int = 20
    rrf_k: int = 60

    def weight(self, part: str) -> float:
        return dict(self.part_weights).get(part, self.default_part_weight)


DEFAULT_FUSION = FusionConfig()
# The planner's workflow router (graph/brains/offline_planner.py STRONG_MATCH / WEAK_MATCH / AMBIGUOUS_MARGIN)
# was calibrated on this scoring, where a keyword hit adds up to 0.3; its 65 workflows carry curated keyword
# lists, and for them that lexical weight is wanted. Same USE cosines, so the same thresholds hold.
WORKFLOW_FUSION = FusionConfig(mode="legacy", lexical_weight=0.3, clause_weight=0.0, prior_weight=0.0)
# Which configuration a collection gets when none is passed, by the base name given to VectorCollection.
COLLECTION_FUSION: dict[str, FusionConfig] = {"workflows": WORKFLOW_FUSION}
# Configurations for the ablation table (knowledge.eval --ablation); "hybrid" is what the app runs.
PRESETS: dict[str, FusionConfig] = {
    "bm25": FusionConfig(
        part_weights=((USE_PART, 0.0), (MINILM_PART, 0.0)),
        default_part_weight=0.0,
        lexical_weight=1.0,
        clause_weight=0.0,
        prior_weight=0.0,
    ),
    "use": FusionConfig(
        part_weights=((USE_PART, 1.0), (MINILM_PART, 0.0)), lexical_weight=0.0, clause_weight=0.0, prior_weight=0.0
    ),
    "minilm": FusionConfig(
        part_weights=((USE_PART, 0.0), (MINILM_PART, 1.0)), lexical_weight=0.0, clause_weight=0.0, prior_weight=0.0
    ),
    "rrf-bm25-minilm": FusionConfig(mode="rrf", part_weights=((USE_PART, 0.0), (MINILM_PART, 1.0))),
    "rrf": FusionConfig(mode="rrf", part_weights=((USE_PART, 1.0), (MINILM_PART, 1.0))),
    "dense-z": FusionConfig(lexical_weight=0.0, clause_weight=0.0, prior_weight=0.0),
    "dense-z+bm25": FusionConfig(clause_weight=0.0, prior_weight=0.0),
    "dense-z+bm25+clauses": FusionConfig(prior_weight=0.0),
    "hybrid": DEFAULT_FUSION,
    "legacy": WORKFLOW_FUSION,
}


def default_config(collection) -> FusionConfig:
    """DEFAULT_FUSION, or the COLLECTION_FUSION entry for the collection's base name ('workflows__<embedder>')."""
    col = getattr(collection, "_col", None)
    base = str(getattr(col, "name", "") or "").split("__", 1)[0]
    return COLLECTION_FUSION.get(base, DEFAULT_FUSION)
