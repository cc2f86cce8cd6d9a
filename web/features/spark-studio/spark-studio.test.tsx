// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { room12 } from '../../shared/classes/classes-with-students-fixture';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { QuestionSetEditorPage } from './question-set-editor-page';
import { colleaguesSet, fakeSparkStudioApi } from './spark-studio-fixtures';
import { SparkStudioPage } from './spark-studio-page';

afterEach(cleanup);

function renderList(api = fakeSparkStudioApi()) {
  const onOpenSet = vi.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <SparkStudioPage api={api} onOpenSet={onOpenSet} />
    </I18nextProvider>,
  );
  return { api, onOpenSet, user: userEvent.setup() };
}

async function renderEditor(options: { api?: ReturnType<typeof fakeSparkStudioApi>; questionSetId?: string; canStartGroupJam?: boolean } = {}) {
  const api = options.api ?? fakeSparkStudioApi();
  const questionSetId = options.questionSetId ?? (await api.createSet('Warm-up')).questionSetId;
  const onDeleted = vi.fn();
  const start = vi.fn(async () => ({
    roomId: 'r1',
    studentCount: 3,
    sameQuestionModeURLNamespace: '/same-question-mode',
    groupJamPracticeURL: `/sparkstudio/sets/${questionSetId}`,
    pubsubEndpoint: null,
    pubsubToken: null,
    timeoutMs: 60_000,
    subjects: { teacher: 't', room: 'r' },
  }));
  const navigateTo = vi.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionSetEditorPage
        questionSetId={questionSetId}
        canStartGroupJam={options.canStartGroupJam ?? true}
        api={api}
        onDeleted={onDeleted}
        groupJamDialog={{ loadClasses: async () => [room12], start, navigateTo }}
      />
    </I18nextProvider>,
  );
  await screen.findByTestId('spark-set-title');
  return { api, questionSetId, onDeleted, start, navigateTo, user: userEvent.setup() };
}

