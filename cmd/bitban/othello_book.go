package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"bitban/match"
	"bitban/othello"
	"bitban/othello/book"
)

// `bitban othello book build|show`: the opening book, learnt by our own
// search (package othello/book), and a look into one.

func init() {
	g := newGroup("book", "opening book: build one by deviation learning, show what one holds",
		`The opening book maps positions (up to the board's eight symmetries) to
book moves scored in discs by our own search. "build" learns one, "show"
prints what a book holds. "bitban othello nboard" and "bitban serve" play
from the book shipped inside the program unless told otherwise (--book,
--no-book; the web's "opening book" setting). The file format is in the
package doc of othello/book and in README.md.`)
	g.AddCommand(newOthelloBookBuildCmd(), newOthelloBookShowCmd())
	othelloGroup().AddCommand(g)
}

const othelloBookBuildLong = `build learns an opening book by deviation: from the start position (or
each position of --openings: OBF lines or transcripts, as bitban match
reads them) it searches every position reached by book moves that are
each within --margin discs of their position's best, down to --max-ply
(the number of discs beyond the start's four: moves played, passes
aside), with our engine at a fixed --depth (one thread and a cleared
table a search, so a position always gets the same answer).

A position below --max-ply lists its best move, then each next-best move
while the moves left out could still be within the margin; every listed
move within the margin gets its child searched. A position at --max-ply
gets its best move only. The scores are then negamaxed: a move leading
to a book position carries that position's value. Work goes in waves of
--batch searches, those that give away the fewest discs from the start
first (the best line, then its deviations); --jobs searches run at once.
The same flags give the same book whatever --jobs is.

The book stops growing when nothing within the margin is missing, at
--positions positions, or on Ctrl-C (the running wave is dropped). It is
written to --out every --save-every and at the end (a temporary file
renamed over it); --resume continues the book in --out (same or other
flags: a larger --max-ply or --margin extends it). --out ending in .gz
writes it gzip-compressed. A line on stderr reports the progress: the
positions, the searches and their rate.

The work grows quickly with --max-ply and --margin: a book for many
cores. The shipped one: see README.md.`

func newOthelloBookBuildCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "build --out FILE [--resume] [--openings FILE] [--depth N] [--max-ply N] [--margin D] [--positions N] [--jobs N]",
		Short: "learn an opening book with our own search (deviations within a margin of the best, negamaxed)",
		Long:  othelloBookBuildLong,
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			bs, err := readBookBuildSettings(cmd.Flags())
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return othelloBookBuild(ctx, cmd.ErrOrStderr(), bs)
		},
	}
	fl := cmd.Flags()
	fl.String("out", "", "the book file (required); .gz: gzip-compressed")
	fl.Bool("resume", false, "continue the book in --out (a missing file starts a new one)")
	fl.String("openings", "", "file of root positions (OBF lines or transcripts; default: the start position)")
	fl.Int("depth", 14, "search depth of each position")
	fl.Int("max-ply", 10, "deepest position of the book, in discs beyond the start's four")
	fl.Int("margin", 3, "deviations: book moves within this many discs of their position's best get children")
	fl.Int("positions", 0, "stop at this many positions in the book (0: no limit)")
	fl.Int("jobs", runtime.NumCPU(), "searches run at once, one thread each (default: the number of CPUs)")
	fl.Int("batch", 64, "searches of one wave (the book depends on it, not on --jobs)")
	fl.Int("hash-mb", 16, "table of each search in megabytes")
	fl.Duration("save-every", time.Minute, "write the book this often")
	return cmd
}

// bookBuildSettings are the flags of book build, read and checked.
type bookBuildSettings struct {
	out                    string
	resume                 bool
	roots                  []othello.Board
	from                   string // what the roots are, for the note
	depth, maxPly, margin  int
	positions, jobs, batch int
	hashMB                 int
	saveEvery              time.Duration
	command                string
}

