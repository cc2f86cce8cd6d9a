import { answerSpread, answerTally } from '../same-question-mode/answer-tally';
import { guessText } from '../same-question-mode/room-question';
import { COMMON_WRONG_ANSWERS_SHOWN, reviewQuestionKey, type InstantReviewState, type QrmCurrentQuestion, type ReviewSkill, type ReviewSkillRow } from '../instant-review';

// What GET /practice/qrm-current-question answers, from the session's folded
// stream: the same for a reload, a dropped connection or a restart. The tally and
// the spread of answers are same-question mode's. Pure.

const skillRow = (skill: ReviewSkill, level = skill.level): ReviewSkillRow => ({ skillId: skill.permacode, code: skill.code, name: skill.name, level });

/** The session as `viewer` sees it; null before it started. The teacher's view holds the answer and the class's answers. */
export function reviewView(state: InstantReviewState, viewer: { userId: string; role: 'teacher' | 'student' }): QrmCurrentQuestion | null {
  if (state.qrmSessionId === null || state.current === null) return null;
  const current = state.current;
  const responses = [...current.responses.values()];
  const teacher = viewer.role === 'teacher';
  const mine = teacher ? undefined : current.responses.get(viewer.userId);
  return {
    qrmSessionId: state.qrmSessionId,
    viewer: viewer.role,
    status: state.ended === null ? 'open' : 'ended',
    endedReason: state.ended,
    teacherDisplayName: state.teacherDisplayName,
    skill: skillRow(current.skill, current.posed.question.level),
    question: { ...current.posed.question, questionKey: reviewQuestionKey(state.qrmSessionId, current.posed.question.questionNumber) },
    tally: { invited: state.students.size, ...answerTally(responses) },
    myResponse: mine ? { guesses: [...mine.guesses], correct: mine.correct } : null,
    skills: teacher ? state.skills.map((skill) => skillRow(skill)) : null,
    correctAnswer: teacher ? current.posed.correctAnswer : null,
    explanation: teacher ? current.posed.explanation : null,
    commonWrongAnswers: teacher
      ? answerSpread(responses.map((response) => ({ guess: guessText(response.guesses), correct: response.correct })))
          .filter((row) => !row.correct)
          .slice(0, COMMON_WRONG_ANSWERS_SHOWN)
      : null,
    answers: teacher
      ? [...state.students].map(([studentUserId, displayName]) => {
          const response = current.responses.get(studentUserId);
          return { studentUserId, displayName, answered: response !== undefined, correct: response?.correct ?? null };
        })
      : null,
  };
}
