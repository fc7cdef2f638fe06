# Install gesturetrace and its shell completions (README "Install").
#
#   make install                      # into /usr/local (sudo may be needed)
#   make install PREFIX=$HOME/.local  # into a prefix of your own
#   make uninstall PREFIX=…           # removes exactly what install wrote
#
# DESTDIR is honoured for packaging. On Linux the Swift runtime is linked in statically, so the
# installed binary runs without the toolchain; macOS has the runtime in the OS.

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

SWIFT ?= swift
ifeq ($(shell uname -s),Linux)
SWIFT_FLAGS ?= -c release --static-swift-stdlib
else
SWIFT_FLAGS ?= -c release
endif

.PHONY: build install uninstall

build:
	$(SWIFT) build $(SWIFT_FLAGS) --product gesturetrace

install: build
	install -d "$(BINDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/gesturetrace" "$(BINDIR)/gesturetrace"
	"$(BINDIR)/gesturetrace" completions bash > "$(BASHDIR)/gesturetrace"
	"$(BINDIR)/gesturetrace" completions zsh > "$(ZSHDIR)/_gesturetrace"
	"$(BINDIR)/gesturetrace" completions fish > "$(FISHDIR)/gesturetrace.fish"

uninstall:
	rm -f "$(BINDIR)/gesturetrace" "$(BASHDIR)/gesturetrace" "$(ZSHDIR)/_gesturetrace" \
		"$(FISHDIR)/gesturetrace.fish"
