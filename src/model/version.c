/* version.c: the library's version at run time, from the public
   header's macros, which tests/header.sh holds equal to configure's. */
#include <sudosat.h>

#define SS_STRINGIFY(x) #x
#define SS_STRING(x) SS_STRINGIFY (x)

const char *
ss_version (void)
{
  return SS_STRING (SUDOSAT_VERSION_MAJOR) "."
         SS_STRING (SUDOSAT_VERSION_MINOR) "."
         SS_STRING (SUDOSAT_VERSION_PATCH);
}

int
ss_version_number (void)
{
  return SUDOSAT_VERSION_NUMBER;
}
