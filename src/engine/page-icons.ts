import { iconNames } from '../ui/icon-names';
import { walkStrings } from './validation/walk';

const known = new Set<string>(iconNames);

/** lucide-react's export name of an icon: "building-2" → "Building2", "chart-column" → "ChartColumn". */
export function iconExportName(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
}

/** The icon names a page's data uses (every "icon" field). */
export function pageIconNames(page: unknown): string[] {
  const names = new Set<string>();
  walkStrings(page, (text, _pointer, key) => {
    if (key === 'icon' && known.has(text)) names.add(text);
  });
  return [...names].sort();
}

/** Module code importing exactly a page's icons and exporting them as `icons`, by name. */
export function pageIconModule(page: unknown): string {
  const names = pageIconNames(page);
  if (names.length === 0) return 'export const icons = {};\n';
  const imports = names.map((name, i) => `${iconExportName(name)} as I${i}`).join(', ');
  const entries = names.map((name, i) => `${JSON.stringify(name)}: I${i}`).join(', ');
  return `import { ${imports} } from 'lucide-react';\nexport const icons = { ${entries} };\n`;
}
