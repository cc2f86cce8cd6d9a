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

const schoolUserTypes: BannerAudienceOptions['userTypes'] = ['students', 'teachers', 'administrators'];
const maple: BannerAudienceOptions = { kind: 'school', schoolId: 'school_maple', schoolName: 'Maple Elementary', userTypes: schoolUserTypes };
const riverside: BannerAudienceOptions = {
  kind: 'district',
  districtId: 'district_riverside',
  districtName: 'Riverside Unified',
  schools: [
    { schoolId: 'school_cedar', name: 'Cedar Creek' },
    { schoolId: 'school_maple', name: 'Maple Elementary' },
  ],
  userTypes: schoolUserTypes,
};
const managed = (bannerId: number, overrides: Partial<ManagedBanner> = {}): ManagedBanner => ({
  bannerId,
  bannerText: `Banner ${bannerId}`,
  ctaText: 'See more',
  ctaLink: '/roster/view',
  audience: { kind: 'school', schoolId: 'school_maple' },
  userTypes: ['teachers'],
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
        const saved = managed(bannerId, { bannerText: input.form.bannerText, ctaText: input.form.ctaText, ctaLink: input.form.ctaLink, userTypes: input.form.userTypes, displays: 0, clicks: 0 });
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
    expect(await screen.findByTestId('banner-form-audience')).toHaveTextContent('Where it shows: Maple Elementary');
    expect(screen.getByLabelText('Teachers')).toBeChecked(); // what a banner was for before issue 34
    expect(screen.getByTestId('banner-form-start')).toHaveValue('2026-11-02');
    expect(screen.getByTestId('banner-form-end')).toHaveValue('2026-11-16');
    await user.type(screen.getByLabelText('Banner text'), 'Book fair on Friday');
    await user.type(screen.getByLabelText('Button text'), 'See the times');
    await user.type(screen.getByLabelText('Button link'), '/roster/view');
    await user.click(screen.getByRole('button', { name: 'Publish the banner' }));
    expect(await screen.findByText('The banner is published.')).toBeInTheDocument();
    expect(sent).toEqual([
      { bannerId: null, form: { bannerText: 'Book fair on Friday', ctaText: 'See the times', ctaLink: '/roster/view', startDate: '2026-11-02', endDate: '2026-11-16', schoolIds: [], userTypes: ['teachers'] } },
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
    expect(screen.getByLabelText('Every school of Riverside Unified')).toBeChecked();
    await user.click(screen.getByLabelText('The schools I choose'));
    await user.click(screen.getByLabelText('Cedar Creek'));
    await user.click(screen.getByRole('button', { name: 'Publish the banner' }));
    await screen.findByText('The banner is published.');
    expect(sent[0]!.form.schoolIds).toEqual(['school_cedar']);
  });

  it('the administrator picks who sees it — students, teachers, administrators — and the list says so (issue 34)', async () => {
    const user = userEvent.setup();
    const { sent } = server(maple, [managed(5)]);
    const choices = within(await screen.findByRole('group', { name: 'Who sees it' }));
    expect(choices.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Students', 'Teachers', 'Administrators']);
    expect(screen.getByTestId('managed-banner-audience')).toHaveTextContent('Your school, for Teachers');
    await user.type(screen.getByLabelText('Banner text'), 'Choose a reading buddy');
    await user.type(screen.getByLabelText('Button text'), 'Choose');
    await user.type(screen.getByLabelText('Button link'), '/profile');
    await user.click(choices.getByLabelText('Teachers'));
    await user.click(choices.getByLabelText('Students'));
    await user.click(choices.getByLabelText('Administrators'));
    await user.click(screen.getByRole('button', { name: 'Publish the banner' }));
    await screen.findByText('The banner is published.');
    expect(sent[0]!.form.userTypes).toEqual(['students', 'administrators']);
    expect(screen.getAllByTestId('managed-banner-audience')[0]).toHaveTextContent('Your school, for Students and Administrators');
  });

  it('editing keeps the banner’s user types; a refusal for no one is shown in words', async () => {
    const user = userEvent.setup();
    server(maple, [managed(5, { userTypes: ['students'] })], 'banners.user_types_required');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Students')).toBeChecked();
    expect(screen.getByLabelText('Teachers')).not.toBeChecked();
    await user.click(screen.getByLabelText('Students'));
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose who sees the banner.');
  });
});
