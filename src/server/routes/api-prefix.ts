/** Where every API route lives (the site config's default `apiBase`). */
export const apiPrefix = '/api';
