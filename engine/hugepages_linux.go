//go:build linux

package engine

import (
	"syscall"
	"unsafe"
)

// AdviseHugePages asks the kernel to back a large table with 2 MB pages: a
// probe of a large table is a cache miss anyway, and with 4 KB pages it is
// a TLB miss too (a page walk per probe). Where transparent huge pages are
// off or only on request ("madvise", a common default) this is the
// request; errors are ignored (the table works either way). Call it on a
// freshly made slice, before the table is first written.
func AdviseHugePages[T any](s []T) {
	if len(s) == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), uintptr(len(s))*unsafe.Sizeof(s[0]))
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE)
}
