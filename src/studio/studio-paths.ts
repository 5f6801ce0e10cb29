/** The studio's route to the editor of a page file (the address shows it as #/edit/pages%2Fx.json). */
export const editorPath = (file: string) => `/edit/${encodeURIComponent(file)}`;
