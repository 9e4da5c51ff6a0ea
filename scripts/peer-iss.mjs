// peer-iss.mjs: scripts/bench's driver for the Interactive Sudoku Solver
// (github.com/sigh/Interactive-Sudoku-Solver, a constraint-propagation
// solver of variant Sudoku in JavaScript; never part of sudosat), run
// headless by node from a local copy of its repository.
//
//   node scripts/peer-iss.mjs convert [--rules=LIST] FILE...
//   node scripts/peer-iss.mjs solve --iss=DIR [--rules=LIST] [--limit=N]
//                                   [--no-warm-up] FILE...
//   node scripts/peer-iss.mjs export --iss=DIR OUTDIR
//
// convert  prints the peer's constraint string of each puzzle, one a
//          line; needs no copy of the peer (the converter below is this
//          file's own)
// solve    counts each puzzle's solutions to N (default 2: uniqueness
//          proven) with the peer's parser, builder and solver, and
//          prints "INDEX COUNT CPU_SECONDS" a puzzle; the CPU time is
//          the process's (process.cpuUsage, user and system) around
//          parsing the constraint string, building the solver and
//          solving; reading and converting the file are left out.  The
//          whole list is solved once untimed first, so that the timed
//          round runs code node has compiled (--no-warm-up: one round)
// export   writes the peer's own hard killer, thermometer and renban
//          collections (data/collections.js) as OUTDIR/NAME/NNN.iss (the
//          peer's constraint string) and NNN.json (the same puzzle as
//          f-puzzles JSON, for sudosat), and names on stderr each entry
//          whose rules f-puzzles cannot carry
//
// A FILE is an f-puzzles JSON file (one puzzle), a .iss file (a
// constraint string of the peer, solved as it is), or a file of puzzle
// lines (81 characters, '.' or '0' blank).  --rules adds sudosat's
// global rules to every puzzle: x, windoku, anti-knight, anti-king,
// non-consecutive.  A rule or key the peer's format has no counterpart
// for is refused by name (exit 2).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const N = 9;
const cellId = (r, c) => `R${r + 1}C${c + 1}`;

// The peer's pairwise key of fn over values 1..9 (its fnToBinaryKey: bit
// 9*(i-1)+(j-1) says whether fn(i, j) holds, six bits a base64url
// character, trailing zero characters dropped).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const pairKey = (fn) => {
  const six = [];
  let v = 0, bit = 0;
  for (let i = 1; i <= N; i++) {
    for (let j = 1; j <= N; j++) {
      v |= (fn(i, j) ? 1 : 0) << bit;
      if (++bit === 6) { six.push(v); v = 0; bit = 0; }
    }
  }
  six.push(v);
  while (six.length && !six[six.length - 1]) six.pop();
  return six.map(x => B64[x]).join('');
};
export const SLOW_KEY = pairKey((a, b) => a <= b);

const RULES = {
  'x': '.Diagonal~1.Diagonal~-1',
  'windoku': '.Windoku',
  'anti-knight': '.AntiKnight',
  'anti-king': '.AntiKing',
  'non-consecutive': '.AntiConsecutive',
};
const fail = (msg) => { const e = new Error(msg); e.usage = true; throw e; };

const rulesString = (list) => (list ? list.split(',') : []).map(r => {
  if (!(r in RULES)) fail(`the peer has no rule '${r}' here`);
  return RULES[r];
}).join('');

// f-puzzles key: the peer's constraints of its value.
const lines = (type) => (v) => v.flatMap(o => o.lines.map(
  l => `.${type}~${l.join('~')}`));
