// The normalisation moved to src/schema (the API's contracts use it too); this name stays for
// the callers not converted yet.
export * from '../schema/normalise-input';
