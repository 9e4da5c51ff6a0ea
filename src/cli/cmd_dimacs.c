/* cmd_dimacs.c: the dimacs command: each puzzle's CNF for an external
   solver, to standard output or to files named by -o (one per puzzle
   with a %d pattern); the decode command (cmd_decode.c) reads that
   solver's model back. */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct dimacs_ctx {
  const char *output;     /* -o FILE or pattern; NULL: standard output */
  int numbered;           /* output holds a %d: one file per puzzle */
  ss_puzzle *held;        /* otherwise the one puzzle, written at the end */
  const char *held_file;
  int extra;              /* otherwise: a second puzzle was seen */
  long base, last;        /* numbering across several input files */
  const char *file;
  int nfiles;             /* the input files, which -o must not name */
  char **files;
} dimacs_ctx;

/* Whether a -o value is a usable pattern: at most one %d (flags '0' or
   '-' and a width allowed) and %% for a percent sign.  Sets *numbered,
   and *width to the width of the %d (at most INT_MAX). */
static int
check_pattern (const char *p, int *numbered, int *width)
{
  *numbered = 0;
  *width = 0;
  for (; *p; p++)
    {
      if (*p != '%')
        continue;
      if (p[1] == '%')
        {
          p++;
          continue;
        }
      p++;
      while (*p == '0' || *p == '-')
        p++;
      for (; *p >= '0' && *p <= '9'; p++)
        *width = *width > (INT_MAX - 9) / 10 ? INT_MAX
                 : *width * 10 + (*p - '0');
      if (*p != 'd' || *numbered)
        return -1;
      *numbered = 1;
    }
  return 0;
}

/* Room for a file name from -o: PATH_MAX on Linux, with its NUL. */
enum { NAME_BYTES = 4096 };

/* Whether name is a regular file that is one of the inputs (by device
   and inode, whatever path names it; standard input too). */
static int
is_input (const dimacs_ctx *x, const char *name)
{
  struct stat out, in;
  if (stat (name, &out) || !S_ISREG (out.st_mode))
    return 0;
  for (int i = 0; i < (x->nfiles ? x->nfiles : 1); i++)
    {
      int std = !x->nfiles || !strcmp (x->files[i], "-");
      if (!(std ? fstat (STDIN_FILENO, &in) : stat (x->files[i], &in))
          && in.st_dev == out.st_dev && in.st_ino == out.st_ino)
        return 1;
    }
  return 0;
}

static int
refuse_input (const char *name)
{
  ss_cli_say (NULL, "-o would overwrite the input file '%s'", name);
  return SS_EXIT_INPUT;
}

/* The temporary file being written, for the handler of SIGINT, SIGTERM
   and SIGHUP to remove: the name in pending while pending_live is set.
   Both change only with those signals blocked. */
static char pending[NAME_BYTES + 32];
static volatile sig_atomic_t pending_live;
static const int caught[] = { SIGINT, SIGTERM, SIGHUP };

static void
on_signal (int sig)
{
  if (pending_live)
    unlink (pending);
  /* then die of the signal as if it had not been caught */
  signal (sig, SIG_DFL);
  raise (sig);
}

/* Catch the signals that would leave a temporary file behind, except
   those the caller ignores (nohup, a background job's SIGINT). */
static void
catch_signals (void)
{
  for (size_t i = 0; i < sizeof caught / sizeof *caught; i++)
    {
      struct sigaction sa = { 0 }, old;
      if (sigaction (caught[i], NULL, &old) || old.sa_handler == SIG_IGN)
        continue;
      sa.sa_handler = on_signal;
      sigemptyset (&sa.sa_mask);
      sigaction (caught[i], &sa, NULL);
    }
}

static void
block_signals (int how)
{
  sigset_t set;
  sigemptyset (&set);
  for (size_t i = 0; i < sizeof caught / sizeof *caught; i++)
    sigaddset (&set, caught[i]);
  sigprocmask (how, &set, NULL);
}

/* Before anything is read: whether the names -o gives can be files:
   not empty, and no part between slashes longer than its directory
   takes (pathconf's NAME_MAX; 255 where the directory is not there
   yet), with %d as wide as a number gets.  Returns 0, or an exit code
   after a message. */
static int
name_fits (const char *output, int numbered)
{
  char name[NAME_BYTES];   /* the pattern was measured: it fits */
  char q[SS_QUOTE_BYTES], part[SS_QUOTE_BYTES];
  if (!*output)
    {
      ss_cli_say (NULL, "-o '': an empty file name");
      return SS_EXIT_INPUT;
    }
  if (numbered)
    snprintf (name, sizeof name, output, INT_MAX);
  else
    snprintf (name, sizeof name, "%s", output);
  for (char *p = name; *p; p += strspn (p, "/"))
    {
      size_t len = strcspn (p, "/");
      char dir[NAME_BYTES];
      snprintf (dir, sizeof dir, "%.*s", (int) (p - name), name);
      long max = pathconf (dir[0] ? dir : ".", _PC_NAME_MAX);
      if (max <= 0)
        max = NAME_MAX;
      if ((long) len > max)
        {
          ss_cli_say (NULL, "-o %s: the name %s is longer than the %ld "
                      "bytes a file name can have%s",
                      ss_quote (q, output, strlen (output), '\''),
                      ss_quote (part, p, len, '\''), max,
                      numbered ? " (with %d as wide as a number gets)"
                      : "");
          return SS_EXIT_INPUT;
        }
      p += len;
    }
  return 0;
}

