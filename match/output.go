package match

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// output is the --out directory: games.jsonl (one JSON line per finished
// game, appended and synced as each game ends) and records/ (the game
// records). done holds the games already in games.jsonl (--resume).
type output struct {
	dir  string
	f    *os.File
	done map[int]*GameRecord
}

func openOutput(cfg Config) (*output, error) {
	o := &output{dir: cfg.Out, done: map[int]*GameRecord{}}
	if cfg.Out == "" {
		return o, nil
	}
	if err := os.MkdirAll(filepath.Join(cfg.Out, "records"), 0o755); err != nil {
		return nil, err
	}
	path := filepath.Join(cfg.Out, "games.jsonl")
	if data, err := os.ReadFile(path); err == nil && len(data) > 0 {
		if !cfg.Resume {
			return nil, fmt.Errorf("%s already holds games: add --resume to continue that match, or choose another --out", path)
		}
		if err := o.load(path, cfg); err != nil {
			return nil, err
		}
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	o.f = f
	return o, nil
}

// load reads the finished games of an interrupted match; a game of other
// engines or another game kind is an error (a different match).
func (o *output) load(path string, cfg Config) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for n := 1; sc.Scan(); n++ {
		var r GameRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			// The last line may be cut by a crash: it is replayed.
			continue
		}
		names := map[string]bool{cfg.Engines[0].Name: true, cfg.Engines[1].Name: true}
		if r.Game != cfg.Game || !names[r.First] || !names[r.Second] {
			return fmt.Errorf("%s line %d: a %s game of %s and %s, not of this match", path, n, r.Game, r.First, r.Second)
		}
		if r.Index >= 0 && r.Index < cfg.Games {
			o.done[r.Index] = &r
		}
	}
	return sc.Err()
}

// write appends the game's JSON line and writes its record files.
func (o *output) write(r *GameRecord) error {
	if o.f == nil {
		return nil
	}
	for _, rf := range r.records {
		p := filepath.Join(o.dir, "records", fmt.Sprintf("game-%04d.%s", r.Index+1, rf.ext))
		if err := os.WriteFile(p, []byte(rf.text), 0o644); err != nil {
			return err
		}
	}
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if _, err := o.f.Write(append(line, '\n')); err != nil {
		return err
	}
	return o.f.Sync()
}

func (o *output) close() {
	if o.f != nil {
		o.f.Close()
	}
}
