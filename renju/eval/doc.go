// Package eval is the evaluation of renju/gomoku positions (package
// renju): the window scores of the 2-bit lines (LineWindows, LineScores,
// Evaluate), the point classes ranked from the four line levels of a
// point (Class, ClassOf) and the point values built from Params
// (PointValues), and the trainer's library code: the feature layout,
// TrainSample, Weights and SetWeights, and the logistic fit (Loss,
// FitScale, Fit) behind `bitban renju train`. The features of a position
// are extracted by the search's Trainer (renju/search), whose per-point
// cache holds the levels and classes they count.
package eval