func readBookBuildSettings(fl *pflag.FlagSet) (bookBuildSettings, error) {
	var s bookBuildSettings
	s.out, _ = fl.GetString("out")
	s.resume, _ = fl.GetBool("resume")
	s.depth, _ = fl.GetInt("depth")
	s.maxPly, _ = fl.GetInt("max-ply")
	s.margin, _ = fl.GetInt("margin")
	s.positions, _ = fl.GetInt("positions")
	s.jobs, _ = fl.GetInt("jobs")
	s.batch, _ = fl.GetInt("batch")
	s.hashMB, _ = fl.GetInt("hash-mb")
	s.saveEvery, _ = fl.GetDuration("save-every")
	switch {
	case s.out == "":
		return s, usagef("--out is required")
	case s.depth < 1 || s.depth > 30:
		return s, usagef("--depth %d: want 1..30", s.depth)
	case s.maxPly < 0 || s.maxPly > 60:
		return s, usagef("--max-ply %d: want 0..60", s.maxPly)
	case s.margin < 0 || s.margin > 128:
		return s, usagef("--margin %d: want 0..128 discs", s.margin)
	case s.positions < 0:
		return s, usagef("--positions %d: want 0 (no limit) or more", s.positions)
	case s.jobs < 1 || s.jobs > 1024:
		return s, usagef("--jobs %d: want 1..1024", s.jobs)
	case s.batch < 1 || s.batch > 1<<20:
		return s, usagef("--batch %d: want 1..%d", s.batch, 1<<20)
	case s.hashMB < 1 || s.hashMB > 1<<16:
		return s, usagef("--hash-mb %d: want 1..65536", s.hashMB)
	case s.saveEvery < time.Second:
		return s, usagef("--save-every %v: want at least 1s", s.saveEvery)
	}
	if _, err := os.Stat(s.out); err == nil && !s.resume {
		return s, usagef("--out %s exists: give --resume to continue it, or another file", s.out)
	}
	path, _ := fl.GetString("openings")
	roots, err := bookRoots(path)
	if err != nil {
		return s, err
	}
	s.roots, s.from = roots, "the start position"
	if path != "" {
		s.from = fmt.Sprintf("%d positions of %s", len(roots), filepath.Base(path))
	}
	s.command = fmt.Sprintf("bitban othello book build --depth %d --max-ply %d --margin %d --positions %d --batch %d (roots: %s)",
		s.depth, s.maxPly, s.margin, s.positions, s.batch, s.from)
	return s, nil
}

// bookRoots reads the roots of a build: the start position, or the
// positions of an openings file (their forced passes played).
func bookRoots(path string) ([]othello.Board, error) {
	if path == "" {
		return []othello.Board{othello.Start()}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, usagef("--openings: %v", err)
	}
	ops, err := match.ReadOpenings(f, "othello")
	f.Close()
	if err != nil {
		return nil, usagef("--openings %s: %v", path, err)
	}
	var roots []othello.Board
	for _, op := range ops {
		p, _, err := op.OthelloLine()
		if err != nil {
			return nil, usagef("--openings %s line %d: %v", path, op.Line, err)
		}
		if p.MustPass() {
			p = p.Play(othello.PassMove)
		}
		if p.Moves() == 0 {
			return nil, usagef("--openings %s line %d: the game is over", path, op.Line)
		}
		roots = append(roots, p.Board)
	}
	return roots, nil
}

// othelloBookBuild runs the build of bs, reporting on errOut.
func othelloBookBuild(ctx context.Context, errOut io.Writer, bs bookBuildSettings) error {
	bk, err := loadBuildBook(errOut, bs)
	if err != nil {
		return err
	}
	save := func(b *book.Book) error { return saveBook(b, bs.out) }
	opt := book.LearnOptions{MaxPly: bs.maxPly, Margin: bs.margin, Positions: bs.positions, Batch: bs.batch, Jobs: bs.jobs,
		NewSearch: book.EngineSearch(bs.depth, bs.hashMB), Save: save, SaveEvery: bs.saveEvery}
	var shown time.Time
	last := -1 // the wave of the last line shown
	opt.Progress = func(p book.Progress) {
		if p.Saved || time.Since(shown) >= 10*time.Second {
			fmt.Fprintln(errOut, bookProgressLine(p))
			shown, last = time.Now(), p.Wave
		}
	}
	fmt.Fprintf(errOut, "book build: %d positions in %s at the start; depth %d, max-ply %d, margin %d, %d job(s)\n",
		bk.Len(), bs.out, bs.depth, bs.maxPly, bs.margin, bs.jobs)
	p, err := book.Learn(ctx, bk, bs.roots, opt)
	if p.Wave != last {
		fmt.Fprintln(errOut, bookProgressLine(p))
	}
	switch {
	case errors.Is(err, context.Canceled):
		fmt.Fprintf(errOut, "book build: interrupted; %s holds %d positions (--resume continues)\n", bs.out, bk.Len())
		return nil
	case err != nil:
		return err
	}
	fmt.Fprintf(errOut, "book build: done: %d positions, %d moves written to %s\n", bk.Len(), bk.Moves(), bs.out)
	return nil
}

// loadBuildBook is the book a build starts from: the one in --out when
// resuming (if the file exists), else a new one; its note gets this run.
func loadBuildBook(errOut io.Writer, bs bookBuildSettings) (*book.Book, error) {
	bk := book.New()
	if bs.resume {
		b, err := readBookFile(bs.out)
		switch {
		case err == nil:
			bk = b
		case errors.Is(err, os.ErrNotExist):
			fmt.Fprintf(errOut, "book build: %s does not exist yet: a new book\n", bs.out)
		default:
			return nil, err
		}
	}
	line := fmt.Sprintf("%s; bitban %s, %s", bs.command, version, time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	if bk.Note != "" {
		line = bk.Note + "\n" + line
	}
	for len(line) > book.MaxNote {
		_, line, _ = strings.Cut(line, "\n") // the oldest runs go first
		line = line[max(0, len(line)-book.MaxNote):]
	}
	bk.Note = line
	return bk, nil
}

func bookProgressLine(p book.Progress) string {
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Searches) / s
	}
	saved := ""
	if p.Saved {
		saved = "; saved"
	}
	return fmt.Sprintf("book build: wave %d: %d positions (%+d), %d searches in %.0f s (%.2f/s), %d asked for%s",
		p.Wave, p.Positions, p.Added, p.Searches, p.Elapsed.Seconds(), rate, p.Pending, saved)
}

