/* cadical.h: CaDiCaL reached through its C++ API (cadical.cc), in calls
   C can make: CaDiCaL's own C API (ccadical.h) has no way to set a
   variable's phase, which the generator's random grids need.  No C++
   exception leaves these calls: one thrown inside CaDiCaL (running out
   of memory) is an error return, after which the solver is only
   released.  Built with HAVE_CADICAL; not installed. */
#ifndef SUDOSAT_CADICAL_H
#define SUDOSAT_CADICAL_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ss_cadical ss_cadical;

/* A new solver, quiet; NULL when memory runs out. */
ss_cadical *ss_cadical_new (void);
void ss_cadical_free (ss_cadical *);
/* CaDiCaL's option name set to value: 0, or -1 (no such option). */
int ss_cadical_set (ss_cadical *, const char *name, int value);
/* Each call returns -1 when CaDiCaL threw (memory), else as said. */
int ss_cadical_add (ss_cadical *, const int *lits, int count);    /* 0 */
int ss_cadical_assume (ss_cadical *, int lit);                    /* 0 */
/* 10 satisfiable, 20 unsatisfiable (under the assumptions), 0 when
   stop (ctx), polled during the search, said 1. */
int ss_cadical_solve (ss_cadical *, int (*stop) (void *), void *ctx);
/* The literal's value in the last model: > 0 true. */
int ss_cadical_value (ss_cadical *, int lit);
/* Decide lit's variable with lit's value first: 0. */
int ss_cadical_phase (ss_cadical *, int lit);
/* CaDiCaL's version ("1.5.3"). */
const char *ss_cadical_version (void);

#ifdef __cplusplus
}
#endif

#endif /* SUDOSAT_CADICAL_H */
