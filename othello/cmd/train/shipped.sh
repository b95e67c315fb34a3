#!/bin/sh
# The procedure behind othello/eval/zz_eval_weights.gz, run from the module root:
#   sh othello/cmd/train/shipped.sh
# About 2 hours on one core. Each step is deterministic for a given build,
# but self-play picks among equally good moves in the solver's order, so a
# build with a different solver can end a few weights apart.
set -e
d=${TMPDIR:-/tmp}/bitban-train
mkdir -p "$d"
go build -o "$d/train" ./othello/cmd/train
# Three rounds of 3,000 games from the hand-tuned evaluation, exact labels
# from 14 empties.
"$d/train" -o "$d/w0.gz"
# Three rounds of 40,000 games, each from the previous evaluation, exact
# labels from 16 empties, the others by a depth-4 search and the outcome.
"$d/train" -init "$d/w0.gz" -games 40000 -rounds 1 -exact 16 -seed 1 -o "$d/w1.gz"
"$d/train" -init "$d/w1.gz" -games 40000 -rounds 1 -exact 16 -seed 2 -o "$d/w2.gz"
"$d/train" -init "$d/w2.gz" -games 40000 -rounds 1 -exact 16 -seed 3 -o "$d/w3.gz"
# The shipped evaluation: the mean of the last three (an ensemble).
"$d/train" -average "$d/w1.gz,$d/w2.gz,$d/w3.gz" -o othello/eval/zz_eval_weights.gz
