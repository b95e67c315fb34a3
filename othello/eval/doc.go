// Package eval is Othello's evaluation layer: the pattern evaluation
// (Evaluator: per game phase, weights for the edge, corner and diagonal
// patterns of Features plus mobility and parity terms), its shipped weights
// (embedded, DefaultEvaluator) and their file format (ReadWeights,
// WriteWeights), and the fit that produced them from labelled positions
// (Fit, AverageEvaluators; the self-play that labels them is
// othello/cmd/train).
//
// Scores are in Scale units per disc from the side to move's view. Eval
// reads a board as the (player, opponent) bitboards of package othello and
// allocates nothing.
package eval
