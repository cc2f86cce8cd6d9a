import { describe, expect, it } from 'vitest';
import type { LiveClassroomClass } from '../../../events/practice';
import { idle, liveStudent, room12 } from './live-classroom-fixtures';
import { createLiveClassroomStore, mergeUpdate } from './live-classroom-store';

const other: LiveClassroomClass = { classId: 'class_g5', name: 'Grade 5 Maple', grade: 5, students: [liveStudent({ userId: 'u_zoe', displayName: 'Zoe K.' })] };

describe('merging a live classroom push', () => {
  it('replaces the pushed rows by userId, keeps the others and their order, adds a newcomer at the end', () => {
    const classes = [room12(), other];
    const ava = liveStudent({ smartScore: 70, lastAnswers: [true] });
    const mia = liveStudent({ userId: 'u_mia_d', displayName: 'Mia D.' });
    const merged = mergeUpdate(classes, { classId: 'class_g4_room12', students: [mia, ava] });
    expect(merged[0]?.students.map((s) => [s.userId, s.smartScore])).toEqual([
      ['u_ava_b', 70],
      ['u_noah_c', null],
      ['u_mia_d', 62],
    ]);
    expect(merged[1]).toBe(other);
    // Pushes arrive at least once: a repeat changes nothing.
    expect(mergeUpdate(merged, { classId: 'class_g4_room12', students: [mia, ava] })).toEqual(merged);
  });

  it('ignores a push for a class not on the page', () => {
    const classes = [room12()];
    expect(mergeUpdate(classes, { classId: 'class_elsewhere', students: [liveStudent({ smartScore: 1 })] })).toEqual(classes);
  });

  it('applies pushes that arrive while the classes load on top of the answer, and reports who newly needs help', async () => {
    let answer: (classes: LiveClassroomClass[]) => void = () => {};
    const answered = new Promise<LiveClassroomClass[]>((resolve) => (answer = resolve));
    const store = createLiveClassroomStore({ fetchClasses: () => answered });
    const loading = store.getState().load();
    store.getState().applyUpdate({ classId: 'class_g4_room12', students: [liveStudent({ userId: 'u_noah_c', displayName: 'Noah C.', questionsToday: 1 })] });
    answer([room12()]);
    await loading;
    expect(store.getState().phase).toBe('ready');
    expect(store.getState().classes[0]?.students.find((s) => s.userId === 'u_noah_c')?.questionsToday).toBe(1);

    const flagged = store.getState().applyUpdate({ classId: 'class_g4_room12', students: [liveStudent({ needsHelp: true }), idle('u_noah_c', 'Noah C.')] });
    expect(flagged.map((s) => s.displayName)).toEqual(['Ava B.']);
    // Still needing help is not news.
    expect(store.getState().applyUpdate({ classId: 'class_g4_room12', students: [liveStudent({ needsHelp: true, questionsToday: 10 })] })).toEqual([]);
  });
});
