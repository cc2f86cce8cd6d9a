// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableId } from './breakable-id';

describe('an id in the event explorer (issue 34)', () => {
  it('may break only after its separators, and reads as the whole id', () => {
    const { container } = render(<BreakableId text="banner-viewer:1001:u_ava_b" />);
    expect(container.textContent).toBe('banner-viewer:1001:u_ava_b');
    expect(container.innerHTML).toBe('banner-<wbr>viewer:<wbr>1001:<wbr>u_<wbr>ava_<wbr>b');
  });
  it('leaves an id without separators whole, and adds no break after a trailing one', () => {
    expect(render(<BreakableId text="abc123" />).container.innerHTML).toBe('abc123');
    expect(render(<BreakableId text="stream:" />).container.innerHTML).toBe('stream:');
  });
});
