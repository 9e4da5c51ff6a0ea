/* pico.c: PicoSAT's memory, and what happens when it runs out.

   PicoSAT allocates through the functions given to picosat_minit, and
   when one of them returns NULL it prints a message and calls abort ()
   (ABORTIF in its new and resize): NULL is never safe to return.  So
   the allocator below never returns NULL to PicoSAT.  When memory runs
   out it longjmps back to ss_pico_run, which every PicoSAT call that
   may allocate goes through; the solver is then abandoned in whatever
   state it was, never touched again, and its memory is freed block by
   block: every block it holds is in this thread's arena or on the
   instance's list of heap blocks.  Nothing else lives between the
   setjmp and the allocation: the callbacks given to ss_pico_run call
   PicoSAT and read the variable map, and allocate nothing of their own.

   A puzzle's CNF is small and PicoSAT allocates once per clause, so
   each thread keeps an arena that PicoSAT allocates from: a puzzle's
   solver lives in it and the next puzzle reuses the memory.  What does
   not fit goes to the heap, and so does all of a second solver that a
   thread opens while its first is still open (the generator keeps one
   while the rating opens another). */
#include "solving/solving.h"

#include <picosat/picosat.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_BYTES ((size_t) 4 << 20)
#define ROUND(b) (((b) + 15) & ~(size_t) 15)

typedef struct arena {
  char *base;
  size_t used;
  int busy;             /* a solver lives in it */
} arena;

/* A heap block's header: the instance's list of them, kept so that an
   abandoned solver's blocks can be freed without PicoSAT. */
typedef union heap_block {
  struct {
    union heap_block *prev, *next;
  } link;
  char align[32];   /* keeps the block after it 16-byte aligned */
} heap_block;

static pthread_key_t arena_key;
static pthread_once_t arena_once = PTHREAD_ONCE_INIT;

static void
arena_destroy (void *p)
{
  arena *a = p;
  free (a->base);
  free (a);
}

/* Threads free their arenas as they end; the thread that calls exit
   (the main thread) does not end that way, so its arena goes at exit. */
static void
arena_release (void)
{
  arena *a = pthread_getspecific (arena_key);
  if (a)
    {
      pthread_setspecific (arena_key, NULL);
      arena_destroy (a);
    }
}

static void
arena_key_make (void)
{
  pthread_key_create (&arena_key, arena_destroy);
  atexit (arena_release);
}

/* This thread's arena, made on first use and freed when the thread
   ends; NULL when memory runs out. */
static arena *
arena_get (void)
{
  pthread_once (&arena_once, arena_key_make);
  arena *a = pthread_getspecific (arena_key);
  if (!a)
    {
      a = ss_calloc (1, sizeof *a);
      if (!a)
        return NULL;
      a->base = ss_malloc (ARENA_BYTES);
      if (!a->base)
        {
          free (a);
          return NULL;
        }
      pthread_setspecific (arena_key, a);
    }
  return a;
}

static int
in_arena (const arena *a, const void *p)
{
  const char *c = p;
  return a && c >= a->base && c < a->base + ARENA_BYTES;
}

/* Memory ran out inside PicoSAT: back to ss_pico_run.  Unguarded, no
   way out is left but PicoSAT's own abort; ss_pico_run guards every
   call that allocates, so that does not happen. */
static void *
out_of_memory (ss_pico *g)
{
  if (g->armed)
    {
      g->armed = 0;
      longjmp (g->jump, 1);
    }
  return NULL;
}

static void
link_block (ss_pico *g, heap_block *b)
{
  b->link.prev = NULL;
  b->link.next = g->blocks;
  if (g->blocks)
    g->blocks->link.prev = b;
  g->blocks = b;
}

static void
unlink_block (ss_pico *g, heap_block *b)
{
  if (b->link.prev)
    b->link.prev->link.next = b->link.next;
  else
    g->blocks = b->link.next;
  if (b->link.next)
    b->link.next->link.prev = b->link.prev;
}

