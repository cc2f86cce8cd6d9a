import { describe, expect, it } from 'vitest';
import { fetchClassesWithStudents } from './classes-with-students';
import { room12 } from './classes-with-students-fixture';

function serve(body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (url: string) => {
    urls.push(url);
    return Response.json(body);
  }) as typeof fetch;
  return { urls, fetchImpl };
}

describe('classes with their students', () => {
  it('asks the given path and reads its classes (extra fields dropped)', async () => {
    const { urls, fetchImpl } = serve({ classes: [{ ...room12, schoolId: 'school_maple' }] });
    await expect(fetchClassesWithStudents('/liveMessage/recipients', { fetchImpl })).resolves.toEqual([room12]);
    expect(urls).toEqual(['/liveMessage/recipients']);
  });

  it('refuses an answer of another shape', async () => {
    const noGrade = serve({ classes: [{ ...room12, grade: 'four' }] });
    await expect(fetchClassesWithStudents('/focus-zone/classes', noGrade)).rejects.toMatchObject({ errorKey: 'app.error.unexpectedResponse' });
    const nameless = serve({ classes: [{ ...room12, students: [{ userId: 'u_ava_b' }] }] });
    await expect(fetchClassesWithStudents('/focus-zone/classes', nameless)).rejects.toMatchObject({ errorKey: 'app.error.unexpectedResponse' });
  });
});
