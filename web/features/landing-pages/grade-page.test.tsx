// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';
import { gradeLanding, ok, renderWithI18n, stubFetch, type Answer } from './landing-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** `layoutClick` stands for the layout's click handler, which turns link clicks into in-app navigations. */
async function renderGradePage(answer: (path: string) => Answer = () => ok(gradeLanding()), grade = 4, layoutClick = () => undefined) {
  const requests = stubFetch(answer);
  renderWithI18n(
    <div onClick={layoutClick}>
      <LandingPage address={{ subject: 'math', grade }} />
    </div>,
  );
  await screen.findByTestId('landing-heading');
  return requests;
}

describe('the grade page', () => {
  it('is headed with the edition\'s grade name and the subject', async () => {
    const requests = await renderGradePage(() => ok(gradeLanding('UK')));
    expect(requests).toEqual(['/catalogue/landing?subject=math&grade=4']);
    expect(screen.getByTestId('landing-heading')).toHaveTextContent(/^Year 5 Math$/);
  });

  it('groups the 64 skills by category, each with its code and a page-load link to its skill page', async () => {
    const layoutClick = vi.fn();
    await renderGradePage(undefined, 4, layoutClick);
    const skills = screen.getByTestId('landing-skills');
    expect(within(skills).getByRole('heading', { level: 2 })).toHaveTextContent('64 skills');
    expect(within(skills).getAllByTestId('landing-skill')).toHaveLength(64);
    const categories = skills.querySelectorAll('[data-category]');
    expect([...categories].map((category) => category.getAttribute('data-category'))).toEqual(['A', 'B', 'C', 'D']);
    const c = within(categories[2] as HTMLElement);
    // Issue 34: each category is headed with its real name (its topic's), never "Category C".
    expect([...categories].map((category) => within(category as HTMLElement).getByRole('heading', { level: 3 }).textContent)).toEqual(['Place value', 'Geometry', 'Fractions', 'Measurement']);
    expect(skills).not.toHaveTextContent(/Category [A-D]/);
    expect(c.getAllByTestId('landing-skill')).toHaveLength(16);
    const link = c.getByRole('link', { name: 'C.12 Compare fractions' });
    expect(link).toHaveAttribute('href', '/math/grade-4/skills/PC12');
    // Skill links keep the click from the layout, so the browser loads the page (the server's focus-session guard).
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(layoutClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('landing-heading'));
    expect(layoutClick).toHaveBeenCalledTimes(1);
  });

  it('shows an upcoming skill with "Coming soon" and no link', async () => {
    await renderGradePage();
    const upcoming = screen.getAllByTestId('landing-skill').find((skill) => skill.getAttribute('data-code') === 'C.3')!;
    expect(upcoming).toHaveAttribute('data-upcoming', 'true');
    expect(upcoming).toHaveTextContent('C.3 Skill C.3 Coming soon');
    expect(within(upcoming).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('landing-skill-link')).toHaveLength(63);
    expect(screen.queryByRole('link', { name: /C\.3 / })).not.toBeInTheDocument();
  });

  it('links each topic to its topic page (issue 34)', async () => {
    await renderGradePage();
    const topics = within(screen.getByTestId('landing-topics')).getAllByTestId('landing-topic-link');
    expect(topics.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fractions', '/math/grade-4/topics/fractions'],
      ['Geometry', '/math/grade-4/topics/geometry'],
    ]);
  });

  it('gives lessons and takeoff plans the ids their urls point at', async () => {
    await renderGradePage();
    expect(document.getElementById('lesson-41')).toHaveTextContent('Lesson 41: Explore fractions');
    expect(document.getElementById('US-math-4-takeoff-1')).toHaveTextContent('Fractions launch (lesson 1, 4th)');
    expect(within(screen.getByTestId('landing-topics')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('links each named lesson to its skill’s lesson page (issue 31)', async () => {
    await renderGradePage();
    expect(screen.getByRole('link', { name: 'Lesson 41: Explore fractions' })).toHaveAttribute('href', '/lesson/18MCV');
  });

  it('links each takeoff lesson to its lesson page, and shows one without a page as text (issue 34)', async () => {
    await renderGradePage();
    expect(screen.getByRole('link', { name: 'Fractions launch (lesson 1, 4th)' })).toHaveAttribute('href', '/lesson/PC1');
    expect(document.getElementById('US-math-4-takeoff-2')).toHaveTextContent('Fractions practice (lesson 2, 4th)');
    expect(screen.getAllByTestId('landing-takeoff-link')).toHaveLength(1);
  });

  it('scrolls to the anchor in the address once the content is there', async () => {
    window.history.replaceState(null, '', '/math/grade-4#lesson-41');
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    await renderGradePage();
    // The scroll is an effect after the content's render: on a busy machine it may come a moment after the heading.
    await vi.waitFor(() => expect(scrolled).toEqual(['lesson-41']));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('links the neighbouring grades, every grade of the subject, and the other subjects at this grade', async () => {
    await renderGradePage(() => ok(gradeLanding('UK')));
    expect(screen.getByTestId('grade-previous')).toHaveAttribute('href', '/math/grade-3');
    expect(screen.getByTestId('grade-previous')).toHaveTextContent('Year 4');
    expect(screen.getByTestId('grade-next')).toHaveAttribute('href', '/math/grade-5');
    expect(screen.getByTestId('grade-link-4')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('grade-link-0')).toHaveTextContent('Reception');
    expect(screen.getByTestId('subject-link-ela')).toHaveAttribute('href', '/ela/grade-4');
    expect(screen.getByTestId('subject-link-ela')).toHaveTextContent('Year 5 Language arts');
  });

  it('has no previous grade at kindergarten', async () => {
    await renderGradePage(() => ok(gradeLanding('US', 0)), 0);
    expect(screen.getByTestId('landing-heading')).toHaveTextContent('Kindergarten Math');
    expect(screen.queryByTestId('grade-previous')).not.toBeInTheDocument();
    expect(screen.getByTestId('grade-next')).toHaveTextContent('Grade 1');
  });

  it("shows the server's error, keeps the other subjects reachable, and tries again", async () => {
    let answer: Answer = { status: 400, body: { error: 'catalogue.unknown_page' } };
    stubFetch(() => answer);
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: 4 }} />);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't find that subject or grade.");
    expect(screen.queryByTestId('landing-heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('subject-link-sci')).toHaveAttribute('href', '/sci/grade-4');
    answer = { status: 503, body: {} };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('landing-error')).toHaveTextContent('Something went wrong. Please try again.');
    answer = ok(gradeLanding());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent('Grade 4 Math');
  });
});
