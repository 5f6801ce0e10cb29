import { createContext, useContext, type ComponentType } from 'react';
import type { LucideProps } from 'lucide-react';

export type IconComponents = Readonly<Record<string, ComponentType<LucideProps>>>;

/**
 * The icons of the page being shown. Each page chunk carries only the icons its JSON names, so a
 * page never downloads the whole icon set; PageView provides them here.
 */
export const IconContext = createContext<IconComponents>({});

/** A decorative icon named in page JSON: screen readers skip it, the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  const Component = useContext(IconContext)[name];
  if (!Component) return null;
  return <Component size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
