// Command bitban is the one command-line program of the project:
// `bitban <game> <verb> [flags]` plus the top-level verbs `version`, `help`,
// `bench` and (later) `serve`.
//
// The CLI holds no game logic: each file here wires flags to functions of a
// game package and prints what they return. A game adds its commands by
// calling registerGame from an init function in its own file (othello.go,
// shogi.go, renju.go), and its benchmark rows with registerBench, so the files
// of different games never touch each other.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	bv "bitban/internal/version"
)

// version is what the engines tell GUIs (internal/version; set at link
// time with -ldflags "-X bitban/internal/version.Version=...").
var version = bv.String()

// usageError marks a command-line mistake (unknown command, bad flag, missing
// argument): it exits with status 2 and the usage goes to stderr.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

var gameCommands []*cobra.Command

// registerGame adds a game's command group (`bitban othello ...`).
func registerGame(cmd *cobra.Command) { gameCommands = append(gameCommands, cmd) }

// newGroup makes a command that only holds subcommands: run without one it
// prints its help; run with an unknown one it is a usage error.
func newGroup(use, short, long string) *cobra.Command {
	return &cobra.Command{
		Use:   use,
		Short: short,
		Long:  long,
		Args:  cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			return usagef("unknown command %q for %q", args[0], cmd.CommandPath())
		},
	}
}

// newRootCmd builds the whole command tree; out and errOut are where commands
// print (tests pass buffers).
func newRootCmd(out, errOut io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:   "bitban",
		Short: "bitboard game toolkit: Othello, Shogi and Renju/Gomoku engines",
		Long: `bitban (bit + 盤, "board") is a bitboard library and three game engines
built on it: Othello, Shogi and Renju/Gomoku.

Usage: bitban <game> <verb> [flags], or one of the top-level verbs below.
Flags are written --name (for example: bitban othello perft --depth 11 --json).`,
		SilenceErrors: true,
		SilenceUsage:  true,
		Version:       version,
		Args:          cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			return usagef("unknown command %q for %q", args[0], cmd.CommandPath())
		},
	}
	root.SetOut(out)
	root.SetErr(errOut)
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		return usageError{err}
	})
	root.SetHelpCommand(newHelpCmd(root))
	root.SetVersionTemplate("bitban {{.Version}}\n")
	addProfileFlag(root)
	root.AddCommand(newVersionCmd(), newBenchCmd())
	sort.Slice(gameCommands, func(i, j int) bool { return gameCommands[i].Name() < gameCommands[j].Name() })
	for _, g := range gameCommands {
		root.AddCommand(g)
	}
	for _, f := range extraCommands {
		root.AddCommand(f())
	}
	return root
}

// newHelpCmd is `bitban help [command...]`: the help of that command, or a
// usage error (exit status 2) for a command that does not exist.
func newHelpCmd(root *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "help about any command",
		Long:  "help prints the help of a command: bitban help othello solve",
		RunE: func(cmd *cobra.Command, args []string) error {
			target, rest, err := root.Find(args)
			if err != nil || len(rest) > 0 || (len(args) > 0 && target == root) {
				return usagef("no help topic %q: see bitban --help for the commands", strings.Join(args, " "))
			}
			return target.Help()
		},
	}
}

// extraCommands are top-level verbs added by other files (for example serve).
var extraCommands []func() *cobra.Command

func newVersionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print the version of bitban",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Fprintf(cmd.OutOrStdout(), "bitban %s\n", version)
			return nil
		},
	}
}

// run executes the command line and returns the process exit status:
// 0 success, 1 a failure while doing the work, 2 a usage error.
func run(args []string, in io.Reader, out, errOut io.Writer) int {
	root := newRootCmd(out, errOut)
	root.SetIn(in)
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		return 0
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(errOut, "bitban: %v\n", err)
		if cmd != nil {
			fmt.Fprint(errOut, cmd.UsageString())
		}
		return 2
	}
	fmt.Fprintf(errOut, "bitban: %v\n", err)
	return 1
}

// exactArgs is cobra.ExactArgs with a usage error (exit status 2).
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usagef("%s takes %d argument(s), got %d", cmd.CommandPath(), n, len(args))
		}
		return nil
	}
}

// noArgs is cobra.NoArgs with a usage error (exit status 2).
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) != 0 {
		return usagef("unexpected argument %q for %q", args[0], cmd.CommandPath())
	}
	return nil
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
