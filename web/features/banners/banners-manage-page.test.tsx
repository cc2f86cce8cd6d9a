// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { BannerAudienceOptions, ManagedBanner } from '../../../events/banners';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { BannerForm, ManagedBanners } from './banners-api';
import { bannersManageMachine } from './banners-manage-machine';
import { BannersManagePage } from './banners-manage-page';

afterEach(cleanup);

const maple: BannerAudienceOptions = { kind: 'school', schoolId: 'school_maple', schoolName: 'Maple Elementary' };
const riverside: BannerAudienceOptions = {
  kind: 'district',
  districtId: 'district_riverside',
  districtName: 'Riverside Unified',
  schools: [
    { schoolId: 'school_cedar', name: 'Cedar Creek' },
    { schoolId: 'school_maple', name: 'Maple Elementary' },
  ],
};
const managed = (bannerId: number, overrides: Partial<ManagedBanner> = {}): ManagedBanner => ({
  bannerId,
  bannerText: `Banner ${bannerId}`,
  ctaText: 'See more',
  ctaLink: '/roster/view',
  audience: { kind: 'school', schoolId: 'school_maple' },
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  status: 'showing',
  displays: 3,
  clicks: 1,
  dismissals: 0,
  ...overrides,
});

/** A fake server: its list, and what the page sent. */
function server(options: BannerAudienceOptions, banners: ManagedBanner[], refuse: string | null = null) {
  const sent: { bannerId: number | null; form: BannerForm }[] = [];
  const withdrawn: number[] = [];
  const machine = bannersManageMachine.provide({
    actors: {
      loadBanners: fromPromise<ManagedBanners>(async () => ({ banners: [...banners], audienceOptions: options, today: '2026-11-02' })),
      saveBanner: fromPromise<{ bannerId: number }, { bannerId: number | null; form: BannerForm }>(async ({ input }) => {
        if (refuse) throw new HttpError(400, refuse);
        sent.push(input);
        const bannerId = input.bannerId ?? 77;
        const saved = managed(bannerId, { bannerText: input.form.bannerText, ctaText: input.form.ctaText, ctaLink: input.form.ctaLink, displays: 0, clicks: 0 });
        banners = [saved, ...banners.filter((each) => each.bannerId !== bannerId)];
        return { bannerId };
      }),
      withdraw: fromPromise<{ bannerId: number }, { bannerId: number }>(async ({ input }) => {
        withdrawn.push(input.bannerId);
        banners = banners.map((each) => (each.bannerId === input.bannerId ? { ...each, status: 'withdrawn' as const } : each));
        return input;
      }),
    },
  });
  render(
    <I18nextProvider i18n={createI18n()}>
      <BannersManagePage machine={machine} />
    </I18nextProvider>,
  );
  return { sent, withdrawn };
}

describe('the administrators’ banners page', () => {
  it('a school administrator writes a banner for their school’s teachers; the form starts again empty', async () => {
    const user = userEvent.setup();
    const { sent } = server(maple, [managed(5)]);
    expect(await screen.findByTestId('banner-form-audience')).toHaveTextContent('The teachers of Maple Elementary');
    expect(screen.getByTestId('banner-form-start')).toHaveValue('2026-11-02');
    expect(screen.getByTestId('banner-form-end')).toHaveValue('2026-11-16');
    await user.type(screen.getByLabelText('Banner text'), 'Book fair on Friday');
    await user.type(screen.getByLabelText('Button text'), 'See the times');
    await user.type(screen.getByLabelText('Button link'), '/roster/view');
    await user.click(screen.getByRole('button', { name: 'Publish the banner' }));
    expect(await screen.findByText('The banner is published.')).toBeInTheDocument();
    expect(sent).toEqual([
      { bannerId: null, form: { bannerText: 'Book fair on Friday', ctaText: 'See the times', ctaLink: '/roster/view', startDate: '2026-11-02', endDate: '2026-11-16', schoolIds: [] } },
    ]);
    expect(screen.getAllByTestId('managed-banner').map((item) => item.getAttribute('data-banner-id'))).toEqual(['77', '5']);
    expect(screen.getByLabelText('Banner text')).toHaveValue('');
  });

  it('shows the server’s refusal in words', async () => {
    const user = userEvent.setup();
    server(maple, [], 'banners.invalid_cta_link');
    await user.type(await screen.findByLabelText('Banner text'), 'Fair');
    await user.type(screen.getByLabelText('Button text'), 'Go');
    await user.type(screen.getByLabelText('Button link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish the banner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The button link must be a page of Live Classroom');
    expect(screen.getByTestId('managed-banners-empty')).toBeInTheDocument();
  });

  it('edits a banner (the form filled in) and withdraws one after confirming', async () => {
    const user = userEvent.setup();
    const { sent, withdrawn } = server(maple, [managed(5), managed(6)]);
    const [five] = await screen.findAllByTestId('managed-banner');
    expect(five).toHaveTextContent('Shown to 3 · followed by 1 · dismissed by 0');
    await user.click(within(five!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit the banner' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banner text')).toHaveValue('Banner 5');
    await user.clear(screen.getByLabelText('Banner text'));
    await user.type(screen.getByLabelText('Banner text'), 'Banner five, changed');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('The changes are saved.')).toBeInTheDocument();
    expect(sent.map(({ bannerId, form }) => [bannerId, form.bannerText])).toEqual([[5, 'Banner five, changed']]);

    const six = screen.getAllByTestId('managed-banner').find((item) => item.getAttribute('data-banner-id') === '6')!;
    await user.click(within(six).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(six).getByRole('button', { name: 'Keep it' }));
    expect(withdrawn).toEqual([]);
    await user.click(within(six).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(six).getByRole('button', { name: 'Withdraw it' }));
    expect(await screen.findByText('The banner is withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toEqual([6]);
    const after = screen.getAllByTestId('managed-banner').find((item) => item.getAttribute('data-banner-id') === '6')!;
    expect(after).toHaveAttribute('data-status', 'withdrawn');
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a district administrator chooses the whole district or some of its schools', async () => {
    const user = userEvent.setup();
    const { sent } = server(riverside, []);
    await user.type(await screen.findByLabelText('Banner text'), 'Screeners are open');
    await user.type(screen.getByLabelText('Button text'), 'Read more');
    await user.type(screen.getByLabelText('Button link'), 'https://example.org/screeners');
    expect(screen.getByLabelText('All teachers of Riverside Unified')).toBeChecked();
    await user.click(screen.getByLabelText('The teachers of the schools I choose'));
    await user.click(screen.getByLabelText('Cedar Creek'));
    await user.click(screen.getByRole('button', { name: 'Publish the banner' }));
    await screen.findByText('The banner is published.');
    expect(sent[0]!.form.schoolIds).toEqual(['school_cedar']);
  });
});
