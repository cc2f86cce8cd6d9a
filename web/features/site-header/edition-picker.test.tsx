// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { editionChoicesSchema, nextEditionIndex } from './edition-picker-api';
import { renderHeader, sessions } from './site-header-fixtures';

afterEach(cleanup);

async function setup(session = sessions.visitor) {
  const rendered = renderHeader(session);
  const button = await screen.findByTestId('edition-picker-button');
  return { ...rendered, button, user: userEvent.setup() };
}

describe('edition picker', () => {
  it('shows the current edition and opens a menu of editions with the current one focused', async () => {
    const { button, user } = await setup();
    expect(button).toHaveTextContent('US');
    expect(button).toHaveAccessibleName('Edition: United States, US');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Choose your edition' });
    expect(menu).toHaveAttribute('data-testid', 'edition-picker-menu');
    expect(screen.getByTestId('edition-option-US')).toHaveFocus();
    expect(screen.getByTestId('edition-option-US')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('edition-option-CA')).toHaveAttribute('href', '/?edition=CA');
    expect(screen.getByTestId('edition-option-CA')).toHaveAttribute('data-edition-constant', 'CA');
  });

  it('moves with the arrows and Tab (wrapping); Enter stores the choice then follows the link', async () => {
    const { button, user, editionApi, followed } = await setup(sessions.student);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('edition-option-CA')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByTestId('edition-option-US')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByTestId('edition-option-UK')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('edition-option-US')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('edition-option-CA')).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByTestId('edition-option-UK')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(followed).toEqual(['/?edition=CA']));
    expect(editionApi.selected).toEqual(['CA']);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button, user, popovers } = await setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('edition-picker-menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('edition-picker-menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(popovers.getState().open).toBeNull();
  });

  it('follows a clicked edition too, after storing it', async () => {
    const { button, user, editionApi, followed } = await setup();
    await user.click(button);
    await user.click(screen.getByTestId('edition-option-UK'));
    await waitFor(() => expect(followed).toEqual(['/?edition=UK']));
    expect(editionApi.selected).toEqual(['UK']);
  });

  it('closes when another header popover opens and on a click outside', async () => {
    const { button, user, popovers } = await setup();
    await user.click(button);
    popovers.getState().openPopover('live-messages');
    await waitFor(() => expect(screen.queryByTestId('edition-picker-menu')).not.toBeInTheDocument());
    await user.click(button);
    expect(popovers.getState().open).toBe('edition-picker');
    await user.click(document.body);
    expect(screen.queryByTestId('edition-picker-menu')).not.toBeInTheDocument();
  });
});

describe('edition picker keys and model', () => {
  it('wraps the arrows and Tab, jumps with Home and End, ignores other keys', () => {
    expect(nextEditionIndex('ArrowDown', false, 4, 5)).toBe(0);
    expect(nextEditionIndex('ArrowUp', false, 0, 5)).toBe(4);
    expect(nextEditionIndex('Tab', true, 0, 5)).toBe(4);
    expect(nextEditionIndex('End', false, 1, 5)).toBe(4);
    expect(nextEditionIndex('a', false, 1, 5)).toBeNull();
  });

  it('drops malformed editions', () => {
    const uk = { editionConstant: 'UK', twoLetter: 'UK', fullName: 'United Kingdom', editionUrl: 'https://uk.example/' };
    expect(editionChoicesSchema.parse({ edition: 'CA', editions: [{ editionConstant: 'CA' }, null, uk] })).toEqual({ edition: 'CA', editions: [uk] });
    expect(editionChoicesSchema.safeParse('nope').success).toBe(false);
  });
});
