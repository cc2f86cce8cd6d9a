// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentSkillPlanUnits } from '../../../events/skill-plans';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { CurrentUnits } from './current-units';

afterEach(cleanup);

const today: CurrentSkillPlanUnits = {
  today: '2026-11-05',
  units: [
    {
      classId: 'class_g4_room12', className: 'Grade 4 Room 12', planId: 'p1', planName: 'Fall term', unitId: 'u1', name: 'Fractions', startsOn: '2026-11-02', endsOn: '2026-11-13',
      skills: [
        { permacode: 'ABC1', name: 'Add fractions', code: 'A.1', subject: 'math', grade: 4, url: '/math/grade-4/skills/ABC1' },
        { permacode: 'GONE1', name: 'GONE1', code: null, subject: null, grade: null, url: null },
      ],
    },
  ],
};

const renderUnits = (load: () => Promise<CurrentSkillPlanUnits>) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <CurrentUnits load={load} />
    </I18nextProvider>,
  );

describe('"This unit" on a student’s home', () => {
  it('shows each class’s current unit: its name, its days and its skills linking to practice', async () => {
    renderUnits(async () => today);
    const section = await screen.findByRole('region', { name: 'This unit' });
    expect(within(section).getByRole('heading', { name: 'Grade 4 Room 12: Fractions' })).toBeInTheDocument();
    expect(section.querySelector('time[datetime="2026-11-02"]')).toHaveTextContent('Nov 2, 2026');
    expect(section.querySelector('time[datetime="2026-11-13"]')).toHaveTextContent('Nov 13, 2026');
    expect(within(section).getByRole('link', { name: 'Practise Add fractions' })).toHaveAttribute('href', '/math/grade-4/skills/ABC1');
    expect(within(section).getByText('GONE1')).toBeInTheDocument(); // a skill the catalogue dropped: no link
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing when no class has a unit today', async () => {
    const load = vi.fn(async () => ({ today: '2026-11-05', units: [] }));
    const { container } = renderUnits(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('says when it could not load, and tries again', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(today);
    renderUnits(load);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this unit.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Grade 4 Room 12: Fractions' })).toBeInTheDocument();
  });
});
