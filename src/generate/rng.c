/* rng.c: the generator's pseudo-random numbers: xoshiro256** (Blackman
   and Vigna), its state filled from the seed by splitmix64.  Integer
   arithmetic only, so a seed gives the same numbers everywhere. */
#include "generate/generate.h"

static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void
ss_rng_seed (ss_rng *g, uint64_t seed)
{
  for (int i = 0; i < 4; i++)
    g->s[i] = splitmix64 (&seed);
}

static uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

uint64_t
ss_rng_next (ss_rng *g)
{
  uint64_t *s = g->s;
  uint64_t result = rotl (s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

uint32_t
ss_rng_below (ss_rng *g, uint32_t bound)
{
  /* reject the top values that would favour small results */
  uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t x;
  do
    x = ss_rng_next (g);
  while (x >= limit);
  return (uint32_t) (x % bound);
}

void
ss_rng_shuffle (ss_rng *g, int *a, int m)
{
  for (int i = m - 1; i > 0; i--)
    {
      int j = (int) ss_rng_below (g, (uint32_t) i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}
