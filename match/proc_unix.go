//go:build unix

package match

import (
	"os/exec"
	"syscall"
)

// setProcAttr puts the engine in its own process group, so that Ctrl-C in
// the terminal reaches the match (which stops the engines cleanly) and not
// the engines directly, and so that kill reaches an engine's children.
func setProcAttr(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killProc kills the engine's process group.
func killProc(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Process.Kill()
	}
}
