/* fplinks.c: f-puzzles links: what a line of the input holds (a JSON
   object, a link or bare lz-string text), and the JSON text a link
   carries, from f-puzzles' "?load=" or from a SudokuPad link's
   "fpuzzles" (SudokuPad's own format is refused by name), decompressed
   by lz-string from its base64. */
#include "formats/fpuzzles.h"
#include "formats/lzstring.h"

#include <string.h>

/* Base64 characters of lz-string. */
static int
b64 (int ch)
{
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')
         || (ch >= '0' && ch <= '9') || ch == '+' || ch == '/' || ch == '=';
}

int
ss_fpuzzles_line_kind (const char *s, size_t len)
{
  while (len && (*s == ' ' || *s == '\t'))
    s++, len--;
  if (len && *s == '{')
    return 1;
  if ((len > 7 && !strncmp (s, "http://", 7))
      || (len > 8 && !strncmp (s, "https://", 8)))
    return 2;
  /* lz-string's base64 of a text starting with '{' starts "N4"; a
     character outside base64 is left for the decoder to point at */
  size_t i = 0;
  while (i < len && s[i] != ' ' && s[i] != '\t')
    i++;
  while (i < len && (s[i] == ' ' || s[i] == '\t'))
    i++;
  if (i == len && len >= 16 && s[0] == 'N' && s[1] == '4'
      && b64 ((unsigned char) s[2]))
    return 2;
  return 0;
}

/* Whether the link at s is SudokuPad's. */
static int
sudokupad (const char *s, size_t len)
{
  static const char *const hosts[] = {
    "sudokupad.app", "app.crackingthecryptic.com"
  };
  size_t skip = !strncmp (s, "https://", 8) ? 8
                : !strncmp (s, "http://", 7) ? 7 : 0;
  if (!skip)
    return 0;
  s += skip, len -= skip;
  if (len > 4 && !strncmp (s, "www.", 4))
    s += 4, len -= 4;
  for (size_t i = 0; i < sizeof hosts / sizeof *hosts; i++)
    {
      size_t h = strlen (hosts[i]);
      if (len >= h && !strncmp (s, hosts[i], h)
          && (len == h || s[h] == '/' || s[h] == '?'))
        return 1;
    }
  return 0;
}

/* A line holding a link ("...?load=BLOB&...", SudokuPad's
   ".../fpuzzlesBLOB") or a bare BLOB. */
int
ss_fp_link_text (ss_reader *r, char **text, size_t *tlen, ss_error *err)
{
  const char *s = r->buf;
  size_t len = r->len;
  while (len && (*s == ' ' || *s == '\t'))
    s++, len--;
  while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
    len--;
  if (sudokupad (s, len))
    {
      /* SudokuPad (sudokupad.app, app.crackingthecryptic.com) opens
         f-puzzles data given after "fpuzzles"; its own format is
         compressed otherwise and not read */
      const char *at = NULL;
      for (size_t i = 0; i + 8 <= len && !at; i++)
        if (!strncmp (s + i, "fpuzzles", 8))
          at = s + i + 8;
      if (!at)
        return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1, "a "
                        "SudokuPad link in SudokuPad's own format: sudosat "
                        "reads SudokuPad links only when they carry "
                        "f-puzzles data (sudokupad.app/fpuzzlesN4Ig...)");
      len -= (size_t) (at - s);
      s = at;
      len = strcspn (s, "&#?") < len ? strcspn (s, "&#?") : len;
    }
  else if (!strncmp (s, "http://", 7) || !strncmp (s, "https://", 8))
    {
      const char *load = NULL;
      for (size_t i = 0; i + 5 <= len && !load; i++)
        if (!strncmp (s + i, "load=", 5) && i && (s[i - 1] == '?'
                                                  || s[i - 1] == '&'))
          load = s + i + 5;
      if (!load)
        return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno, 1, "an "
                        "f-puzzles link holds its puzzle after 'load=' "
                        "(f-puzzles.com/?load=N4Ig...); this link has "
                        "none");
      len -= (size_t) (load - s);
      s = load;
      len = strcspn (s, "&#") < len ? strcspn (s, "&#") : len;
    }
  size_t where = 0;
  int rc = ss_lz_decompress_base64 (s, len, (size_t) r->max_line, text,
                                    tlen, &where);
  if (rc == SS_LZ_MEMORY)
    return ss_oom (err);
  if (rc)
    return ss_fail (err, SS_ERR_INPUT, r->name, r->lineno,
                    rc == SS_LZ_CHAR ? (long) (s - r->buf + where) + 1
                    : (long) (s - r->buf) + 1,
                    "not an f-puzzles link: %s", ss_lz_strerror (rc));
  return 0;
}
