/** Issue 33: the id of the data block in which the server writes the page's session (server/routes/web-client.ts, page-session.ts). */
export const PAGE_SESSION_ID = 'page-session';
