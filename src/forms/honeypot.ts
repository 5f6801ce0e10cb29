/**
 * Name of the hidden field people never see and naive bots fill in (decisions.md #5). Its own
 * module, so the static form names it without loading the schema compiler.
 */
export const honeypotField = 'website';
