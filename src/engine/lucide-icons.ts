import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** Whether an export of lucide-react is an icon component (a forwardRef component object). */
const isIcon = (value: unknown): value is LucideIcon =>
  typeof value === 'object' && value !== null && '$$typeof' in value && 'render' in value;

// Every icon lucide-react exports by name, aliases included ("ArchiveRestore", "Building2").
const exported = new Map(
  Object.entries(lucide).flatMap(([name, value]) => (isIcon(value) ? [[name, value]] : [])),
);

/** lucide-react's export name of an icon: "building-2" → "Building2", "scale-3d" → "Scale3d". */
export const iconExportName = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The component lucide-react exports for an icon name as pages write it ("chart-line"). */
export function lucideIcon(name: string): LucideIcon | undefined {
  return exported.get(iconExportName(name));
}
