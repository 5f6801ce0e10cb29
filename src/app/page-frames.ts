import type { ComponentType, ReactNode } from 'react';
import type { PageLayout } from '../schema/page';
import { BackOfficeShell } from './BackOfficeShell';
import { Shell } from './Shell';

/** The frame each page layout is rendered in: a layout without one does not compile. */
export const pageFrames: Record<PageLayout, ComponentType<{ children: ReactNode }>> = {
  site: Shell,
  backOffice: BackOfficeShell,
};
