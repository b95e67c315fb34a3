package main

import (
	"fmt"
	"io"
	"strings"

	"bitban/renju"
)

// drawRenjuBoard writes the board with coordinates, the last move in brackets and,
// under renju, Black's forbidden points as '*'.
func drawRenjuBoard(w io.Writer, b *renju.Board) {
	n := b.Size()
	forbid := map[renju.Point]bool{}
	for _, p := range b.ForbiddenPoints(nil) {
		forbid[p] = true
	}
	last := b.LastMove()
	header := "   "
	for x := 0; x < n; x++ {
		header += " " + string(rune('A'+x))
	}
	fmt.Fprintln(w, header)
	for y := 0; y < n; y++ {
		var sb strings.Builder
		fmt.Fprintf(&sb, "%2d ", n-y)
		for x := 0; x < n; x++ {
			p := renju.Pt(x, y)
			c := "."
			switch {
			case b.At(p) == renju.Black:
				c = "X"
			case b.At(p) == renju.White:
				c = "O"
			case forbid[p]:
				c = "*"
			}
			switch {
			case p == last:
				sb.WriteString("(" + c)
			case x > 0 && renju.Pt(x-1, y) == last:
				sb.WriteString(")" + c)
			default:
				sb.WriteString(" " + c)
			}
		}
		if renju.Pt(n-1, y) == last {
			sb.WriteString(")")
		} else {
			sb.WriteString(" ")
		}
		fmt.Fprintf(&sb, "%d", n-y)
		fmt.Fprintln(w, sb.String())
	}
	fmt.Fprintln(w, header)
	if len(forbid) > 0 {
		fmt.Fprintln(w, "(* = forbidden for Black)")
	}
}
