import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const definition = /\b(const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*styled(\.[a-zA-Z][\w]*|\([^()]*\))/g;

/**
 * Gives every `const X = styled...` a stable componentId derived from its file and name, as
 * babel-plugin-styled-components does. Without it styled-components numbers components in load
 * order, which differs between the server render and a code-split client, and hydration
 * would see different class names.
 */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'styled-component-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (
        !/\.[jt]sx?$/.test(id.split('?')[0] ?? '') ||
        id.includes('node_modules') ||
        !code.includes('styled')
      )
        return undefined;
      const file = relative(root, id.split('?')[0] ?? id);
      const prefix = createHash('sha256')
        .update(file)
        .digest('base64url')
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 6);
      const out = code.replace(
        definition,
        (_match, keyword: string, name: string, target: string) =>
          `${keyword} ${name} = styled${target}.withConfig({ displayName: ${JSON.stringify(name)}, componentId: ${JSON.stringify(`${name}-${prefix}`)} })`,
      );
      return out === code ? undefined : { code: out, map: null };
    },
  };
}
