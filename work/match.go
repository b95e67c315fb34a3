package work

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"bitban/match"
)

// MatchJob is an engine match spread over workers: one unit per pair of
// games (an opening played twice, the colours swapped). Every worker must
// be able to run both engines' commands; cmd=self runs the worker's own
// bitban.
type MatchJob struct {
	Game     string        `json:"game"`
	Engines  [2]string     `json:"engines"`  // --engine specs, A first
	TC       string        `json:"tc"`       // the default time control
	Openings []string      `json:"openings"` // opening lines in the game's format
	Games    int           `json:"games"`    // rounded up to pairs
	Margin   time.Duration `json:"margin"`
	MaxWait  time.Duration `json:"max_wait"`
	MaxPly   int           `json:"max_ply"`
	// Adjudicate is the --adjudicate value ("": none).
	Adjudicate string `json:"adjudicate,omitempty"`
}

// matchSpec is one unit: the job and the pair to play.
type matchSpec struct {
	MatchJob
	Pair int `json:"pair"`
}

// Name depends on everything that decides the games.
func (j *MatchJob) Name() string {
	spec, _ := json.Marshal(j)
	h := sha256.Sum256(spec)
	return fmt.Sprintf("match-%s-%s", j.Game, hex.EncodeToString(h[:6]))
}

// Config is the match package's configuration of the job.
func (j *MatchJob) Config() (match.Config, error) {
	cfg := match.Config{Game: j.Game, Games: j.Games, Margin: j.Margin, MaxWait: j.MaxWait, MaxPly: j.MaxPly}
	if err := match.CheckGame(j.Game); err != nil {
		return cfg, err
	}
	for i, s := range j.Engines {
		e, err := match.ParseEngineSpec(s)
		if err != nil {
			return cfg, err
		}
		cfg.Engines[i] = e
	}
	if cfg.Engines[0].Name == cfg.Engines[1].Name {
		return cfg, fmt.Errorf("the two engines need different names (both are %q)", cfg.Engines[0].Name)
	}
	var err error
	if cfg.TC, err = match.ParseTC(j.TC); err != nil {
		return cfg, err
	}
	for i, line := range j.Openings {
		op, err := match.ParseOpening(j.Game, line)
		if err != nil {
			return cfg, fmt.Errorf("opening %d: %v", i+1, err)
		}
		op.Line = i + 1
		cfg.Openings = append(cfg.Openings, op)
	}
	if len(cfg.Openings) == 0 {
		return cfg, fmt.Errorf("no openings")
	}
	if j.Adjudicate != "" {
		a, err := match.ParseAdjudication(j.Adjudicate)
		if err != nil {
			return cfg, err
		}
		cfg.Adjudicate = &a
	}
	cfg.Defaults()
	return cfg, nil
}

// Units is one unit per pair of games.
func (j *MatchJob) Units() ([]Unit, error) {
	cfg, err := j.Config()
	if err != nil {
		return nil, fmt.Errorf("match job: %v", err)
	}
	units := make([]Unit, cfg.Games/2)
	for p := range units {
		spec, err := json.Marshal(matchSpec{MatchJob: *j, Pair: p})
		if err != nil {
			return nil, err
		}
		units[p] = Unit{ID: pairID(p), Kind: "match", Spec: spec}
	}
	return units, nil
}

func pairID(p int) string { return fmt.Sprintf("pair%05d", p) }

// Check rejects anything but the unit's two games with results of this
// match's engines.
func (j *MatchJob) Check(u Unit, data json.RawMessage) error {
	var spec matchSpec
	if err := json.Unmarshal(u.Spec, &spec); err != nil {
		return err
	}
	var recs []*match.GameRecord
	if err := decodeStrict(data, &recs); err != nil {
		return fmt.Errorf("malformed match result: %v", err)
	}
	if len(recs) != 2 {
		return fmt.Errorf("%d games for a pair", len(recs))
	}
	names := map[string]bool{"": true}
	for _, s := range j.Engines {
		if e, err := match.ParseEngineSpec(s); err == nil {
			names[e.Name] = true
		}
	}
	for i, r := range recs {
		if r == nil || r.Index != 2*spec.Pair+i {
			return fmt.Errorf("game %d of pair %d is missing or misnumbered", i, spec.Pair)
		}
		if !names[r.Winner] || r.Result == "" || !names[r.First] || !names[r.Second] || r.First == r.Second {
			return fmt.Errorf("game %d: engines %q/%q, winner %q, result %q do not belong to this match", r.Index, r.First, r.Second, r.Winner, r.Result)
		}
	}
	return nil
}

// Records returns the games of all units, in game order.
func (j *MatchJob) Records(results map[string]json.RawMessage) ([]*match.GameRecord, error) {
	var out []*match.GameRecord
	for p := 0; p < len(results); p++ {
		raw, ok := results[pairID(p)]
		if !ok {
			return nil, fmt.Errorf("no result for pair %d", p)
		}
		var recs []*match.GameRecord
		if err := json.Unmarshal(raw, &recs); err != nil {
			return nil, err
		}
		out = append(out, recs...)
	}
	return out, nil
}

// MatchRunner plays match units, one pair each, with self as the program
// that cmd=self runs (Runners uses this program).
func MatchRunner(self string) Runner {
	return func(ctx context.Context, raw json.RawMessage) (json.RawMessage, error) {
		var spec matchSpec
		if err := decodeStrict(raw, &spec); err != nil {
			return nil, fmt.Errorf("match unit: %v", err)
		}
		cfg, err := spec.Config()
		if err != nil {
			return nil, fmt.Errorf("match unit: %v", err)
		}
		cfg.SelfExe = self
		recs, err := match.PlayPair(ctx, cfg, spec.Pair)
		if err != nil {
			return nil, err
		}
		if recs == nil {
			return nil, ctx.Err()
		}
		return json.Marshal(recs)
	}
}
