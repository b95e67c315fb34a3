package web

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"bitban/othello"
)

// Othello records: GGF (GGS, NBoard) and transcripts ("f5d6c3", or an OBF
// line with "moves" for another start), read and written by the othello
// package. GGF has no syntax for variations: it carries the main line only.
// A transcript carries them the way players write them, one whole line
// from the start a line: the main line first, then each variation.

func (othelloAdapter) formats() []string { return []string{"ggf", "transcript"} }

func (othelloAdapter) detect(text string) string {
	if strings.HasPrefix(strings.TrimSpace(text), "(;") {
		return "ggf"
	}
	return "transcript"
}

func (a othelloAdapter) readRecord(rule, format, text string) (imported, error) {
	switch format {
	case "ggf":
		return readGGF(text)
	case "transcript":
		in, err := a.readTranscript(rule, text)
		if err == nil || !strings.Contains(strings.TrimSpace(text), "\n") {
			return in, err
		}
		// Several lines that are no game together: the main line and
		// its variations, if each line is a game.
		if lines, ok := a.readTranscriptLines(rule, text); ok {
			return lines, nil
		}
		return imported{}, err
	}
	return imported{}, fmt.Errorf("unknown format %q", format)
}

// readTranscript reads one game: a transcript, or an OBF line with moves.
func (a othelloAdapter) readTranscript(rule, text string) (imported, error) {
	if isOBFBoard(strings.TrimSpace(text)) {
		start, moves, err := a.parse(rule, text)
		return imported{start: start, moves: moves}, err
	}
	_, mv, err := othello.ParseTranscript(othello.StartPosition(), text)
	if te := (*othello.TranscriptError)(nil); errors.As(err, &te) {
		return imported{}, fmt.Errorf("transcript line %d: ply %d: %v", lineOf(text, te.Offset), te.Ply, te.Err)
	}
	if err != nil {
		return imported{}, err
	}
	return imported{moves: othelloMoveNames(mv)}, nil
}

// readTranscriptLines reads a transcript of several lines, each a game
// from the same start: the first is the main line, the others variations.
// ok is false when a line is not a game or starts elsewhere.
func (a othelloAdapter) readTranscriptLines(rule, text string) (imported, bool) {
	var out imported
	n := 0
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		in, err := a.readTranscript(rule, line)
		if err != nil || n > 0 && in.start != out.start {
			return imported{}, false
		}
		if n == 0 {
			out = in
		} else {
			out.lines = append(out.lines, in.moves)
		}
		n++
	}
	return out, true
}

// ggfOffset finds the byte offset the GGF parser's errors name.
var ggfOffset = regexp.MustCompile(`offset (\d+)`)

// readGGF parses a GGF game; to the byte offset its errors name, the line
// is added.
func readGGF(text string) (imported, error) {
	g, err := othello.ParseGGF(text)
	if err != nil {
		if m := ggfOffset.FindStringSubmatch(err.Error()); m != nil {
			off, _ := strconv.Atoi(m[1])
			return imported{}, fmt.Errorf("ggf line %d: %s", lineOf(text, off), strings.TrimPrefix(err.Error(), "ggf: "))
		}
		return imported{}, err // about the whole record ("missing \";)\"")
	}
	in := imported{start: othello.FormatOBF(g.Start)}
	if in.start == othello.FormatOBF(othello.StartPosition()) {
		in.start = ""
	}
	for _, m := range g.Moves {
		in.moves = append(in.moves, othello.MoveName(m.Move))
	}
	return in, nil
}

func othelloMoveNames(mv []int) []string {
	out := make([]string, len(mv))
	for i, m := range mv {
		out[i] = othello.MoveName(m)
	}
	return out
}

// writeRecord writes a GGF game (the result in RE when the game is over;
// the main line only) or the transcript the position box shows, followed
// by a line for each variation (the whole line from the start).
func (a othelloAdapter) writeRecord(rule, start string, moves []string, vars []Variation, format string) (string, error) {
	switch format {
	case "transcript":
		var b strings.Builder
		for _, line := range append([][]string{moves}, linePaths(moves, vars)...) {
			b.WriteString(a.record(rule, start, line) + "\n")
		}
		return b.String(), nil
	case "ggf":
		b, err := a.newBoard(rule, start)
		if err != nil {
			return "", err
		}
		ob := b.(*othelloBoard)
		g := othello.Game{Start: ob.pos, Tags: []othello.GGFTag{{Key: "PC", Value: "bitban"}}}
		for i, m := range moves {
			sq, err := othello.ParseMove(m)
			if err == nil {
				err = g.Play(othello.GameMove{Move: sq})
			}
			if err != nil {
				return "", fmt.Errorf("move %d %s: %v", i+1, m, err)
			}
		}
		re := "?"
		if p := g.Position(); p.GameOver() {
			re = fmt.Sprintf("%+.3f", float64(p.FinalScoreBlack()))
		}
		g.Tags = append(g.Tags, othello.GGFTag{Key: "RE", Value: re})
		return g.FormatGGF() + "\n", nil
	}
	return "", fmt.Errorf("unknown format %q", format)
}
