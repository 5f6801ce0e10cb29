import type { ProviderConfig } from '../../chat/provider';

/** What the dialog is told before it asks: whether a model drafts, and which. */
export const briefInfo = (provider: ProviderConfig | undefined) => ({
  provider: provider ? { model: provider.model } : null,
});
