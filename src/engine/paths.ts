/** The path of the page shown for every unknown URL (D3). */
export const notFoundPath = '/404';
