import { FIRST_PAINT_ID, FIRST_PAINT_SHOWING } from '../../web/app/first-paint-marks';
import { englishMessages } from '../../web/shared/i18n/english-messages';

/**
 * Issue 33: what a page paints before its JavaScript runs (docs/performance.md "The first paint").
 * The page the server sent had an empty `#root`, so nothing showed until the scripts, the page's
 * chunk and its data had arrived (≈ 3 s on Lighthouse's slow phone). Now the page carries, beside
 * `#root`, the header's bar (the product name) and the loading line — or, on a visitor's home page,
 * the visitor's real welcome (public: the same for every visitor). It is styled by the entry
 * stylesheet only (no inline style: the CSP) and uses none of the app's ids (they come with the app).
 * The app lays itself out unseen beneath it and takes its place in one step once its first page is ready
 * (web/app/first-paint.tsx): the first paint is removed, not moved, so nothing shifts.
 */
export type FirstPaint = 'visitorHome' | 'loading';

/** Which first paint a page gets: the welcome on the home page of a visitor (no one signed in), else the loading line. */
export function firstPaintOf(path: string, signedIn: boolean): FirstPaint {
  return path === '/' && !signedIn ? 'visitorHome' : 'loading';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The first paint's markup: the same classes as the app's header and pages, so the same look and size;
 * no landmarks (`header`, `main`: the app's own are the page's only ones, also while both are in the document).
 */
export function firstPaintHtml(kind: FirstPaint): string {
  const { app, home } = englishMessages;
  const header =
    '<div class="site-header"><div class="site-header-bar">' +
    `<a class="product-name" href="/"><span class="product-name-full">${escapeHtml(app.productName)}</span>` +
    `<span class="product-name-short" aria-hidden="true">${escapeHtml(app.productShortMark)}</span></a>` +
    '</div></div>';
  const content =
    kind === 'visitorHome'
      ? '<section class="home home-visitor">' +
        `<h1>${escapeHtml(home.heading.visitor)}</h1><p>${escapeHtml(home.visitorIntro)}</p>` +
        `<p><a class="button button-primary" href="/signin">${escapeHtml(home.visitorSignIn)}</a></p>` +
        '</section>'
      : `<p class="loading" aria-busy="true">${escapeHtml(app.loading)}</p>`;
  return `<div id="${FIRST_PAINT_ID}" class="first-paint"><div class="app-shell">${header}<div class="app-main">${content}</div></div></div>`;
}

/** The built page with its first paint before `#root`, and `<body>` marked while it shows. */
export function withFirstPaint(page: string, kind: FirstPaint): string {
  return page.replace('<body>', `<body class="${FIRST_PAINT_SHOWING}">`).replace('<div id="root"></div>', `${firstPaintHtml(kind)}\n    <div id="root"></div>`);
}
