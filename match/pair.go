package match

import (
	"context"
	"fmt"
	"slices"
)

// PlayPair plays pair p of a match — games 2p and 2p+1, the opening p
// (modulo the openings) with the colours swapped — with its own engine
// processes, and returns the two records. It is one unit of a match spread
// over machines (package work); Run plays whole matches on one. A nil
// result without error means ctx was cancelled.
func PlayPair(ctx context.Context, cfg Config, p int) ([]*GameRecord, error) {
	cfg.Defaults()
	if err := CheckGame(cfg.Game); err != nil {
		return nil, err
	}
	if len(cfg.Openings) == 0 {
		return nil, fmt.Errorf("no openings")
	}
	if p < 0 {
		return nil, fmt.Errorf("pair %d: want 0 or more", p)
	}
	var argv [2][]string
	for i := range cfg.Engines {
		a, err := resolveSelf(cfg.Engines[i].Cmd, cfg.Game, cfg.SelfExe, cfg.tcOf(i))
		if err != nil {
			return nil, err
		}
		argv[i] = a
	}
	w := &worker{cfg: &cfg, argv: argv}
	defer w.close()
	var recs []*GameRecord
	for idx := 2 * p; idx <= 2*p+1; idx++ {
		r, err := w.play(ctx, idx)
		if err != nil || r == nil {
			return nil, err
		}
		recs = append(recs, r)
	}
	return recs, nil
}

// SummaryOf tallies finished games (in any order) as Run does: W/D/L of
// engine A, pentanomial pairs, the end reasons and the SPRT's verdict.
func SummaryOf(cfg Config, recs []*GameRecord) Summary {
	cfg.Defaults()
	sorted := slices.Clone(recs)
	slices.SortFunc(sorted, func(a, b *GameRecord) int { return a.Index - b.Index })
	t := newTally(cfg)
	for _, r := range sorted {
		t.add(r)
	}
	return t.summary()
}
