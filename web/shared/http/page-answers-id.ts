/** Issue 33: the id of the data block in which the server writes a page's first answers (server/routes/web-client.ts, page-answers.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';