// readBookFile reads a book file.
func readBookFile(path string) (*book.Book, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	bk, err := book.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return bk, nil
}

// saveBook writes bk to path through a temporary file renamed over it,
// gzip-compressed when path ends in .gz.
func saveBook(bk *book.Book, path string) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if strings.HasSuffix(path, ".gz") {
		err = bk.WriteGzip(f)
	} else {
		err = bk.Write(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("saving the book: %v", err)
	}
	return nil
}

// ---- show ---------------------------------------------------------------

func newOthelloBookShowCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "show [--book FILE] [POSITION]",
		Short: "print what an opening book holds, or its moves in one position",
		Long: `show prints a book's note (how it was built), its positions and moves by
ply and its best line from the start; given a POSITION (a transcript from
the start such as f5d6c3, or an OBF line in quotes), the book moves of
that position best first: score in discs for the side to move, the depth
of the search or "exact", and "book" when the move leads to another book
position. Without --book, the book shipped inside the program.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			defer resetOthelloFlags(cmd)
			bk, err := othelloBookFlag(cmd.Flags())
			if err != nil {
				return err
			}
			if bk == nil {
				return usagef("--no-book: nothing to show")
			}
			if len(args) == 0 {
				return showBookSummary(cmd.OutOrStdout(), bk)
			}
			pos, err := parseOthelloPosition(args[0])
			if err != nil {
				return usagef("%v", err)
			}
			return showBookPosition(cmd.OutOrStdout(), bk, pos)
		},
	}
	addOthelloBookFlags(cmd.Flags())
	return cmd
}

// addOthelloBookFlags adds --book and --no-book.
func addOthelloBookFlags(fl *pflag.FlagSet) {
	fl.String("book", "", "opening book file (default: the book shipped inside the program)")
	fl.Bool("no-book", false, "no opening book")
}

// othelloBookFlag is the book of --book and --no-book: the file's, none
// (nil), or the shipped one.
func othelloBookFlag(fl *pflag.FlagSet) (*book.Book, error) {
	path, _ := fl.GetString("book")
	off, _ := fl.GetBool("no-book")
	switch {
	case off && path != "":
		return nil, usagef("--book and --no-book: give one")
	case off:
		return nil, nil
	case path != "":
		bk, err := readBookFile(path)
		if err != nil {
			return nil, usagef("--book: %v", err)
		}
		return bk, nil
	}
	return book.Default()
}

// parseOthelloPosition reads an OBF line or a transcript from the start.
func parseOthelloPosition(s string) (othello.Position, error) {
	s = strings.TrimSpace(s)
	if len(s) > 64 && strings.ContainsAny(s, " \t") {
		o, err := othello.ParseOBF(s)
		return o.Position, err
	}
	p, _, err := othello.ParseTranscript(othello.StartPosition(), s)
	return p, err
}

func showBookSummary(out io.Writer, bk *book.Book) error {
	byPly := map[int][2]int{}
	maxPly := 0
	bk.Each(func(b othello.Board, moves int) {
		p := 60 - b.Empties()
		c := byPly[p]
		byPly[p] = [2]int{c[0] + 1, c[1] + moves}
		maxPly = max(maxPly, p)
	})
	fmt.Fprintf(out, "%d positions, %d moves\n", bk.Len(), bk.Moves())
	for _, l := range strings.Split(bk.Note, "\n") {
		if l != "" {
			fmt.Fprintf(out, "built by: %s\n", l)
		}
	}
	for p := 0; p <= maxPly; p++ {
		if c, ok := byPly[p]; ok {
			fmt.Fprintf(out, "ply %2d: %7d positions, %7d moves\n", p, c[0], c[1])
		}
	}
	start := othello.Start()
	if v, ok := bk.Value(start); ok {
		fmt.Fprintf(out, "start: %s; best line %s\n", v, othello.FormatTranscript(bk.Line(start, 60)))
	}
	return nil
}

func showBookPosition(out io.Writer, bk *book.Book, pos othello.Position) error {
	fmt.Fprintln(out, othello.FormatOBF(pos))
	if pos.MustPass() {
		fmt.Fprintln(out, "(the side to move passes)")
		pos = pos.Play(othello.PassMove)
	}
	h, ok := bk.Lookup(pos.Board)
	if !ok {
		fmt.Fprintln(out, "not in the book")
		return nil
	}
	for _, m := range h.Moves {
		c := pos.Board.Play(m.Square)
		if c.MustPass() {
			c = c.Pass()
		}
		link := ""
		if bk.Contains(c) {
			link = "  book"
		}
		fmt.Fprintf(out, "%s%s\n", m, link)
	}
	if !h.Complete {
		fmt.Fprintln(out, "(the other legal moves scored lower, or were not searched)")
	}
	return nil
}
