/* check_lzstring.c: the lz-string decoder and encoder
   (src/formats/lzstring.c) against texts compressed by the lz-string
   JavaScript library (compressToBase64 of lz-string 1.5 from npm, run
   once with node; the vectors are kept here, so the test needs no
   node): the decoder gives the texts, the encoder the same characters;
   and the decoder's refusals. */
#include "suites.h"
#include "formats/lzstring.h"

#include <stdlib.h>
#include <string.h>

static const struct {
  const char *packed, *text;
} vectors[] = {
  { "Q===", "" },
  { "IZA=", "a" },
  { "N4IgzglgXgpiBcBOAvkA", "{\"size\":9}" },
  { "BYUwNmD2AEDukCcwBNqgjeTXqkA=", "hello world hello world hello" },
  /* e acute, a CJK character, an emoji (a surrogate pair), " x" */
  { "JeWjlLwbgAewBAHkA===",
    "\xc3\xa9" "\xe4\xb8\xad" "\xf0\x9f\x98\x80" " x" },
  { "IY18ZXTsUA==",
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
  { "N4IgzglgXgpiBcAWANCA5gJwgEwQbT2AF9ljSTiBdZQiu86285qms9uyyooA",
    "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
    "[{},{},{},{}]]}" },
};

/* 5000 characters of "abc{}R1C\"9" picked by (7 i^2 + i/3) mod 10, as
   the node script that compressed them did */
static const char long_packed[] =
  "IYYQRAvg3gjBBKxhWAYxDUlYKS9m40ciyaGWxuZBlOp+FR9e5h2JrtznNTH1RuyoM2"
  "dXkPGCxPadwGj5Irv2V9hLdVMWrNk2To0SZClUbm7jSvSbX7TWg2e3Onjh/bu2b1q5"
  "Yvmhi7uXr4BwZ4+/kFukX6Brh7e8RHJ4bFpMUlhWaHRiXkJIVFFcenZ+cUpGTkFJam"
  "1VeWFDZVlufU1bZl11RWlPU0dfS1dA43tvc2d/a3j3RODk0NTw9MjM6OzY3O7O/vbh"
  "1vHm6cb5+uXa9ertyv3y49Lz4uvC+/zn3tHZ1d3T28vgcThcbg8Xh9viC/uDAVDfmC"
  "AZDgQj/hCgT9QWi4SisbDkZiYUiMdDEej4XjiRSieTcTScYSyQzSdiCSz8STURzqUy"
  "2VyqXTeZzKbTGazhfS+SLmfzReyBWLuYLxTyVcqlYqFfK5bKZdKpZKJULVRrtXrDSa"
  "tbqDcb1Vb9Ua1ZqdQ7LS6LXb3bbnebvWabU7/Y7TdbOUA="  ;

START_TEST (lz_vectors)
{
  for (size_t i = 0; i < sizeof vectors / sizeof *vectors; i++)
    {
      char *out = NULL;
      size_t len = 0, where = 0;
      int rc = ss_lz_decompress_base64 (vectors[i].packed,
                                        strlen (vectors[i].packed), 1 << 20,
                                        &out, &len, &where);
      ck_assert_msg (rc == 0, "%s: %s", vectors[i].packed,
                     ss_lz_strerror (rc));
      ck_assert_uint_eq (len, strlen (vectors[i].text));
      ck_assert_str_eq (out, vectors[i].text);
      free (out);
    }
}
END_TEST

START_TEST (lz_long)
{
  char want[5001];
  for (long i = 0; i < 5000; i++)
    want[i] = "abc{}R1C\"9"[(7 * i * i + i / 3) % 10];
  want[5000] = 0;
  char *out = NULL;
  size_t len = 0, where = 0;
  ck_assert_int_eq (ss_lz_decompress_base64 (long_packed, strlen
                                             (long_packed), 1 << 20, &out,
                                             &len, &where), 0);
  ck_assert_uint_eq (len, 5000);
  ck_assert_str_eq (out, want);
  free (out);
  /* the same bounded below its length */
  ck_assert_int_eq (ss_lz_decompress_base64 (long_packed, strlen
                                             (long_packed), 4999, &out,
                                             &len, &where), SS_LZ_TOO_LONG);
}
END_TEST

/* The encoder writes what the JavaScript library wrote, character for
   character, and the decoder reads it back. */
START_TEST (lz_compress)
{
  char want[5001];
  for (long i = 0; i < 5000; i++)
    want[i] = "abc{}R1C\"9"[(7 * i * i + i / 3) % 10];
  want[5000] = 0;
  for (size_t i = 0; i <= sizeof vectors / sizeof *vectors; i++)
    {
      int last = i == sizeof vectors / sizeof *vectors;
      const char *text = last ? want : vectors[i].text;
      const char *packed = last ? long_packed : vectors[i].packed;
      char *out = NULL, *back = NULL;
      size_t len = 0, blen = 0, where = 0;
      ck_assert_int_eq (ss_lz_compress_base64 (text, strlen (text), &out,
                                               &len), 0);
      ck_assert_uint_eq (len, strlen (out));
      ck_assert_str_eq (out, packed);
      ck_assert_int_eq (ss_lz_decompress_base64 (out, len, 1 << 20, &back,
                                                 &blen, &where), 0);
      ck_assert_str_eq (back, text);
      free (out);
      free (back);
    }
}
END_TEST

START_TEST (lz_refusals)
{
  char *out = NULL;
  size_t len = 0, where = 0;
  ck_assert_int_eq (ss_lz_decompress_base64 ("N4Igzgl!XgpiBcBOAvkA", 20,
                                             1 << 20, &out, &len, &where),
                    SS_LZ_CHAR);
  ck_assert_uint_eq (where, 7);
  /* cut short: no end mark */
  ck_assert_int_eq (ss_lz_decompress_base64 ("N4IgzglgXgpiBcBOAv", 18,
                                             1 << 20, &out, &len, &where),
                    SS_LZ_TRUNCATED);
  ck_assert_int_eq (ss_lz_decompress_base64 ("", 0, 1 << 20, &out, &len,
                                             &where), SS_LZ_TRUNCATED);
  /* a code past the dictionary: after "a" (code 3), code 7 */
  ck_assert_int_eq (ss_lz_decompress_base64 ("IZ+", 3, 1 << 20, &out, &len,
                                             &where), SS_LZ_CORRUPT);
  /* every prefix of a vector fails cleanly or decodes */
  const char *p = vectors[6].packed;
  for (size_t k = 0; k < strlen (p); k++)
    {
      int rc = ss_lz_decompress_base64 (p, k, 1 << 20, &out, &len, &where);
      if (!rc)
        free (out);
      ck_assert_int_le (rc, 0);
    }
}
END_TEST

Suite *
lzstring_suite (void)
{
  Suite *s = suite_create ("lzstring");
  TCase *tc = tcase_create ("core");
  tcase_add_test (tc, lz_vectors);
  tcase_add_test (tc, lz_long);
  tcase_add_test (tc, lz_compress);
  tcase_add_test (tc, lz_refusals);
  suite_add_tcase (s, tc);
  return s;
}
