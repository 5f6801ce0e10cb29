import type { Dialect } from './dialect';
import { domains } from './domains';
import type { Steps } from './steps';
import type { WriteOp } from './write-ops';

/**
 * The writes, in `d`'s SQL: each operation goes to the generator of statements of the domain
 * that declares it (its writes.ts). A kind declared by two domains is refused at start.
 */
export function writeSteps(d: Dialect): (op: WriteOp) => Steps {
  const handlers = new Map<string, (op: never) => Steps>();
  for (const domain of domains)
    for (const [kind, handler] of Object.entries(domain.writes(d))) {
      if (handlers.has(kind)) throw new Error(`two storage domains write "${kind}"`);
      handlers.set(kind, handler as (op: never) => Steps);
    }
  return (op) => {
    const handler = handlers.get(op.kind);
    if (!handler) throw new Error(`no storage domain writes "${op.kind}"`);
    return handler(op as never);
  };
}
