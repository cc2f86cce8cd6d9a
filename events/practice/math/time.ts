import type { MathContext, MathGenerator } from './math-context';
import { formatNumber as f, MINUS } from './number-format';
import { choiceQuestion, numberQuestion } from './question-forms';
import { NAMES } from './story-words';

// Time: reading an analogue clock (o'clock in kindergarten, half hours in
// grade 1, quarter hours and five minutes in grades 2–3, to the minute in
// grade 4), elapsed time and hours-to-minutes from grade 3, 24-hour times
// from grade 6, speed and pace from grade 8. Times are written 'h:mm' on a
// 12-hour clock; a time to read is a choice of times.

interface Clock {
  hour: number;
  minute: number;
}

const show = ({ hour, minute }: Clock) => `${hour}:${String(minute).padStart(2, '0')}`;
const show24 = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const wrapHour = (hour: number) => ((((hour - 1) % 12) + 12) % 12) + 1;
const fromMinutes = (total: number): Clock => ({ hour: wrapHour(Math.floor(total / 60)), minute: ((total % 60) + 60) % 60 });
const toMinutes = ({ hour, minute }: Clock) => hour * 60 + minute;
const duration = (minutes: number) => {
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  const hours = h ? `${h} hour${h === 1 ? '' : 's'}` : '';
  const mins = m ? `${m} minute${m === 1 ? '' : 's'}` : '';
  return [hours, mins].filter(Boolean).join(' ') || '0 minutes';
};

function clockFor(context: MathContext): Clock {
  const { random, stage } = context;
  const step = stage < 1 ? 60 : stage < 2 ? 30 : stage < 2.5 ? 15 : stage < 4 ? 5 : 1;
  return { hour: random.int(1, 12), minute: random.int(0, 60 / step - 1) * step };
}

function clockSteps({ hour, minute }: Clock): string[] {
  const marks = minute % 5;
  const number = Math.floor(minute / 5) || 12;
  const minuteHand =
    minute === 0
      ? 'The long minute hand points straight up at the 12: 0 minutes, "o\'clock".'
      : marks === 0
        ? `The long minute hand points at the ${number}: ${number} × 5 = ${minute} minutes.`
        : `The long minute hand is ${marks} small mark${marks === 1 ? '' : 's'} past the ${number}: ${minute - marks} + ${marks} = ${minute} minutes.`;
  return [
    `The short hour hand is ${minute === 0 ? 'on' : 'just past'} the ${hour}, so the hour is ${hour}.`,
    minuteHand,
    `The time is ${show({ hour, minute })}.`,
  ];
}

/** Times students mistake this one for: hands swapped, the next or last hour, the minutes mirrored. */
function clockMistakes(clock: Clock): string[] {
  const mistakes: Clock[] = [
    { hour: wrapHour(clock.hour + (clock.minute >= 30 ? 1 : -1)), minute: clock.minute },
    { hour: wrapHour(clock.hour + (clock.minute >= 30 ? -1 : 1)), minute: clock.minute },
  ];
  if (clock.minute % 5 === 0) mistakes.unshift({ hour: wrapHour(clock.minute / 5 || 12), minute: (clock.hour % 12) * 5 });
  if (clock.minute !== 0 && clock.minute !== 30) mistakes.push({ hour: clock.hour, minute: 60 - clock.minute });
  return [...new Set(mistakes.map(show))].filter((text) => text !== show(clock));
}

function readClock(context: MathContext) {
  const clock = clockFor(context);
  return choiceQuestion(context.random, {
    prompt: 'What time does the clock show?',
    art: { kind: 'clock', ...clock },
    correct: show(clock),
    distractors: clockMistakes(clock).slice(0, context.stage < 1 ? 2 : 3),
    explanation: clockSteps(clock),
  });
}

