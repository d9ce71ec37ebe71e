/* Last-resort out-of-memory handling of the CLI. The library reports a failed
 * allocation of its own, but GLib's allocator never returns NULL: it stops the
 * process. This hooks that stop so it ends like every other failure: a
 * diagnostic, exit 1, and no temporary output file left behind (the outputs
 * being replaced keep their old content, as rc_cli_write_atomic promises). */
#ifndef RC_CLI_FATAL_H
#define RC_CLI_FATAL_H

/* Installs the hook for GLib's "failed to allocate" error; once, at start-up. */
void rc_cli_fatal_init(void);
/* Remembers a temporary file being written (removed if the process must stop); returns a slot,
 * or -1 when all slots are busy (the file is then not covered). `path` must stay valid until
 * rc_cli_temp_forget. */
int rc_cli_temp_remember(const char *path);
void rc_cli_temp_forget(int slot);

#endif
