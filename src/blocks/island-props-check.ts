import { isRecord } from '../schema/is-record';
import { blockRegistry, blockTypes, type BlockType } from './index';

const isBlockType = (name: string): name is BlockType => blockTypes.some((type) => type === name);

/**
 * Development builds only (the islands runtime imports it under `import.meta.env.DEV`, so zod and
 * the block schemas stay out of production): checks the props an island hydrates with against its
 * block's schema and says which block and which JSON path are wrong. Props that do not fit the
 * schema hydrate differently from the prerendered markup, or break the block later.
 */
export function checkIslandProps(name: string, props: unknown): string[] {
  if (!isBlockType(name)) return [];
  const block = isRecord(props) ? props.block : undefined;
  const result = blockRegistry[name].schema.safeParse(block);
  if (result.success) return [];
  const problems = result.error.issues.map(
    (issue) =>
      `The "${name}" island's data-props do not fit its block schema at /block${issue.path.map((key) => `/${String(key)}`).join('')}: ${issue.message}`,
  );
  for (const problem of problems) console.error(problem);
  return problems;
}