// A dot of another value (a white dot of difference 2) has no
// counterpart among the peer's dots.
const pairs = (type, plain) => (v) => v.map(o => {
  if (o.value !== undefined && String(o.value) !== plain) {
    fail(`a ${type} of value ${o.value}: the peer's is ${plain}`);
  }
  return `.${type}~${o.cells.join('~')}`;
});
const onOff = (s) => (v) => (v ? s : '');
const KEYS = {
  'size': (v) => { if (v !== N) fail(`size ${v}: only 9x9 here`); return ''; },
  'grid': () => '',
  'title': () => '', 'author': () => '', 'ruleset': () => '',
  'diagonal+': onOff('.Diagonal~1'),
  'diagonal-': onOff('.Diagonal~-1'),
  'antiknight': onOff('.AntiKnight'),
  'antiking': onOff('.AntiKing'),
  'nonconsecutive': onOff('.AntiConsecutive'),
  'disjointgroups': onOff('.DisjointSets'),
  'killercage': (v) => v.map(o => `.Cage~${o.value ?? ''}~${o.cells.join('~')}`),
  'thermometer': lines('Thermo'),
  'palindrome': lines('Palindrome'),
  'renban': lines('Renban'),
  'whispers': (v) => v.flatMap(o => o.lines.map(l => `.Whisper~5~${l.join('~')}`)),
  'betweenline': lines('Between'),
  'regionsumline': lines('RegionSumLine'),
  // Values never fall from the bulb: the peer's pairwise relation a <= b
  // on consecutive cells.
  'slowthermometer': (v) => v.flatMap(o => o.lines.map(
    l => `.Pair~${SLOW_KEY}~${l.join('~')}`)),
  'odd': (v) => v.map(o => `.~${o.cell}_1_3_5_7_9`),
  'even': (v) => v.map(o => `.~${o.cell}_2_4_6_8`),
  'difference': pairs('WhiteDot', '1'),
  'ratio': pairs('BlackDot', '2'),
  'xv': (v) => v.map(o => {
    if (o.value !== 'X' && o.value !== 'V') fail(`xv value '${o.value}'`);
    return `.${o.value}~${o.cells.join('~')}`;
  }),
};

// The grid: givens, and regions when any cell has one (a jigsaw).
const gridString = (grid) => {
  const givens = [];
  let regions = '', jigsaw = false;
  grid.forEach((row, r) => row.forEach((cell, c) => {
    if (cell.given === true && cell.value) givens.push(`${cellId(r, c)}_${cell.value}`);
    if (cell.region !== undefined) jigsaw = true;
    regions += cell.region ?? Math.floor(r / 3) * 3 + Math.floor(c / 3);
  }));
  let s = givens.length ? `.~${givens.join('~')}` : '';
  if (jigsaw) s += `.Jigsaw~${regions}.NoBoxes`;
  return s;
};

// The peer's constraint string of an f-puzzles document.
export const fromFpuzzles = (doc) => {
  let s = '';
  for (const [key, value] of Object.entries(doc)) {
    if (!(key in KEYS)) fail(`the peer's format has no counterpart here for '${key}'`);
    const got = KEYS[key](value);
    s += Array.isArray(got) ? got.join('') : got;
  }
  return s + gridString(doc.grid);
};

// The peer's constraint string of a puzzle line of 81 cells.
export const fromLine = (line) => {
  const cells = line.trim();
  if (cells.length !== N * N) fail(`a puzzle line of ${cells.length} characters`);
  const givens = [];
  for (let i = 0; i < N * N; i++) {
    if (cells[i] >= '1' && cells[i] <= '9') {
      givens.push(`${cellId(Math.floor(i / N), i % N)}_${cells[i]}`);
    }
  }
  return givens.length ? `.~${givens.join('~')}` : '.Shape~9x9';
};

// Every puzzle of the files, as [name, constraint string].
export const readPuzzles = (files, rules) => {
  const extra = rulesString(rules);
  const out = [];
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    if (f.endsWith('.iss')) out.push([f, text.trim() + extra]);
    else if (text.trimStart().startsWith('{')) {
      out.push([f, fromFpuzzles(JSON.parse(text)) + extra]);
    } else {
      text.split('\n').filter(l => l.trim() && !l.startsWith('#'))
        .forEach((l, i) => out.push([`${f}:${i + 1}`, fromLine(l) + extra]));
    }
  }
  return out;
};

// The peer's modules, loaded from its repository at dir, the way its own
// tools load them headless.
const loadPeer = async (dir) => {
  const root = resolve(dir);
  const url = (p) => 'file://' + join(root, p);
  const env = await import(url('tests/helpers/test_env.js'));
  env.ensureGlobalEnvironment();
  const peer = {
    parser: (await import(url('js/sudoku_parser.js'))).SudokuParser,
    builder: (await import(url('js/solver/sudoku_builder.js'))).SudokuBuilder,
    constraint: (await import(url('js/sudoku_constraint.js'))).SudokuConstraint,
    url,
  };
  const theirs = peer.constraint.Pair.fnToKey((a, b) => a <= b, N);
  if (theirs !== SLOW_KEY) {
    throw new Error(`the slow thermometer's key is ${SLOW_KEY}, the peer's ${theirs}`);
  }
  return peer;
};

const count = (peer, input, limit) => {
  const parsed = peer.parser.parseText(input);
  const solver = peer.builder.build(peer.builder.resolveConstraint(parsed));
  let found = 0;
  solver._internalSolver.run({ maxSolutions: limit }, () => { found++; });
  return found;
};

