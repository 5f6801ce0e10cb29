// Rows of the QWERTY keyboard, with the shifted digit row ("!@#$%^&*"): walking along one is as
// guessable as counting.
const rows = ['1234567890', '!@#$%^&*()', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const keyboard = [...rows, ...rows.map((row) => [...row].reverse().join(''))];

type Run = { kind: 'repeat' | 'sequence'; length: number };

/** The longest predictable run starting at `i`: one character repeated, a step of ±1
 * ("abcd", "4321", "அஆஇ"), or a stretch of a keyboard row ("qwer", "lkjh"). */
function runAt(chars: string[], i: number): Run {
  const code = (k: number) => chars[k]?.codePointAt(0) ?? Number.NaN;
  let same = i + 1;
  while (same < chars.length && chars[same] === chars[i]) same++;
  let step = 1;
  for (const direction of [1, -1]) {
    let end = i + 1;
    while (end < chars.length && code(end) - code(end - 1) === direction) end++;
    step = Math.max(step, end - i);
  }
  let keys = 1;
  while (
    i + keys < chars.length &&
    keyboard.some((row) => row.includes(chars.slice(i, i + keys + 1).join('')))
  )
    keys++;
  const sequence = Math.max(step, keys);
  return same - i >= sequence
    ? { kind: 'repeat', length: same - i }
    : { kind: 'sequence', length: sequence };
}

/**
 * What a lower-case password is mostly made of: "repeat" or "sequence" when runs of three or
 * more such characters cover all of it but at most two characters ("qwerty12", "aaaaaaa1",
 * "abcd1234"), or when it is a short group repeated ("abcabcabc"); otherwise undefined.
 */
export function predictablePattern(password: string): Run['kind'] | undefined {
  const chars = [...password];
  if (/^(.{1,4})\1+$/su.test(password)) return 'repeat';
  const covered = { repeat: 0, sequence: 0 };
  let uncovered = 0;
  for (let i = 0; i < chars.length;) {
    const run = runAt(chars, i);
    if (run.length >= 3) {
      covered[run.kind] += run.length;
      i += run.length;
    } else {
      uncovered++;
      i++;
    }
  }
  if (uncovered > 2) return undefined;
  return covered.repeat >= covered.sequence ? 'repeat' : 'sequence';
}
