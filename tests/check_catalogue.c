/* check_catalogue.c: encodings/README against the code.  Every figure in
   its tables is what the counting sink reports, and every preset and
   scheme of this build has its rows.  The table conventions are stated
   in the README itself ("Checked figures"). */
#include "suites.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_CELLS = 32, MAX_PRESETS = 64, MAX_SCHEMES = 64 };

#define TIMES "\xc3\x97"   /* the UTF-8 multiplication sign */

typedef struct row {
  char *text;                 /* owns the cells */
  char *cell[MAX_CELLS];
  int ncells;
} row;

/* Split a table line "| a | `b` |" into trimmed cells without
   backticks; 0 when the line is no table row. */
static int
split (row *r, const char *line)
{
  free (r->text);
  r->text = strdup (line);
  r->ncells = 0;
  char *p = r->text;
  if (*p != '|')
    return 0;
  p++;
  while (*p && *p != '\n' && r->ncells < MAX_CELLS)
    {
      char *end = strchr (p, '|');
      if (!end)
        break;
      *end = '\0';
      while (*p == ' ' || *p == '`')
        p++;
      char *q = end;
      while (q > p && (q[-1] == ' ' || q[-1] == '`'))
        *--q = '\0';
      r->cell[r->ncells++] = p;
      p = end + 1;
    }
  return r->ncells;
}

static int
is_separator (const row *r)
{
  for (int i = 0; i < r->ncells; i++)
    if (!r->cell[i][0] || strspn (r->cell[i], "-:") != strlen (r->cell[i]))
      return 0;
  return r->ncells > 0;
}

/* "N×N clauses" is 1, "N×N variables" 2, with N in *n; else 0. */
static int
grid_column (const char *title, int *n)
{
  char *end;
  long a = strtol (title, &end, 10);
  if (end == title || strncmp (end, TIMES, strlen (TIMES)))
    return 0;
  const char *p = end + strlen (TIMES);
  long b = strtol (p, &end, 10);
  if (end == p || a != b)
    return 0;
  *n = (int) a;
  return !strcmp (end, " clauses") ? 1 : !strcmp (end, " variables") ? 2 : 0;
}

/* "A(m)", "a(m)", "E(m)", "e(m)": the letter, with m in *m; else 0. */
static int
scheme_column (const char *title, int *m)
{
  char letter, close;
  int used = 0;
  if (sscanf (title, "%c(%d%c%n", &letter, m, &close, &used) != 3
      || close != ')' || title[used] || !strchr ("AaEe", letter))
    return 0;
  return letter;
}

static long
number (const char *cell)
{
  char digits[64];
  size_t j = 0;
  for (const char *p = cell; *p && j + 1 < sizeof digits; p++)
    if (*p != ',')
      digits[j++] = *p;
  digits[j] = '\0';
  char *end;
  long v = strtol (digits, &end, 10);
  ck_assert_msg (j > 0 && !*end, "README: '%s' is no number", cell);
  return v;
}

static int
column (const row *hdr, const char *title)
{
  for (int i = 0; i < hdr->ncells; i++)
    if (!strcmp (hdr->cell[i], title))
      return i;
  return -1;
}

static int
index_of_preset (const char *name)
{
  for (int i = 0; ss_encodings[i]; i++)
    if (!strcmp (ss_encodings[i]->name, name))
      return i;
  return -1;
}

static int
index_of_scheme (const char *name)
{
  for (int i = 0; ss_amo_schemes[i]; i++)
    if (!strcmp (ss_amo_schemes[i]->name, name))
      return i;
  return -1;
}

typedef struct seen {
  int preset_row[MAX_PRESETS];                /* in a table of presets */
  int scheme_row[MAX_SCHEMES];                /* in a table of schemes */
  int pair_row[MAX_PRESETS][MAX_SCHEMES];     /* preset x scheme figures */
  int figures;
} seen;

static long
grid_figure (const ss_encoding *enc, const ss_amo *amo, int n, int what)
{
  int k = 1;
  while (k * k < n)
    k++;
  ck_assert_msg (k * k == n, "README: %d is no square", n);
  ss_puzzle *pz = ss_puzzle_new (k);
  ss_sink *s = ss_sink_counter ();
  ss_error err = { 0 };
  ss_varmap *vm = ss_encode (pz, enc, amo, s, &err);
  ck_assert_msg (vm != NULL, "encode failed: %s", err.msg);
  long v = what == 1 ? (long) s->clauses : ss_varmap_maxvar (vm);
  ss_varmap_free (vm);
  ss_sink_free (s);
  ss_puzzle_free (pz);
  return v;
}

