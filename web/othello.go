package web

import (
	"context"
	"fmt"
	"math/bits"
	"strings"

	"bitban/engine"
	"bitban/othello"
)

// The Othello adapter. Positions are read as an OBF line ("<64 squares>
// <side>", optionally followed by "moves <transcript>") or as a transcript
// from the standard start ("f5d6c3"). Moves are squares "A1".."H8" or "PA"
// for a pass (any case on input).
//
// Board JSON: {"cells": 64 characters A1..H8 ('X' black, 'O' white, '-'
// empty; A1 top left, rows 1..8 downwards), "last": the last move or "",
// "flips": the discs it flipped, "black"/"white": disc counts}.
type othelloAdapter struct{}

func init() { register("othello", othelloAdapter{}) }

func (othelloAdapter) rules() []string { return []string{"othello"} }
func (othelloAdapter) tools() []string { return othelloTools }

// othelloTools is filled in by the engine file once the package has a
// solver.
var othelloTools []string

func (othelloAdapter) parse(rule, text string) (string, []string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", nil, nil
	}
	boardText, moveText := text, ""
	if i := indexFoldASCII(text, "moves"); i >= 0 {
		boardText, moveText = strings.TrimSpace(text[:i]), text[i+len("moves"):]
	}
	pos := othello.StartPosition()
	start := ""
	if isOBFBoard(boardText) {
		o, err := othello.ParseOBF(boardText)
		if err != nil {
			return "", nil, err
		}
		if len(o.Scores) > 0 {
			return "", nil, fmt.Errorf("obf: move annotations are not a position (remove the part after ';')")
		}
		pos = o.Position
		start = othello.FormatOBF(pos)
		if start == othello.FormatOBF(othello.StartPosition()) {
			start = ""
		}
	} else {
		if moveText != "" {
			return "", nil, fmt.Errorf("want an OBF line (64 squares and the side to move) before \"moves\"")
		}
		moveText = boardText
	}
	_, mv, err := othello.ParseTranscript(pos, moveText)
	if err != nil {
		return "", nil, err
	}
	moves := make([]string, len(mv))
	for i, m := range mv {
		moves[i] = othello.MoveName(m)
	}
	return start, moves, nil
}

// indexFoldASCII is strings.Index ignoring ASCII case, with byte offsets
// of s itself (strings.ToLower may change the length of invalid UTF-8).
func indexFoldASCII(s, word string) int {
	for i := 0; i+len(word) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(word)], word) {
			return i
		}
	}
	return -1
}

// isOBFBoard reports whether text starts with 64 OBF square characters (a
// transcript, however long, has letters a-h and digits there instead).
func isOBFBoard(text string) bool {
	if len(text) < 64 {
		return false
	}
	for i := 0; i < 64; i++ {
		if !strings.ContainsRune("XxOo*-._", rune(text[i])) {
			return false
		}
	}
	return true
}

func (othelloAdapter) newBoard(rule, start string) (board, error) {
	b := &othelloBoard{pos: othello.StartPosition(), last: -1}
	if start != "" {
		o, err := othello.ParseOBF(start)
		if err != nil {
			return nil, err
		}
		b.pos = o.Position
	}
	return b, nil
}

func (othelloAdapter) record(rule, start string, moves []string) string {
	sq := make([]int, 0, len(moves))
	for _, m := range moves {
		if s, err := othello.ParseMove(m); err == nil {
			sq = append(sq, s)
		}
	}
	t := othello.FormatTranscript(sq)
	if start == "" {
		return t
	}
	if t == "" {
		return start
	}
	return start + " moves " + t
}

type othelloBoard struct {
	pos   othello.Position
	last  int // last move, -1 none
	flips uint64
}

func (b *othelloBoard) play(move string) (string, error) {
	sq, err := othello.ParseMove(move)
	if err != nil {
		return "", err
	}
	var flips uint64
	if sq != othello.PassMove && sq >= 0 && sq < 64 {
		flips = b.pos.Flip(sq)
	}
	next, err := b.pos.PlayMove(sq)
	if err != nil {
		return "", err
	}
	b.pos, b.last, b.flips = next, sq, flips
	return othello.MoveName(sq), nil
}

type othelloJSON struct {
	Cells string   `json:"cells"`
	Last  string   `json:"last"`
	Flips []string `json:"flips"`
	Black int      `json:"black"`
	White int      `json:"white"`
}

func (b *othelloBoard) outcome() engine.Outcome { return b.pos.Outcome() }
func (b *othelloBoard) turn() int               { return int(b.pos.Turn) }

func (b *othelloBoard) view() view {
	p := b.pos
	black, white := p.Discs()
	obf := othello.FormatOBF(p)
	v := view{
		Turn:     p.Turn.String(),
		Legal:    []string{},
		Position: obf,
	}
	bj := othelloJSON{Cells: obf[:64], Flips: []string{}, Black: bits.OnesCount64(black), White: bits.OnesCount64(white)}
	if b.last >= 0 {
		bj.Last = othello.MoveName(b.last)
	}
	for f := b.flips; f != 0; f &= f - 1 {
		bj.Flips = append(bj.Flips, othello.MoveName(bits.TrailingZeros64(f)))
	}
	v.Board = bj
	switch {
	case p.GameOver():
		o := p.Outcome()
		v.Over = true
		switch o.Winner {
		case 0:
			v.Winner, v.Result = "black", fmt.Sprintf("Black wins %d-%d", o.Black, o.White)
		case 1:
			v.Winner, v.Result = "white", fmt.Sprintf("White wins %d-%d", o.White, o.Black)
		default:
			v.Winner, v.Result = "draw", "Draw 32-32"
		}
	case p.MustPass():
		v.Legal = append(v.Legal, othello.MoveName(othello.PassMove))
	default:
		for m := p.Moves(); m != 0; m &= m - 1 {
			v.Legal = append(v.Legal, othello.MoveName(bits.TrailingZeros64(m)))
		}
	}
	return v
}

// othelloSearch is set by the engine file once the othello package has a
// search; until then the engine endpoints answer 501.
var othelloSearch func(ctx context.Context, p othello.Position, j job, report func(info)) (result, error)

// othelloSolve is the exact solver behind the "solve" tool.
var othelloSolve func(ctx context.Context, p othello.Position, j job, report func(info)) (result, error)

func (b *othelloBoard) search(ctx context.Context, j job, report func(info)) (result, error) {
	if j.Mode == "solve" && othelloSolve != nil {
		return othelloSolve(ctx, b.pos, j, report)
	}
	if othelloSearch == nil {
		return result{}, fmt.Errorf("othello engine: %w (the othello package has no search yet)", errNoEngine)
	}
	if b.pos.MustPass() && j.Mode == "move" {
		// Only one move: no need to think.
		return result{Best: othello.MoveName(othello.PassMove)}, nil
	}
	return othelloSearch(ctx, b.pos, j, report)
}

// judgement: a move that loses 3 discs is a mistake, 6 a blunder (Othello
// scores are final disc differences, with no proven win apart from them).
func (othelloAdapter) judgement() judgement {
	return judgement{Mistake: 3, Blunder: 6}
}