function nearestHour(context: MathContext) {
  const { random } = context;
  const clock = { hour: random.int(1, 12), minute: random.pick([5, 10, 20, 25, 35, 40, 50, 55]) };
  const rounded = { hour: clock.minute >= 30 ? wrapHour(clock.hour + 1) : clock.hour, minute: 0 };
  const other = { hour: clock.minute >= 30 ? clock.hour : wrapHour(clock.hour + 1), minute: 0 };
  return choiceQuestion(random, {
    prompt: 'About what time does the clock show, to the nearest hour?',
    art: { kind: 'clock', ...clock },
    correct: show(rounded),
    distractors: [show(other), show({ hour: clock.hour, minute: 30 }), show({ hour: wrapHour(clock.hour - 1), minute: 0 })],
    explanation: [...clockSteps(clock).slice(0, 2), `${clock.minute} minutes is ${clock.minute >= 30 ? 'past the half hour, so it is nearly' : 'before the half hour, so it is just after'} ${show(rounded)}.`],
  });
}

function laterTime(context: MathContext, word: boolean) {
  const { random, stage } = context;
  const start = clockFor({ ...context, stage: Math.min(stage, 3) });
  const length = stage < 2 ? random.int(1, 3) * 60 : stage < 3 ? random.pick([15, 30, 45, 60, 90]) : random.int(2, 20) * 5;
  const end = fromMinutes(toMinutes(start) + length);
  const name = random.pick(NAMES);
  const event = random.pick(['A film', 'A football match', 'A music lesson', 'A bus trip']);
  const prompt = word || stage < 3
    ? `${name} starts reading at ${show(start)} and reads for ${duration(length)}. What time does ${name} stop?`
    : `${event} starts at ${show(start)} and lasts ${duration(length)}. What time does it end?`;
  const wrong = [fromMinutes(toMinutes(end) + 60), fromMinutes(toMinutes(end) - 60), fromMinutes(toMinutes(end) + 10), fromMinutes(toMinutes(end) - 10)];
  return choiceQuestion(random, {
    prompt,
    correct: show(end),
    distractors: wrong.slice(0, stage < 2 ? 2 : 4).map(show),
    explanation: [
      ...(length >= 60 ? [`Add the hours: ${Math.floor(length / 60)} hour${length >= 120 ? 's' : ''} after ${show(start)} is ${show(fromMinutes(toMinutes(start) + Math.floor(length / 60) * 60))}.`] : []),
      ...(length % 60 ? [`Add the minutes: ${length % 60} minutes after that is ${show(end)}.`] : []),
      `So it ends at ${show(end)}.`,
    ],
  });
}

function elapsed(context: MathContext, word: boolean) {
  const { random } = context;
  const start = { hour: random.int(1, 10), minute: random.int(0, 11) * 5 };
  const length = random.int(3, 30) * 5;
  const end = fromMinutes(toMinutes(start) + length);
  const toNextHour = (60 - start.minute) % 60;
  const name = random.pick(NAMES);
  return numberQuestion({
    prompt: word ? `${name} got on a bus at ${show(start)} and got off at ${show(end)}. How many minutes was the trip?` : `How many minutes are there from ${show(start)} to ${show(end)}?`,
    answer: length,
    explanation:
      toNextHour && length > toNextHour
        ? [`From ${show(start)} to ${show(fromMinutes(toMinutes(start) + toNextHour))} is ${toNextHour} minutes.`, `From there to ${show(end)} is ${length - toNextHour} more minutes.`, `${toNextHour} + ${length - toNextHour} = ${length} minutes.`]
        : [`Count on from ${show(start)} to ${show(end)}: ${duration(length)}.`, `That is ${length} minutes.`],
  });
}

function conversion(context: MathContext) {
  const { random, stage } = context;
  const hours = random.int(1, stage < 4 ? 4 : 9);
  const extra = stage < 4 ? 0 : random.int(1, 11) * 5;
  if (stage >= 5 && random.chance(0.4)) {
    const minutes = hours * 60 + 30;
    return numberQuestion({
      prompt: `How many hours are ${minutes} minutes? Write your answer as a decimal.`,
      answer: hours + 0.5,
      explanation: [`There are 60 minutes in an hour: ${minutes} ÷ 60.`, `${minutes} minutes is ${hours} hours and 30 minutes, and 30 minutes is half an hour: ${f(hours + 0.5)} hours.`],
    });
  }
  return numberQuestion({
    prompt: `What number goes in the box?\n${duration(hours * 60 + extra)} = ☐ minutes`,
    answer: hours * 60 + extra,
    explanation: [`Each hour is 60 minutes: ${hours} × 60 = ${hours * 60}.`, ...(extra ? [`Add the ${extra} minutes: ${hours * 60} + ${extra} = ${hours * 60 + extra}.`] : [])],
  });
}

