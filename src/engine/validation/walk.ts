/** Calls `visit` for every string under `value` with its JSON Pointer and the key holding it. */
export function walkStrings(
  value: unknown,
  visit: (text: string, pointer: string, key: string) => void,
  pointer = '',
  key = '',
): void {
  if (typeof value === 'string') visit(value, pointer, key);
  else if (Array.isArray(value))
    value.forEach((item, i) => walkStrings(item, visit, `${pointer}/${i}`, key));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value))
      walkStrings(v, visit, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, k);
  }
}
