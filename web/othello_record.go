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
// package.

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
	return imported{}, fmt.Errorf("unknown format %q", format)
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

// writeRecord writes a GGF game (the result in RE when the game is over)
// or the transcript the position box shows.
func (a othelloAdapter) writeRecord(rule, start string, moves []string, format string) (string, error) {
	switch format {
	case "transcript":
		return a.record(rule, start, moves) + "\n", nil
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
