// Glob matching (`*` any run, `?` one character), case-insensitive, in O(pattern × text) time
// whatever the pattern: model-supplied patterns never reach a backtracking regular expression.

/** True when the whole of `text` matches `pattern`. */
export function globMatch(pattern: string, text: string): boolean {
  const glob = [...pattern.toLowerCase()];
  const chars = [...text.toLowerCase()];
  let g = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < chars.length) {
    if (g < glob.length && (glob[g] === '?' || (glob[g] !== '*' && glob[g] === chars[t]))) {
      g += 1;
      t += 1;
    } else if (g < glob.length && glob[g] === '*') {
      star = g;
      resume = t;
      g += 1;
    } else if (star !== -1) {
      g = star + 1;
      resume += 1;
      t = resume;
    } else return false;
  }
  while (g < glob.length && glob[g] === '*') g += 1;
  return g === glob.length;
}
