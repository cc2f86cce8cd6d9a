import { Fragment } from 'react';

/** Where an id may break: after its separators (`banner-viewer:1001:u_ava_b`). */
const SEPARATOR = /([:\-_./@])/;

/**
 * An id that wraps between its parts, never inside one (issue 34: ids were
 * broken mid-word): a `<wbr>` after each separator; a part longer than the
 * column still breaks (`.explorer-wrap`), as a last resort.
 */
export function BreakableId({ text }: { text: string }) {
  const parts = text.split(SEPARATOR);
  return (
    <>
      {parts.map((part, index) =>
        SEPARATOR.test(part) && parts.slice(index + 1).join('') !== '' ? (
          <Fragment key={index}>
            {part}
            <wbr />
          </Fragment>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
