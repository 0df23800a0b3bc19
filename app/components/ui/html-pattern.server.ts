// A zod regex as an HTML `pattern` attribute. Browsers compile a pattern with the `v` flag,
// which refuses some characters a `u`-less regex takes as they are inside a class (`-` at
// its ends, `/`, `(`, `|`…) or reads them as operators (`&&`), and a pattern has no flags.
// What this cannot carry over (a flag such as `i`) gives no pattern: the server still checks
// it, and the browser never reads a pattern differently from the server.

const CLASS_SYNTAX = new Set(['(', ')', '{', '}', '/', '|']);
/** Inside a v-flag class these may be escaped, and doubled they are operators (`&&`) or errors. */
const CLASS_PUNCTUATORS = new Set(['&', '!', '#', '%', ',', ':', ';', '<', '=', '>', '@', '`', '~']);
const CLASS_DOUBLED = new Set(['$', '*', '+', '.', '?', '^']);
const CLASS_ESCAPES = new Set(['d', 'D', 's', 'S', 'w', 'W']);
const isClassEscape = (item: string) => item.length === 2 && CLASS_ESCAPES.has(item[1]!);

/** A class's items (between `[` or `[^` and `]`) written for the `v` flag. */
function classBody(items: string[]): string {
  return items
    .map((item, i) => {
      const prev = items[i - 1];
      const next = items[i + 1];
      // A hyphen between two characters is a range; anywhere else it is itself.
      if (item === '-') {
        const range = prev !== undefined && next !== undefined && !isClassEscape(prev) && !isClassEscape(next);
        return range ? '-' : '\\-';
      }
      const doubled = prev === item || next === item;
      return CLASS_SYNTAX.has(item) || CLASS_PUNCTUATORS.has(item) || (doubled && CLASS_DOUBLED.has(item))
        ? `\\${item}`
        : item;
    })
    .join('');
}

/** The HTML pattern for `re`, or undefined when it cannot be one. */
export function htmlPattern(re: RegExp): string | undefined {
  if (/[imsy]/.test(re.flags)) return undefined;
  const source = re.source;
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
      out += `[${negated ? '^' : ''}${classBody(items)}]`;
      i = j;
    } else out += c;
  }
  try {
    new RegExp(`^(?:${out})$`, 'v');
  } catch {
    return undefined;
  }
  return out;
}
