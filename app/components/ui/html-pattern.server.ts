// A zod regex as an HTML `pattern` attribute. Browsers compile a pattern with the `v` flag,
// which refuses some characters a `u`-less regex takes as they are inside a class (`-` at
// its ends, `/`, `(`, `|`…) or reads them as operators (`&&`), and a pattern has no flags: a case-insensitive regex has its
// letters written in both cases. Anything this cannot carry over gives no pattern (the server
// still checks it), never one the browser would read differently.

const CLASS_SYNTAX = new Set(['(', ')', '{', '}', '/', '|']);
/** Inside a v-flag class these may be escaped, and doubled they are operators (`&&`) or errors. */
const CLASS_PUNCTUATORS = new Set(['&', '!', '#', '%', ',', ':', ';', '<', '=', '>', '@', '`', '~']);
const CLASS_DOUBLED = new Set(['$', '*', '+', '.', '?', '^']);
const CLASS_ESCAPES = new Set(['d', 'D', 's', 'S', 'w', 'W']);
const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase();
const bothCases = (c: string) => (isLetter(c) ? `${c.toLowerCase()}${c.toUpperCase()}` : c);

/** A regex's class body (between `[` or `[^` and `]`) written for the `v` flag. */
function classBody(items: string[], caseless: boolean): string {
  let out = '';
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item === '-') {
      const prev = items[i - 1];
      const next = items[i + 1];
      const isClassEscape = (x: string) => x.length === 2 && CLASS_ESCAPES.has(x[1]!);
      const range = prev !== undefined && next !== undefined && !isClassEscape(prev) && !isClassEscape(next);
      if (!range) {
        out += '\\-';
        continue;
      }
      // A range: with the `i` flag, the other case's range too (A-Z → A-Za-z).
      out += `-${next}`;
      if (caseless && isLetter(prev) && isLetter(next) && prev.length === 1 && next.length === 1)
        out +=
          prev === prev.toUpperCase()
            ? `${prev.toLowerCase()}-${next.toLowerCase()}`
            : `${prev.toUpperCase()}-${next.toUpperCase()}`;
      i++;
      continue;
    }
    const doubled = items[i - 1] === item || items[i + 1] === item;
    if (CLASS_SYNTAX.has(item) || CLASS_PUNCTUATORS.has(item) || (doubled && CLASS_DOUBLED.has(item)))
      out += `\\${item}`;
    else if (caseless && item.length === 1 && items[i + 1] !== '-') out += bothCases(item);
    else out += item;
  }
  return out;
}

/** The HTML pattern for `re`, or undefined when it cannot be one. */
export function htmlPattern(re: RegExp): string | undefined {
  if (/[msy]/.test(re.flags)) return undefined;
  const caseless = re.flags.includes('i');
  const source = re.source;
  // Letters that are not characters to match (group names, \p{…}, \u…) are left to the server.
  if (caseless && /\\[pPkux]|\(\?</.test(source)) return undefined;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += source.slice(i, i + 2);
      i++;
    } else if (c === '[') {
      const negated = source[i + 1] === '^';
      const items: string[] = [];
      let j = i + (negated ? 2 : 1);
      for (; j < source.length && source[j] !== ']'; j++) {
        if (source[j] === '\\') {
          items.push(source.slice(j, j + 2));
          j++;
        } else items.push(source[j]!);
      }
      out += `[${negated ? '^' : ''}${classBody(items, caseless)}]`;
      i = j;
    } else if (caseless && isLetter(c)) {
      out += `[${bothCases(c)}]`;
    } else out += c;
  }
  try {
    new RegExp(`^(?:${out})$`, 'v');
  } catch {
    return undefined;
  }
  return out;
}
