import { useCallback, useEffect, useRef } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { announceAddressChange } from '../../engine/browser/address-change';
import { AuditLog } from './AuditLog';
import { useInboxFrame } from './inbox-context';
import { InboxError } from './InboxError';
import { LeadList } from './LeadList';
import { LeadView } from './LeadView';

/** The list's address from a lead's: the same filters and page, without the lead. */
function backTo(params: URLSearchParams): string {
  const back = new URLSearchParams(params);
  back.delete('id');
  const search = back.toString();
  return search ? `?${search}` : '';
}

/**
 * The screen the address's query names on the inbox's page: `?view=audit` the audit log (`&p=`
 * its page), `?id=` one lead (with the list's filters kept for the way back), else the list
 * (`?status&page&from&to&q&p`). The router matches paths only, and these addresses are queries
 * on the page's own path (documented, linked from the back office's navigation), so the one
 * route picks the screen here.
 */
function InboxScreens() {
  const frame = useInboxFrame();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const go = useCallback(
    (next: string) => navigate({ pathname, search: next && next !== '?' ? next : '' }),
    [navigate, pathname],
  );
  const { heading, awake, ...screen } = frame;
  const query = awake ? search : undefined;
  const params = new URLSearchParams(query ?? '');
  const id = params.get('id');
  const wasDetail = useRef(false);
  useEffect(() => {
    // Coming back from a lead to the list: start reading from the top of the inbox again.
    if (wasDetail.current && !id) heading.current?.focus();
    wasDetail.current = Boolean(id);
  }, [id, heading]);
  const shared = { ...screen, go };
  if (params.get('view') === 'audit')
    return <AuditLog {...shared} page={Math.max(1, Number(params.get('p')) || 1)} />;
  if (id) return <LeadView key={id} {...shared} id={id} back={backTo(params)} />;
  return <LeadList {...shared} query={query} />;
}

/** The inbox's routes: one, at whatever path its page has, with its error element. */
export const inboxRoutes: RouteObject[] = [
  { path: '*', element: <InboxScreens />, errorElement: <InboxError /> },
];

/**
 * The inbox's data router over the real address (the browser's history: reload, Back and
 * Forward work); in the prerender, where there is none, a memory router at the list. Each move
 * it makes is announced to the page's other islands (the back office's current link).
 */
export function createInboxRouter() {
  if (typeof document === 'undefined') return createMemoryRouter(inboxRoutes);
  const router = createBrowserRouter(inboxRoutes);
  router.subscribe((state) => {
    if (state.historyAction !== 'POP') announceAddressChange();
  });
  return router;
}