static void
check_row (const row *hdr, const row *r, long line, seen *z)
{
  int pc = column (hdr, "preset"), sc = column (hdr, "scheme");
  int p = pc >= 0 && pc < r->ncells ? index_of_preset (r->cell[pc]) : -1;
  int s = sc >= 0 && sc < r->ncells ? index_of_scheme (r->cell[sc]) : -1;
  ck_assert_msg ((pc < 0 || p >= 0) && (sc < 0 || s >= 0),
                 "encodings/README:%ld: '%s' is not in this build", line,
                 r->cell[pc >= 0 && p < 0 ? pc : sc]);
  const ss_amo *amo = s >= 0 ? ss_amo_schemes[s] : ss_amo_find ("pairwise");
  int figures = 0;
  for (int i = 0; i < hdr->ncells && i < r->ncells; i++)
    {
      int n, m, what = grid_column (hdr->cell[i], &n);
      int letter = what ? 0 : scheme_column (hdr->cell[i], &m);
      long want, got, clauses, aux;
      if (what && p >= 0)
        got = grid_figure (ss_encodings[p], amo, n, what);
      else if (letter && s >= 0)
        {
          scheme_size (amo, m, letter == 'E' || letter == 'e', &clauses,
                       &aux);
          got = letter == 'A' || letter == 'E' ? clauses : aux;
        }
      else
        continue;
      want = number (r->cell[i]);
      ck_assert_msg (want == got, "encodings/README:%ld: %s %s%s%s: the "
                     "table says %ld, the code gives %ld", line,
                     p >= 0 ? ss_encodings[p]->name : "",
                     s >= 0 ? ss_amo_schemes[s]->name : "",
                     p >= 0 || s >= 0 ? ", " : "", hdr->cell[i], want, got);
      figures++;
    }
  z->figures += figures;
  if (p >= 0 && sc < 0)
    z->preset_row[p] = 1;
  if (s >= 0 && pc < 0)
    z->scheme_row[s] = 1;
  if (p >= 0 && s >= 0 && figures)
    z->pair_row[p][s] = 1;
}

START_TEST (readme_figures_are_true)
{
  const char *dir = getenv ("TESTS_DIR");
  char path[4096];
  snprintf (path, sizeof path, "%s/../encodings/README", dir ? dir : "tests");
  FILE *f = fopen (path, "r");
  ck_assert_msg (f != NULL, "cannot open %s", path);
  row prev = { 0 }, hdr = { 0 }, cur = { 0 };
  int in_table = 0;
  seen z;
  memset (&z, 0, sizeof z);
  char *line = NULL;
  size_t cap = 0;
  long lineno = 0;
  while (getline (&line, &cap, f) > 0)
    {
      lineno++;
      if (!split (&cur, line))
        {
          in_table = 0;
          continue;
        }
      if (is_separator (&cur))
        {
          row t = hdr;
          hdr = prev;
          prev = t;
          in_table = 1;
        }
      else if (in_table)
        check_row (&hdr, &cur, lineno, &z);
      else
        {
          row t = prev;
          prev = cur;
          cur = t;
        }
    }
  free (line);
  free (prev.text);
  free (hdr.text);
  free (cur.text);
  fclose (f);
  ck_assert_int_gt (z.figures, 0);
  for (int p = 0; ss_encodings[p]; p++)
    {
      ck_assert_msg (z.preset_row[p], "encodings/README: no row for preset "
                     "%s", ss_encodings[p]->name);
      for (int s = 0; ss_amo_schemes[s]; s++)
        ck_assert_msg (z.pair_row[p][s], "encodings/README: no figures for "
                       "%s with %s", ss_encodings[p]->name,
                       ss_amo_schemes[s]->name);
    }
  for (int s = 0; ss_amo_schemes[s]; s++)
    ck_assert_msg (z.scheme_row[s], "encodings/README: no row for scheme %s",
                   ss_amo_schemes[s]->name);
}
END_TEST

/* The catalogue's names are unique and found by name. */
START_TEST (names_are_unique)
{
  for (int i = 0; ss_encodings[i]; i++)
    ck_assert_ptr_eq (ss_encoding_find (ss_encodings[i]->name),
                      ss_encodings[i]);
  for (int i = 0; ss_amo_schemes[i]; i++)
    ck_assert_ptr_eq (ss_amo_find (ss_amo_schemes[i]->name),
                      ss_amo_schemes[i]);
  ck_assert_ptr_null (ss_encoding_find ("pairwise"));
  ck_assert_ptr_null (ss_amo_find ("extended"));
}
END_TEST

Suite *
catalogue_suite (void)
{
  Suite *s = suite_create ("catalogue");
  TCase *tc = tcase_create ("catalogue");
  tcase_add_test (tc, readme_figures_are_true);
  tcase_add_test (tc, names_are_unique);
  tcase_set_timeout (tc, 60);
  suite_add_tcase (s, tc);
  return s;
}