const solve = async (opts) => {
  const peer = await loadPeer(opts.iss);
  const puzzles = readPuzzles(opts.files, opts.rules);
  if (opts.warmUp) puzzles.forEach(([, s]) => count(peer, s, opts.limit));
  puzzles.forEach(([name, s], i) => {
    const t0 = process.cpuUsage();
    let found;
    try {
      found = count(peer, s, opts.limit);
    } catch (e) {
      throw new Error(`${name}: the peer failed: ${e.message}`);
    }
    const t = process.cpuUsage(t0);
    console.log(`${i + 1} ${found} ${((t.user + t.system) / 1e6).toFixed(6)}`);
  });
};

// f-puzzles JSON of the peer's parsed puzzle, or null when it holds a
// constraint f-puzzles cannot carry.
const toFpuzzles = (parsed) => {
  const grid = Array.from({ length: N }, () => Array.from({ length: N }, () => ({})));
  const doc = { size: N, grid };
  for (const c of parsed.constraints) {
    if (c.type === 'Given' && c.values.length === 1) {
      const m = /^R(\d)C(\d)$/i.exec(c.cell);
      Object.assign(grid[m[1] - 1][m[2] - 1], { value: c.values[0], given: true });
    } else if (c.type === 'Cage') {
      (doc.killercage ||= []).push({ cells: c.cells.map(x => x.toUpperCase()), value: String(c.sum) });
    } else if (c.type === 'Thermo') {
      (doc.thermometer ||= []).push({ lines: [c.cells.map(x => x.toUpperCase())] });
    } else if (c.type === 'Renban') {
      (doc.renban ||= []).push({ lines: [c.cells.map(x => x.toUpperCase())] });
    } else if (c.type === 'AntiKing' || c.type === 'AntiKnight') {
      doc[c.type.toLowerCase()] = true;
    } else if (c.type === 'Diagonal') {
      doc[c.direction > 0 ? 'diagonal+' : 'diagonal-'] = true;
    } else if (!(c.type === 'Shape' && c.shapeSpec === '9x9')) {
      return null;
    }
  }
  return doc;
};

const COLLECTIONS = ['HARD_THERMOS', 'HARD_RENBAN', 'EXTREME_KILLERS',
                     'MATHEMAGIC_KILLERS', 'HS_KILLERS', 'TAREK_ALL'];
const exportCollections = async (opts) => {
  const peer = await loadPeer(opts.iss);
  const coll = await import(peer.url('data/collections.js'));
  for (const name of COLLECTIONS) {
    const dir = join(opts.out, name.toLowerCase());
    mkdirSync(dir, { recursive: true });
    let n = 0;
    coll[name].forEach((entry, i) => {
      const input = coll[name].configFor(entry).input;
      const doc = typeof input === 'string' && !input.startsWith('/') &&
        toFpuzzles(peer.parser.parseText(input));
      if (!doc) {
        console.error(`peer-iss: ${name} #${i + 1} left out: f-puzzles has no counterpart of its rules`);
        return;
      }
      const base = join(dir, String(++n).padStart(3, '0'));
      writeFileSync(base + '.iss', input.trim() + '\n');
      writeFileSync(base + '.json', JSON.stringify(doc) + '\n');
    });
  }
};

const parseArgs = (argv) => {
  const opts = { cmd: argv[0], files: [], limit: 2, warmUp: true };
  for (const a of argv.slice(1)) {
    if (a.startsWith('--iss=')) opts.iss = a.slice(6);
    else if (a.startsWith('--rules=')) opts.rules = a.slice(8);
    else if (a.startsWith('--limit=')) opts.limit = +a.slice(8);
    else if (a === '--no-warm-up') opts.warmUp = false;
    else if (a.startsWith('--')) fail(`unknown argument '${a}'`);
    else opts.files.push(a);
  }
  if (!['convert', 'solve', 'export'].includes(opts.cmd)) fail('a command: convert, solve or export');
  if (opts.cmd !== 'convert' && !opts.iss) fail(`${opts.cmd} wants --iss=DIR`);
  if (!(opts.limit >= 1)) fail('--limit wants a positive number');
  if (opts.cmd === 'export') {
    if (opts.files.length !== 1) fail('export wants one OUTDIR');
    opts.out = opts.files[0];
  } else if (!opts.files.length) fail('no FILE');
  return opts;
};

const main = async () => {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.cmd === 'convert') {
    for (const [, s] of readPuzzles(opts.files, opts.rules)) console.log(s);
  } else if (opts.cmd === 'solve') {
    await solve(opts);
  } else {
    await exportCollections(opts);
  }
};

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((e) => {
    console.error(`peer-iss: ${e.message}`);
    process.exit(e.usage ? 2 : 1);
  });
}