/* Before anything is written: whether the pattern gives the name of an
   input file for a number written in that file's name (out-%03d.cnf
   and the 7 of an input ./out-007.cnf); write_to checks every name
   again before writing it.  Returns 0, or an exit code after a
   message. */
static int
pattern_spares_inputs (const dimacs_ctx *x)
{
  char name[NAME_BYTES];   /* the pattern was measured: it fits */
  for (int i = 0; i < x->nfiles; i++)
    for (const char *p = x->files[i]; *p; p++)
      if (*p >= '0' && *p <= '9' && (p == x->files[i] || p[-1] < '0'
                                      || p[-1] > '9'))
        {
          errno = 0;
          long k = strtol (p, NULL, 10);
          if (errno || k < 1 || k > INT_MAX)
            continue;
          snprintf (name, sizeof name, x->output, (int) k);
          if (is_input (x, name))
            return refuse_input (name);
        }
  return 0;
}

/* The temporary file renamed to outname, or removed (outname NULL, or
   the rename failed); returns 0, or -1 with errno set by the rename. */
static int
end_output (const char *outname)
{
  block_signals (SIG_BLOCK);
  int rc = outname ? rename (pending, outname) : -1;
  int e = errno;
  if (rc)
    unlink (pending);
  pending_live = 0;
  block_signals (SIG_UNBLOCK);
  errno = e;
  return rc;
}

/* Open outname for writing.  A regular file (or a new one) is written
   under a temporary name in its directory, held in pending (and
   pending_live set) until end_output, which renames it to outname
   once complete: a run that fails leaves no half-written file (and an
   old one as it was), nor does one that SIGINT, SIGTERM or SIGHUP
   ends.  A device, pipe or symbolic link is written in place, and so
   is an old file in a directory that takes no new one. */
static FILE *
open_output (const char *outname)
{
  struct stat sb;
  int exists = !lstat (outname, &sb);
  if (exists && !S_ISREG (sb.st_mode))
    return fopen (outname, "w");
  const char *slash = strrchr (outname, '/');
  int dir = slash ? (int) (slash - outname + 1) : 0;
  block_signals (SIG_BLOCK);
  snprintf (pending, sizeof pending, "%.*s.sudosat-XXXXXX", dir, outname);
  int fd = mkstemp (pending);
  pending_live = fd >= 0;
  block_signals (SIG_UNBLOCK);
  if (fd < 0)
    return exists ? fopen (outname, "w") : NULL;
  /* the mode fopen would give: the old file's, or 0666 less the umask */
  mode_t mask = umask (0);
  umask (mask);
  FILE *f = NULL;
  if (fchmod (fd, exists ? sb.st_mode & 07777 : 0666 & ~mask)
      || !(f = fdopen (fd, "w")))
    {
      int e = errno;
      close (fd);
      end_output (NULL);
      errno = e;
    }
  return f;
}

/* Write one puzzle's CNF to outname (NULL or "-": standard output),
   never over an input file.  A write error sets cli->stop. */
static int
write_to (ss_cli *cli, const dimacs_ctx *x, const ss_puzzle *pz,
          const char *file, const char *outname)
{
  ss_stats st;
  ss_error err = { 0 };
  int std = !outname || !strcmp (outname, "-");
  if (!std && is_input (x, outname))
    {
      cli->stop = 1;
      return refuse_input (outname);
    }
  FILE *out = std ? stdout : open_output (outname);
  if (!out)
    {
      ss_cli_say (outname, "%s", strerror (errno));
      return SS_EXIT_INPUT;
    }
  struct stat sb;
  int temp = !std && pending_live;
  int regular = !std && !temp && !fstat (fileno (out), &sb)
                && S_ISREG (sb.st_mode);
  int rc = ss_cnf_write (out, pz, &cli->opt, &st, &err);
  int failed = ferror (out) != 0, why = errno;
  if (!std && fclose (out) && !failed)
    failed = 1, why = errno;
  if (temp && !failed && !rc)
    {
      if (end_output (outname))
        failed = 1, why = errno;
    }
  else if (temp)
    end_output (NULL);
  const char *saved = cli->file;
  cli->file = file;
  if (cli->stats)
    ss_cli_size_stats (cli, pz, &st);
  if (failed && std)
    {
      errno = why;
      ss_cli_output_ok (cli);
      rc = -1;
    }
  else if (failed)
    rc = ss_fail (&err, SS_ERR_INTERNAL, outname, 0, 0, "write error: %s",
                  strerror (why));
  if (rc && !failed)
    ss_cli_error (cli, pz, &err);
  else if (rc && !std)
    ss_error_print (stderr, &err);
  if (rc && regular)
    unlink (outname);
  cli->file = saved;
  if (failed)
    cli->stop = 1;
  return !rc ? SS_EXIT_OK : failed ? SS_EXIT_INTERNAL : ss_exit_code (&err);
}

