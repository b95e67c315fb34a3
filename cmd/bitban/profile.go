package main

import (
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/spf13/cobra"
)

// The --cpuprofile flag of every command: a CPU profile of the run for
// `go tool pprof`, and the input of profile-guided optimisation (the
// default.pgo files of the programs, see the README).

// addProfileFlag gives root and all its commands --cpuprofile FILE.
func addProfileFlag(root *cobra.Command) {
	var f *os.File
	root.PersistentFlags().String("cpuprofile", "", "write a CPU profile of the command to this file (for go tool pprof)")
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		// Read through the command's flag set, then clear it: game
		// commands are built once and may hang under several roots (the
		// tests run many commands in one process), so a value left set
		// would profile the next command too.
		path, err := cmd.Flags().GetString("cpuprofile")
		if err != nil || path == "" {
			return nil
		}
		_ = cmd.Flags().Set("cpuprofile", "")
		if f, err = os.Create(path); err != nil {
			return fmt.Errorf("--cpuprofile: %v", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			f = nil
			return fmt.Errorf("--cpuprofile: %v", err)
		}
		return nil
	}
	root.PersistentPostRunE = func(cmd *cobra.Command, args []string) error {
		if f == nil {
			return nil
		}
		pprof.StopCPUProfile()
		err := f.Close()
		f = nil
		if err != nil {
			return fmt.Errorf("--cpuprofile: %v", err)
		}
		return nil
	}
}
