/* version.c: prints the public header's version macros and the linked
   library's ss_version () and ss_version_number (), for
   tests/header.sh to hold against configure's version. */
#include <sudosat.h>

#include <stdio.h>

int
main (void)
{
  printf ("header %d.%d.%d %d\n", SUDOSAT_VERSION_MAJOR,
          SUDOSAT_VERSION_MINOR, SUDOSAT_VERSION_PATCH,
          SUDOSAT_VERSION_NUMBER);
  printf ("library %s %d\n", ss_version (), ss_version_number ());
  return 0;
}
