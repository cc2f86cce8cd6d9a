/**
 * Issue 33: the marks the server's first paint and the app share (server/html/first-paint.ts,
 * web/app/first-paint.tsx): the first paint's element id, and the class `<body>` carries while it
 * shows (the app's `#root` is then laid out unseen, web/app/app.css).
 */
export const FIRST_PAINT_ID = 'first-paint';
export const FIRST_PAINT_SHOWING = 'first-paint-showing';