describe('the Spark Studio page', () => {
  it('lists my sets and the sets shared with my school', async () => {
    const api = fakeSparkStudioApi([colleaguesSet]);
    await api.createSet('Fractions warm-up');
    renderList(api);
    const mine = await screen.findByTestId('spark-my-set-list');
    expect(within(mine).getByRole('link', { name: 'Fractions warm-up' })).toHaveAttribute('href', '/sparkstudio/sets/qs1');
    expect(within(mine).getByText('Only me')).toBeInTheDocument();
    const shared = screen.getByTestId('spark-shared-set-list');
    expect(within(shared).getByRole('link', { name: 'Decimals check' })).toBeInTheDocument();
    expect(within(shared).getByText('By Mr. Okafor')).toBeInTheDocument();
    expect(within(shared).getByText('1 question')).toBeInTheDocument();
  });

  it('creates a set and opens it; a blank title is refused before sending', async () => {
    const { api, onOpenSet, user } = renderList();
    expect(await screen.findByTestId('spark-no-sets')).toBeInTheDocument();
    const create = vi.spyOn(api, 'createSet');
    await user.click(screen.getByTestId('spark-create-set'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give the set a title.');
    expect(create).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Title'), 'Times tables');
    await user.click(screen.getByTestId('spark-create-set'));
    await vi.waitFor(() => expect(onOpenSet).toHaveBeenCalledWith('/sparkstudio/sets/qs1'));
    expect(create).toHaveBeenCalledWith('Times tables', expect.any(String));
  });

  it('shows a failed load with a retry', async () => {
    const api = fakeSparkStudioApi();
    const list = vi.spyOn(api, 'listSets').mockRejectedValueOnce(new HttpError(500, 'request.failed'));
    const { user } = renderList(api);
    expect(await screen.findByText('The question sets could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('spark-no-sets')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});

describe('the set editor', () => {
  it('writes a multiple-choice, a number and a short-text question, with a live preview of each', async () => {
    const { api, questionSetId, user } = await renderEditor();
    const form = screen.getByTestId('spark-add-question');
    const preview = within(form).getByTestId('spark-preview');
    expect(within(preview).getByText('Write the question to see it as students will.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Question'), 'Which is a prime?');
    expect(within(preview).getByTestId('spark-preview-prompt')).toHaveTextContent('Which is a prime?');
    await user.type(within(form).getByLabelText('Choice 1'), '4');
    await user.type(within(form).getByLabelText('Choice 2'), '7');
    await user.click(within(form).getByTestId('spark-add-choice'));
    await user.type(within(form).getByLabelText('Choice 3'), '9');
    expect(within(preview).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['4', '7', '9']);
    await user.type(within(form).getByLabelText('Explanation'), 'Only 1 and 7 divide 7.');
    // No correct choice marked yet: refused before sending.
    await user.click(within(form).getByTestId('spark-question-submit'));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please mark one of the choices as the correct one.');
    await user.click(within(form).getByLabelText('Choice 2 is correct'));
    expect(within(preview).getByText('Correct answer: 7')).toBeInTheDocument();
    await user.click(within(form).getByTestId('spark-question-submit'));
    await vi.waitFor(() => expect(screen.getAllByTestId('spark-question')).toHaveLength(1));

    const numberForm = screen.getByTestId('spark-add-question');
    expect(within(numberForm).getByLabelText('Question')).toHaveValue('');
    await user.click(within(numberForm).getByLabelText('Number'));
    await user.type(within(numberForm).getByLabelText('Question'), 'What is 3/4 of 12?');
    expect(within(within(numberForm).getByTestId('spark-preview')).getByLabelText('Your answer')).toBeInTheDocument();
    await user.type(within(numberForm).getByLabelText('Correct answer'), '9');
    await user.type(within(numberForm).getByLabelText('Explanation'), 'A quarter of 12 is 3.');
    await user.click(within(numberForm).getByTestId('spark-question-submit'));
    await vi.waitFor(() => expect(screen.getAllByTestId('spark-question')).toHaveLength(2));

    const textForm = screen.getByTestId('spark-add-question');
    await user.click(within(textForm).getByLabelText('Short text'));
    await user.type(within(textForm).getByLabelText('Question'), 'Three sides make a…?');
    await user.type(within(textForm).getByLabelText('Correct answer'), 'triangle');
    await user.type(within(textForm).getByLabelText('Explanation'), 'Tri- means three.');
    await user.click(within(textForm).getByTestId('spark-question-submit'));
    await vi.waitFor(() => expect(screen.getAllByTestId('spark-question')).toHaveLength(3));

    expect(api.sets.get(questionSetId)!.questions.map((q) => [q.kind, q.choices, q.answer])).toEqual([
      ['multipleChoice', ['4', '7', '9'], '7'],
      ['number', [], '9'],
      ['shortText', [], 'triangle'],
    ]);
    expect(screen.getByTestId('spark-set-meta')).toHaveTextContent('3 questions');
  });

  it('edits, moves and removes questions', async () => {
    const api = fakeSparkStudioApi();
    const { questionSetId } = await api.createSet('Warm-up');
    await api.addQuestion(questionSetId, { kind: 'number', prompt: 'One?', choices: [], answer: '1', explanation: 'One.' });
    await api.addQuestion(questionSetId, { kind: 'shortText', prompt: 'Two?', choices: [], answer: 'two', explanation: 'Two.' });
    const { user } = await renderEditor({ api, questionSetId });
    const prompts = () => screen.getAllByTestId('spark-question-prompt').map((p) => p.textContent);

    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await vi.waitFor(() => expect(prompts()).toEqual(['Two?', 'One?']));

    await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
    const form = screen.getByTestId('spark-edit-question');
    expect(within(form).getByLabelText('Question')).toHaveValue('One?');
    expect(screen.queryByTestId('spark-add-question')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Question'));
    await user.type(within(form).getByLabelText('Question'), 'Uno?');
    await user.click(within(form).getByTestId('spark-question-submit'));
    await vi.waitFor(() => expect(prompts()).toEqual(['Two?', 'Uno?']));

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await vi.waitFor(() => expect(prompts()).toEqual(['Uno?']));
  });

  it('shows the server’s refusal in the form and keeps what was written', async () => {
    const api = fakeSparkStudioApi();
    vi.spyOn(api, 'addQuestion').mockRejectedValueOnce(new HttpError(409, 'spark_studio.too_many_questions'));
    const { user } = await renderEditor({ api });
    const form = screen.getByTestId('spark-add-question');
    await user.click(within(form).getByLabelText('Short text'));
    await user.type(within(form).getByLabelText('Question'), 'Cat or dog?');
    await user.type(within(form).getByLabelText('Correct answer'), 'cat');
    await user.type(within(form).getByLabelText('Explanation'), 'Cats.');
    await user.click(within(form).getByTestId('spark-question-submit'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A question set holds at most 100 questions.');
    expect(within(form).getByLabelText('Question')).toHaveValue('Cat or dog?');
    expect(screen.queryByTestId('spark-change-error')).not.toBeInTheDocument();
  });

  it('shares with the school and renames the set', async () => {
    const { api, questionSetId, user } = await renderEditor();
    await user.click(screen.getByLabelText('Share with my school'));
    await vi.waitFor(() => expect(api.sets.get(questionSetId)!.shared).toBe(true));
    expect(screen.getByLabelText('Share with my school')).toBeChecked();
    await user.click(screen.getByTestId('spark-rename'));
    await user.clear(screen.getByLabelText('Title of the set'));
    await user.type(screen.getByLabelText('Title of the set'), 'Fractions');
    await user.click(screen.getByTestId('spark-rename-save'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions' })).toBeInTheDocument();
  });

  it('a colleague’s shared set is read-only, and a group jam starts on it', async () => {
    const api = fakeSparkStudioApi([colleaguesSet]);
    const { start, navigateTo, user } = await renderEditor({ api, questionSetId: 'qs_okafor' });
    expect(screen.getByTestId('spark-read-only')).toHaveTextContent('Mr. Okafor shared this set with your school.');
    expect(screen.queryByTestId('spark-add-question')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit question/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Share with my school')).not.toBeInTheDocument();
    expect(screen.queryByTestId('spark-delete')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('spark-start-group-jam'));
    const dialog = await screen.findByTestId('start-group-jam-dialog');
    expect(within(dialog).queryByTestId('group-jam-level')).not.toBeInTheDocument();
    await within(dialog).findByTestId('group-jam-class');
    await user.click(within(dialog).getByTestId('group-jam-start'));
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(expect.objectContaining({ questionSetId: 'qs_okafor', classId: 'class_g4_room12' }), expect.any(String)));
    expect(navigateTo).toHaveBeenCalledWith('/same-question-mode/sparkstudio/sets/qs_okafor/r1');
  });

  it('an administrator writes sets but has no group jam button; an empty set cannot start one', async () => {
    await renderEditor({ canStartGroupJam: false });
    expect(screen.queryByTestId('spark-start-group-jam')).not.toBeInTheDocument();
    cleanup();
    const { user } = await renderEditor();
    await user.click(screen.getByTestId('spark-start-group-jam'));
    expect(screen.queryByTestId('start-group-jam-dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Add a question before starting a group jam.')).toBeInTheDocument();
  });

  it('deletes a set after confirming', async () => {
    const { api, questionSetId, onDeleted, user } = await renderEditor();
    await user.click(screen.getByTestId('spark-delete'));
    expect(screen.getByText(/Delete “Warm-up” and its questions\?/)).toBeInTheDocument();
    await user.click(screen.getByTestId('spark-delete-confirm'));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.sets.has(questionSetId)).toBe(false);
  });

  it('says so when the set does not exist or is not visible', async () => {
    const api = fakeSparkStudioApi();
    render(
      <I18nextProvider i18n={createI18n()}>
        <QuestionSetEditorPage questionSetId="missing" canStartGroupJam api={api} onDeleted={() => {}} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('spark-editor-unavailable')).toHaveTextContent('This question set does not exist, or it was deleted.');
    cleanup();
    vi.spyOn(api, 'loadSet').mockRejectedValueOnce(new HttpError(403, 'spark_studio.not_your_set'));
    render(
      <I18nextProvider i18n={createI18n()}>
        <QuestionSetEditorPage questionSetId="someone_elses" canStartGroupJam api={api} onDeleted={() => {}} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('spark-editor-unavailable')).toHaveTextContent('not yours, and it is not shared with your school');
  });
});
