import { describe, expect, it } from 'vitest';
import { parseRoomPagePath } from './room-path';

describe('the room page’s address', () => {
  it('is the namespace, a skill’s practice path or a Spark Studio set’s path, and the room id', () => {
    expect(parseRoomPagePath('/same-question-mode/math/grade-4/skills/18MCV/r_abc123')).toEqual({
      roomId: 'r_abc123',
      practicePath: '/math/grade-4/skills/18MCV',
    });
    expect(parseRoomPagePath('/same-question-mode/sparkstudio/sets/qs_1/r-2')).toEqual({ roomId: 'r-2', practicePath: '/sparkstudio/sets/qs_1' });
  });

  it('never matches the API paths under the namespace, nor other pages', () => {
    for (const path of [
      '/same-question-mode/start',
      '/same-question-mode/active-room',
      '/same-question-mode/get-student-invitations',
      '/same-question-mode/destroy-room',
      '/same-question-mode/r_abc/state',
      '/same-question-mode/r_abc/check-expiration',
      '/same-question-mode/math/grade-4/skills/18MCV',
      '/same-question-mode/math/grade-4/r_abc',
      '/same-question-mode/sparkstudio/sets/r_abc',
      '/same-question-mode/math/grade-4/skills/18MCV/r.abc',
      '/math/grade-4/skills/18MCV/r_abc',
    ]) {
      expect(parseRoomPagePath(path), path).toBeNull();
    }
  });
});
