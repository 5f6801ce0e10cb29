import { createContext, useContext } from 'react';
import type { dialogNames } from '../../schema/common';

export type DialogName = (typeof dialogNames)[number];

export interface DialogRequest {
  name: DialogName;
  /** Extra context for the form, e.g. the job title an application is for. */
  subject?: string;
}

/** Opens a form dialog; the layout provides the implementation, blocks only ask for it. */
export const DialogContext = createContext<(request: DialogRequest) => void>(() => {});

export function useOpenDialog() {
  return useContext(DialogContext);
}