static void *
pico_alloc (void *state, size_t bytes)
{
  ss_pico *g = state;
  arena *a = g->arena;
  if (ss_alloc_fault ())
    return out_of_memory (g);
  if (a && a->used + ROUND (bytes) <= ARENA_BYTES)
    {
      void *p = a->base + a->used;
      a->used += ROUND (bytes);
      return p;
    }
  heap_block *b = bytes < (size_t) -1 - sizeof *b
                  ? malloc (sizeof *b + bytes) : NULL;
  if (!b)
    return out_of_memory (g);
  link_block (g, b);
  return b + 1;
}

/* Only the arena block on top gives its room back; the rest waits for
   the solver's end. */
static void
pico_free (void *state, void *p, size_t bytes)
{
  ss_pico *g = state;
  arena *a = g->arena;
  if (!p)
    return;
  if (!in_arena (a, p))
    {
      heap_block *b = (heap_block *) p - 1;
      unlink_block (g, b);
      free (b);
    }
  else if ((char *) p + ROUND (bytes) == a->base + a->used)
    a->used -= ROUND (bytes);
}

static void *
pico_resize (void *state, void *p, size_t old, size_t bytes)
{
  ss_pico *g = state;
  arena *a = g->arena;
  if (!p)
    return pico_alloc (state, bytes);
  if (!bytes)
    {
      pico_free (state, p, old);
      return NULL;
    }
  if (!in_arena (a, p))
    {
      /* the old block stays listed until realloc has moved it */
      heap_block *b = (heap_block *) p - 1, *nb;
      if (ss_alloc_fault () || bytes >= (size_t) -1 - sizeof *b
          || !(nb = realloc (b, sizeof *b + bytes)))
        return out_of_memory (g);
      if (nb->link.prev)
        nb->link.prev->link.next = nb;
      else
        g->blocks = nb;
      if (nb->link.next)
        nb->link.next->link.prev = nb;
      return nb + 1;
    }
  if ((char *) p + ROUND (old) == a->base + a->used
      && a->used - ROUND (old) + ROUND (bytes) <= ARENA_BYTES)
    {
      a->used = a->used - ROUND (old) + ROUND (bytes);   /* grow on top */
      return p;
    }
  void *q = pico_alloc (state, bytes);
  memcpy (q, p, old < bytes ? old : bytes);
  pico_free (state, p, old);
  return q;
}

/* Free every block of the solver, whatever state it is in. */
static void
drop (ss_pico *g)
{
  while (g->blocks)
    {
      heap_block *b = g->blocks;
      g->blocks = b->link.next;
      free (b);
    }
  if (g->arena)
    {
      g->arena->used = 0;
      g->arena->busy = 0;
      g->arena = NULL;
    }
  g->ps = NULL;
  g->dead = 1;
}

static void
start (PicoSAT *none, void *ctx)
{
  ss_pico *g = ctx;
  (void) none;
  g->ps = picosat_minit (g, pico_alloc, pico_resize, pico_free);
}

int
ss_pico_open (ss_pico *g, ss_error *err)
{
  memset (g, 0, sizeof *g);
  arena *a = arena_get ();
  if (!a)
    {
      g->dead = 1;
      return ss_oom (err);
    }
  if (!a->busy)
    {
      g->arena = a;
      a->busy = 1;
    }
  return ss_pico_run (g, start, g) ? ss_oom (err) : 0;
}

int
ss_pico_run (ss_pico *g, ss_pico_fn fn, void *ctx)
{
  if (g->dead)
    return -1;
  if (setjmp (g->jump))
    {
      drop (g);
      return -1;
    }
  g->armed = 1;
  fn (g->ps, ctx);
  g->armed = 0;
  return 0;
}

void
ss_pico_close (ss_pico *g)
{
  if (g->ps)
    picosat_reset (g->ps);
  drop (g);
}
