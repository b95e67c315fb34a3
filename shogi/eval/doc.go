// Package eval is the evaluation of shogi positions: the hand-written
// static score (Evaluate, EvaluateWith) and its weights (Params,
// DefaultParams; a searcher carries them as the Eval field of its
// search.Params), and the library code of the trainers that fit them:
//
//   - DataSample, ParseDataSample: the lines of the training data
//     (`bitban shogi data`; the games are played by search.GenerateData,
//     which needs the searcher and so lives in package shogi/search).
//   - TrainKingRel: the king-relative piece-square terms fitted to such
//     data by full-batch Adam (`bitban shogi train`).
//   - TuneEval: Texel tuning of the other weights to game results
//     (`bitban shogi tune`).
//
// The position layer below is package shogi (PieceValue and Quiet live
// there, since SEE uses them).
package eval