function twentyFourHour(context: MathContext) {
  const { random } = context;
  if (random.chance(0.5)) {
    const clock = { hour: random.int(1, 11), minute: random.int(0, 11) * 5 };
    const pm = random.chance(0.6);
    const minutes = (clock.hour + (pm ? 12 : 0)) * 60 + clock.minute;
    return choiceQuestion(random, {
      prompt: `What is ${show(clock)} ${pm ? 'p.m.' : 'a.m.'} in 24-hour time?`,
      correct: show24(minutes),
      distractors: [show24(pm ? minutes - 720 : minutes + 720), show24(minutes + 60), show24(pm ? minutes - 60 : minutes + 600)],
      explanation: pm ? [`After noon, add 12 to the hour: ${clock.hour} + 12 = ${clock.hour + 12}.`, `So it is ${show24(minutes)}.`] : ['Morning times keep their hour, written with two digits.', `So it is ${show24(minutes)}.`],
    });
  }
  const start = random.int(5 * 60, 14 * 60);
  const length = random.int(40, 300);
  const end = start + length;
  return numberQuestion({
    prompt: `A train leaves at ${show24(start)} and arrives at ${show24(end)}. How many minutes does the trip take?`,
    answer: length,
    explanation: [`Change both times to minutes after midnight: ${f(start)} and ${f(end)}.`, `${f(end)} ${MINUS} ${f(start)} = ${length} minutes (${duration(length)}).`],
  });
}

function speed(context: MathContext) {
  const { random } = context;
  const kmh = random.int(4, 20) * 5;
  const halfHours = random.int(1, 7);
  const distance = (kmh * halfHours) / 2;
  const minutes = halfHours * 30;
  return numberQuestion({
    prompt: `A car travels ${f(distance)} km in ${duration(minutes)}. What is its average speed in km per hour?`,
    answer: kmh,
    explanation: [`${duration(minutes)} is ${f(halfHours / 2)} hours.`, `Speed = distance ÷ time = ${f(distance)} ÷ ${f(halfHours / 2)} = ${kmh} km per hour.`],
  });
}

function compare(context: MathContext) {
  const { random } = context;
  const a = random.int(3, 15) * 10;
  const b = random.chance(0.2) && a >= 60 ? a : random.int(6, 15) * 10;
  const first = `${a} minutes`;
  const second = duration(b);
  return choiceQuestion(random, {
    prompt: `Which is longer: ${first} or ${second}?`,
    correct: a === b ? 'They are the same' : a > b ? first : second,
    distractors: [first, second, 'They are the same'],
    explanation: [`${second} is ${b} minutes.`, a === b ? 'Both are the same length.' : `${Math.max(a, b)} minutes is longer than ${Math.min(a, b)} minutes.`],
  });
}

export const timeQuestion: MathGenerator = (context) => {
  const { random, stage, hints } = context;
  switch (hints.style) {
    case 'compare':
      if (stage >= 2) return compare(context);
      break;
    case 'estimate':
      return nearestHour(context);
    case 'word':
      return stage < 4 ? laterTime(context, true) : elapsed(context, true);
    case 'number-line':
      if (stage >= 3) return elapsed(context, false);
      break;
    case 'missing':
      if (stage >= 3) return conversion(context);
      break;
    default:
      break;
  }
  if (stage < 3) return readClock(context);
  if (stage < 4) return random.pick([readClock, readClock, (c: MathContext) => laterTime(c, false), conversion])(context);
  if (stage < 6) return random.pick([readClock, (c: MathContext) => elapsed(c, false), conversion, (c: MathContext) => laterTime(c, false)])(context);
  if (stage < 8) return random.pick([twentyFourHour, (c: MathContext) => elapsed(c, false), conversion])(context);
  return random.pick([speed, twentyFourHour])(context);
};
