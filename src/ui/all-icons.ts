import { lucideIcon } from '../engine/lucide-icons';
import { iconNames } from '../schema/icon-names';
import type { IconComponents } from './Icon';

/**
 * Every icon a page may name, for the catalogue's previews (a development tool: pages load only
 * their own icons, through their data chunk).
 */
export const allIcons: IconComponents = Object.fromEntries(
  iconNames.flatMap((name) => {
    const icon = lucideIcon(name);
    return icon ? [[name, icon]] : [];
  }),
);
