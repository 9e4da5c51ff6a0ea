# validate.awk: an independent check of solutions, used by the shell
# tests.  Usage: awk -f validate.awk PUZZLES SOLUTIONS, both in line
# format (one puzzle per line, chars or space-separated integers).
# Prints one line per bad solution and "checked N" at the end; exits 1
# when any solution is bad or the counts differ.
function vals(line, out,   m, i, s) {
  if (line ~ /[ \t]/) {
    m = split(line, out, /[ \t]+/)
  } else {
    m = length(line)
    for (i = 1; i <= m; i++) {
      s = substr(line, i, 1)
      out[i] = (s == ".") ? 0 : index("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", s)
    }
  }
  return m
}
FNR == NR { puz[NR] = $0; np = NR; next }
{
  ns++
  m = vals(puz[ns], p)
  if (vals($0, s) != m) { print "solution " ns ": wrong length"; bad++; next }
  n = int(sqrt(m) + 0.5); k = int(sqrt(n) + 0.5)
  for (i = 1; i <= m; i++) {
    if (s[i] < 1 || s[i] > n) { print "solution " ns ": bad value " s[i]; bad++; next }
    if (p[i] && p[i] != s[i]) { print "solution " ns ": changes a given"; bad++; next }
  }
  delete seen
  for (i = 0; i < m; i++) {
    r = int(i / n); c = i % n; b = int(r / k) * k + int(c / k); v = s[i + 1]
    if (seen["r" r "," v]++ || seen["c" c "," v]++ || seen["b" b "," v]++) {
      print "solution " ns ": value " v " repeats (cell " r + 1 "," c + 1 ")"; bad++; next
    }
  }
}
END {
  if (ns != np) { print "got " ns " solutions for " np " puzzles"; bad++ }
  print "checked " ns
  exit bad ? 1 : 0
}
