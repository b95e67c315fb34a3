package web

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Game record files: POST /api/games/{id}/import replaces a game with the
// one a record holds (KIF, KI2, CSA; GGF, transcript; renju text, PSQ) and
// GET /api/games/{id}/export writes the game as a record. The parsing and
// writing are the game packages'; the adapters' record files
// (shogi_record.go, othello_record.go, renju_record.go) translate.

// recorder is implemented by adapters that read and write record files.
type recorder interface {
	// formats lists the record formats of the game, the default first.
	formats() []string
	// detect guesses the format of a record text; "" when none fits.
	detect(text string) string
	// readRecord parses a record in one of the formats. The moves it
	// returns are in the game's canonical notation, legal from start.
	readRecord(rule, format, text string) (imported, error)
	// writeRecord writes the game (its main line moves and the variations
	// that leave it) in one of the formats; formats without variations
	// write the main line.
	writeRecord(rule, start string, moves []string, vars []Variation, format string) (string, error)
}

// imported is a game read from a record.
type imported struct {
	rule  string // the rule the record names; "" keeps the game's
	start string // canonical start position text ("" = standard start)
	moves []string
	// lines are the record's variations, each as its whole line from the
	// start (canonical moves), a line before the lines that leave it.
	lines [][]string
}

// formatsOf lists an adapter's record formats (none without a recorder).
func formatsOf(a adapter) []string {
	if rec, ok := a.(recorder); ok {
		return append([]string{}, rec.formats()...)
	}
	return nil
}

// extensions are the file name extensions of the formats.
var extensions = map[string]string{
	"kif": "kif", "ki2": "ki2", "csa": "csa", "ggf": "ggf",
	"transcript": "txt", "psq": "psq", "text": "txt",
}

// recorderOf returns the game's record reader and writer, or a 501 error
// for a game without record formats.
func recorderOf(g *game) (recorder, error) {
	if rec, ok := g.ad.(recorder); ok {
		return rec, nil
	}
	return nil, errf(http.StatusNotImplemented, "%s has no record formats", g.name)
}

type importReq struct {
	Format string `json:"format"` // one of the game's formats; "" = detect
	Text   string `json:"text"`
}

// handleImport replaces the game's start and moves with a record's. A
// record that does not read leaves the game as it was.
func (s *Server) handleImport(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	var req importReq
	if err := s.decodeLimit(w, r, &req, s.cfg.MaxRecordBytes); err != nil {
		fail(w, err)
		return
	}
	rec, err := recorderOf(g)
	if err != nil {
		fail(w, err)
		return
	}
	format, err := importFormat(rec, g.name, req)
	if err != nil {
		fail(w, err)
		return
	}
	g.mu.Lock()
	rule := g.rule
	g.mu.Unlock()
	// Parsing takes a while for a long record: done without the lock.
	in, err := rec.readRecord(rule, format, req.Text)
	if err != nil {
		// The parsers' messages name the format and the line.
		fail(w, errf(http.StatusBadRequest, "%v", err))
		return
	}
	if len(in.moves) > s.cfg.MaxMoves {
		fail(w, errf(http.StatusBadRequest, "%s: %d moves, more than the limit %d", format, len(in.moves), s.cfg.MaxMoves))
		return
	}
	if err := checkLines(in, s.cfg.MaxMoves, s.cfg.MaxTreeMoves); err != nil {
		fail(w, errf(http.StatusBadRequest, "%s: %v", format, err))
		return
	}
	st, err := g.load(in)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// importFormat checks the format asked for, or detects it.
func importFormat(rec recorder, game string, req importReq) (string, error) {
	list := strings.Join(rec.formats(), ", ")
	if req.Format == "" {
		if f := rec.detect(req.Text); f != "" {
			return f, nil
		}
		return "", errf(http.StatusBadRequest, "cannot tell the format of the record; name it (%s)", list)
	}
	if !contains(rec.formats(), req.Format) {
		return "", errf(http.StatusBadRequest, "format %q: %s records are %s", truncate(req.Format, 20), game, list)
	}
	return req.Format, nil
}

// load replaces g's game with in after replaying it (a move after the end
// of the game is refused as the move endpoint refuses it).
func (g *game) load(in imported) (*State, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.cancel != nil {
		return nil, errf(http.StatusConflict, "the engine is thinking (%s); stop it first", g.mode)
	}
	rule := g.rule
	if in.rule != "" {
		if !contains(g.ad.rules(), in.rule) {
			return nil, errf(http.StatusBadRequest, "rule %q: want one of %s", truncate(in.rule, 20), strings.Join(g.ad.rules(), ", "))
		}
		rule = in.rule
	}
	b, err := g.ad.newBoard(rule, in.start)
	if err != nil {
		return nil, errf(http.StatusBadRequest, "start position: %v", err)
	}
	if _, err := replayLine(b, in.moves); err != nil {
		return nil, errf(http.StatusBadRequest, "%v", err)
	}
	lines, err := g.checkVariations(rule, in)
	if err != nil {
		return nil, errf(http.StatusBadRequest, "%v", err)
	}
	g.rule, g.start = rule, in.start
	g.tree = newTree(in.moves, g.labelsOf(in.moves))
	for _, l := range lines {
		g.tree.graft(l, g.labelsOf(l))
	}
	g.newMain(in.moves) // its clock, if any, starts again
	g.shown = nil
	g.endOpening()
	g.changed()
	st, err := g.state(-1)
	if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	return st, nil
}

// handleExport writes the game as a record file (?format=, default the
// game's first format).
func (s *Server) handleExport(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	rec, err := recorderOf(g)
	if err != nil {
		fail(w, err)
		return
	}
	format := r.URL.Query().Get("format")
	if format == "" {
		format = rec.formats()[0]
	}
	if !contains(rec.formats(), format) {
		fail(w, errf(http.StatusBadRequest, "format %q: %s records are %s", truncate(format, 20), g.name, strings.Join(rec.formats(), ", ")))
		return
	}
	g.mu.Lock()
	rule, start, moves, vars := g.rule, g.start, g.tree.mainMoves(), g.tree.variations()
	g.used = time.Now()
	g.mu.Unlock()
	text, err := rec.writeRecord(rule, start, moves, vars, format)
	var he *httpError
	if errors.As(err, &he) { // the game cannot be written so
		fail(w, err)
		return
	}
	if err != nil {
		fail(w, errf(http.StatusInternalServerError, "%s: %v", format, err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="bitban-%s-%s.%s"`, g.name, g.id, extensions[format]))
	w.WriteHeader(http.StatusOK)
	w.Write([]byte(text))
}

// lineOf returns the line (from 1) of byte offset off in text.
func lineOf(text string, off int) int {
	off = max(0, min(off, len(text)))
	return strings.Count(text[:off], "\n") + 1
}
