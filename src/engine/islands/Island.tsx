import { createContext, useContext, useId, type ReactNode } from 'react';
import islandCode from 'virtual:island-code';
import type { IslandStrategy } from '../block-definition';
import { islandAttributes, type IslandName } from './island-names';

/**
 * Renders an island's content as its own React root (as the browser will hydrate it), so ids from
 * `useId` match on both sides. The prerender provides it; without it (the studio's preview, unit
 * tests) islands render inline like any component.
 */
export type IslandRenderer = (content: ReactNode, idPrefix: string) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** What an island's root says about how it wakes. `script`: plain DOM code, no React. */
export interface IslandMark {
  name: IslandName;
  when: IslandStrategy;
  script?: boolean;
}

/** The URL of an island's code and of the chunks it imports, as root attributes. */
function codeAttributes(name: IslandName) {
  const code = islandCode[name];
  if (!code) throw new Error(`the ${name} island has no code in this build`);
  return {
    [islandAttributes.module]: code.src,
    ...(code.preload.length > 0 ? { [islandAttributes.preload]: code.preload.join(' ') } : {}),
  };
}

/**
 * The root element of an island in the prerendered HTML: its name, when it wakes, where its code
 * is, and the props its component hydrates with (JSON). `display: contents`, so it does not
 * change the layout.
 */
export function Island({
  mark,
  props,
  children,
}: {
  mark: IslandMark;
  props?: object;
  children: ReactNode;
}) {
  const render = useContext(IslandRendererContext);
  const idPrefix = `i${useId().replace(/[^\w]/g, '')}-`;
  if (!render) return children;
  const attributes = {
    [islandAttributes.name]: mark.name,
    [islandAttributes.when]: mark.when,
    ...codeAttributes(mark.name),
    style: { display: 'contents' },
  };
  // A script island's markup is static: it renders in place, and the script finds it.
  if (mark.script) return <div {...attributes}>{children}</div>;
  return (
    <div
      {...attributes}
      {...{
        [islandAttributes.ids]: idPrefix,
        ...(props ? { [islandAttributes.props]: JSON.stringify(props) } : {}),
      }}
      dangerouslySetInnerHTML={{ __html: render(children, idPrefix) }}
    />
  );
}