static int
dimacs_one (ss_cli *cli, const ss_puzzle *pz, void *vctx)
{
  dimacs_ctx *x = vctx;
  if (x->numbered)
    {
      if (cli->file != x->file)
        x->base += x->last, x->file = cli->file;
      x->last = pz->index;
      char name[NAME_BYTES];   /* the pattern was measured: it fits */
      snprintf (name, sizeof name, x->output, (int) (x->base + pz->index));
      return write_to (cli, x, pz, cli->file, name);
    }
  if (!x->held)
    {
      x->held = ss_puzzle_copy (pz);
      x->held_file = cli->file;
      return x->held ? SS_EXIT_OK : ss_cli_oom (cli, pz);
    }
  if (!x->extra)
    {
      ss_error err = { 0 };
      ss_fail (&err, SS_ERR_USAGE, cli->file, pz->line, 0,
               "a second puzzle, but %s takes one: use -o with a %%d "
               "pattern such as out-%%03d.cnf for one file per puzzle",
               x->output && strcmp (x->output, "-") ? x->output
               : "standard output");
      ss_error_print (stderr, &err);
      x->extra = 1;
    }
  return SS_EXIT_INPUT;
}

/* -o FILE: the pattern checked before anything is read (ss_cli_hook):
   1, or -1 after a message. */
static int
output_option (ss_cli *cli, int opt, const char *arg, void *vctx)
{
  dimacs_ctx *x = vctx;
  int width;
  (void) cli;
  if (opt != OPT_OUTPUT)
    return 0;
  x->output = arg;
  if (check_pattern (arg, &x->numbered, &width))
    {
      char q[SS_QUOTE_BYTES];
      ss_cli_say (NULL, "-o %s: a file name may hold one %%d (with a width "
                  "such as %%03d) and %%%% for a percent sign",
                  ss_quote (q, arg, strlen (arg), '\''));
      return -1;
    }
  /* The longest name the pattern can give, with the widest number, once
     the width alone fits (printf would spend seconds padding a width
     near INT_MAX). */
  int longest = width >= NAME_BYTES ? -1 : snprintf (NULL, 0, arg, INT_MIN);
  if (longest < 0 || longest >= NAME_BYTES)
    {
      fprintf (stderr, "sudosat: -o: the file names would be longer than "
               "%d bytes\n", NAME_BYTES - 1);
      return -1;
    }
  return 1;
}

int
ss_cmd_dimacs (int argc, char **argv)
{
  ss_cli cli = { .cmd = SS_CMD_DIMACS };
  dimacs_ctx x = { 0 };
  cli.raw_output = 1;
  if (ss_cli_options (&cli, argc, argv, output_option, &x))
    return SS_EXIT_INPUT;
  /* A single file's name goes through printf as a pattern does, so %%
     is one percent sign there too (check_pattern let nothing else in;
     the 0 stands for the %d it has not got). */
  char *single = NULL;
  if (x.output && !x.numbered && strchr (x.output, '%'))
    {
      size_t size = strlen (x.output) + 1;
      single = ss_malloc (size);
      if (!single)
        return ss_cli_oom (&cli, NULL);
      snprintf (single, size, x.output, 0);
      x.output = single;
    }
  x.nfiles = argc - optind;
  x.files = argv + optind;
  if (x.output && strcmp (x.output, "-"))
    {
      cli.exit_code = name_fits (x.output, x.numbered);
      catch_signals ();
    }
  if (cli.exit_code)
    ;
  else if (x.numbered)
    cli.exit_code = pattern_spares_inputs (&x);
  else if (x.output && strcmp (x.output, "-") && is_input (&x, x.output))
    cli.exit_code = refuse_input (x.output);
  if (cli.exit_code)
    {
      free (single);
      return cli.exit_code;
    }
  ss_cli_each (&cli, argc - optind, argv + optind, dimacs_one, &x);
  /* Without a pattern nothing is written unless the input held exactly
     one puzzle and it was read without error. */
  if (x.held && !cli.exit_code)
    ss_cli_status (&cli, write_to (&cli, &x, x.held, x.held_file,
                                   x.output));
  ss_puzzle_free (x.held);
  free (single);
  return ss_cli_finish (&cli);
}

